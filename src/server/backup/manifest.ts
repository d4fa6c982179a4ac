import { z } from 'zod';

/** Decision 052: what one backup archive holds, named by these paths inside it. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRIES = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;
export const SECRETS_ENTRY = 'secrets.json';
export const FILES_PREFIX = 'files/';
export const FORMAT_VERSION = 1;

const archivedFileSchema = z.object({
  path: z.string(),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal('boucles-backup'),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server's version, and for PostgreSQL the pg_dump that wrote the dump (pg_restore must be as new). */
    serverVersion: z.string(),
    pgDumpVersion: z.string().optional(),
  }),
  /** The migrations applied in the saved database, in order. */
  migrations: z.array(z.string()),
  storage: z.discriminatedUnion('driver', [
    z.object({ driver: z.literal('local'), storedFileCount: z.number().int().min(0) }),
    z.object({ driver: z.literal('s3'), bucket: z.string(), note: z.string() }),
  ]),
  /** Whether DATA_DIR/secrets.json is inside; secrets given in the environment never are. */
  secretsIncluded: z.boolean(),
  fileCount: z.number().int().min(0),
  files: z.array(archivedFileSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof archivedFileSchema>;

/**
 * The only paths an archive may hold: the database, the secrets, stored files under keys shaped
 * like storage keys (so no `..`, nothing absolute) and the manifest. Anything else is refused
 * before a byte is written.
 */
export function isExpectedEntry(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === SECRETS_ENTRY) return true;
  if (name === DATABASE_ENTRIES.pglite || name === DATABASE_ENTRIES.postgres) return true;
  if (!name.startsWith(FILES_PREFIX)) return false;
  const key = name.slice(FILES_PREFIX.length);
  return key.length <= 300 && key.split('/').every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part));
}
