import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { queryServer } from './postgres-tools';

/** One file to put in the archive: its path there, its size, and its bytes when asked for. */
export type ArchiveSource = { name: string; size: number; open(): AsyncIterable<Buffer> };

export function fileSource(name: string, file: string, size: number): ArchiveSource {
  return { name, size, open: () => createReadStream(file) };
}

export function blobSource(name: string, blob: Blob): ArchiveSource {
  return { name, size: blob.size, open: () => Readable.fromWeb(blob.stream() as never) };
}

/** Every file under the local storage's folder (the `.type` beside each one included), in a stable order. */
export async function storedFiles(root: string, prefix: string): Promise<ArchiveSource[]> {
  if (!existsSync(root)) return [];
  const relative = (await readdir(root, { recursive: true })).sort();
  const sources: ArchiveSource[] = [];
  for (const rel of relative) {
    const file = path.join(root, rel);
    const info = await stat(file);
    if (info.isFile()) sources.push(fileSource(prefix + rel.split(path.sep).join('/'), file, info.size));
  }
  return sources;
}

export type DatabaseFacts = { serverVersion: string; migrations: string[]; publicTables: number };

const FACTS = {
  version: 'SHOW server_version',
  migrations: 'SELECT name FROM schema_migrations ORDER BY name',
  tables: "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
};

/** The server's version, the migrations applied and how many tables `public` holds (0: an empty database). */
export async function databaseFacts(
  database: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string },
): Promise<DatabaseFacts> {
  const query = async <T extends Record<string, unknown>>(text: string): Promise<T[]> =>
    database.kind === 'pglite' ? (await database.pglite.query<T>(text)).rows : queryServer<T>(database.url, text);
  const [version] = await query<{ server_version: string }>(FACTS.version);
  const [tables] = await query<{ n: number }>(FACTS.tables);
  const publicTables = tables?.n ?? 0;
  const hasMigrations = publicTables > 0 && (await query(`SELECT to_regclass('public.schema_migrations') AS t`))[0]?.t;
  const migrations = hasMigrations ? (await query<{ name: string }>(FACTS.migrations)).map((row) => row.name) : [];
  return { serverVersion: version?.server_version ?? '', migrations, publicTables };
}
