import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '@server/config';
import packageJson from '../../../package.json' with { type: 'json' };
import { type ArchiveSource, blobSource, databaseFacts, fileSource, storedFiles } from './archive-sources';
import { BackupError } from './backup-error';
import {
  type ArchivedFile,
  DATABASE_ENTRIES,
  FILES_PREFIX,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  SECRETS_ENTRY,
} from './manifest';
import { type PgTools, clientAdvice, dumpDatabase, systemPgTools, toolVersion } from './postgres-tools';
import { tarEnd, tarFile } from './tar';

export type BackupSource = {
  /** PGlite: the engine, open in this process only (decision 052); PostgreSQL: a session connection's URL. */
  database: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  dataDir: string;
  storage: Config['storage'];
  tools?: PgTools;
};

/** Where S3 keeps the files safe instead of the archive, said in the manifest and to the operator. */
export const s3Note = (bucket: string) =>
  `Les fichiers restent dans le bucket S3 « ${bucket} », pas dans l'archive : activez son versionnage ` +
  `(aws s3api put-bucket-versioning --bucket ${bucket} --versioning-configuration Status=Enabled, ou l'équivalent ` +
  'de votre hébergeur) et une règle de cycle de vie qui garde les versions supprimées au moins aussi longtemps que les sauvegardes.';

/**
 * Writes one gzipped tar: the database, the stored files, DATA_DIR/secrets.json, then the
 * manifest with every file's SHA-256. Streamed to `<to>.partial`, renamed at the end, so an
 * interrupted backup never leaves a file that looks whole; the manifest comes last for the same reason.
 */
export async function writeBackup(source: BackupSource, to: string, now = new Date()): Promise<Manifest> {
  if (existsSync(to))
    throw new BackupError(`${to} existe déjà : choisissez un autre nom (une sauvegarde n'en écrase jamais une autre).`);
  const partial = `${to}.partial`;
  const dumpFile = `${to}.dump.partial`;
  try {
    const facts = await databaseFacts(source.database);
    let databaseEntry: ArchiveSource;
    let pgDumpVersion: string | undefined;
    if (source.database.kind === 'pglite') {
      // Written to its files first: without it the copy is a crash image whose sequences jump ahead when opened.
      await source.database.pglite.exec('CHECKPOINT');
      databaseEntry = blobSource(DATABASE_ENTRIES.pglite, await source.database.pglite.dumpDataDir('none'));
    } else {
      pgDumpVersion = await checkPgDump(source.tools ?? systemPgTools, facts.serverVersion);
      await dumpDatabase((source.tools ?? systemPgTools).pgDump, source.database.url, dumpFile);
      databaseEntry = fileSource(DATABASE_ENTRIES.postgres, dumpFile, (await stat(dumpFile)).size);
    }
    const stored = source.storage.driver === 'local' ? await storedFiles(source.storage.localDir, FILES_PREFIX) : [];
    const secretsFile = path.join(source.dataDir, 'secrets.json');
    const secrets = existsSync(secretsFile)
      ? [fileSource(SECRETS_ENTRY, secretsFile, (await stat(secretsFile)).size)]
      : [];
    const archived: ArchivedFile[] = [];
    const manifest = (): Manifest => ({
      format: 'boucles-backup',
      formatVersion: FORMAT_VERSION,
      appVersion: packageJson.version,
      createdAt: now.toISOString(),
      database: {
        kind: source.database.kind,
        serverVersion: facts.serverVersion,
        ...(pgDumpVersion ? { pgDumpVersion } : {}),
      },
      migrations: facts.migrations,
      storage:
        source.storage.driver === 'local'
          ? { driver: 'local', storedFileCount: stored.length }
          : { driver: 's3', bucket: source.storage.bucket, note: s3Note(source.storage.bucket) },
      secretsIncluded: secrets.length > 0,
      fileCount: archived.length,
      files: archived,
    });
    async function* blocks(): AsyncGenerator<Buffer> {
      for (const entry of [databaseEntry, ...secrets, ...stored]) {
        const hash = createHash('sha256');
        yield* tarFile(entry.name, entry.size, hashing(entry.open(), hash));
        archived.push({ path: entry.name, size: entry.size, sha256: hash.digest('hex') });
      }
      const text = Buffer.from(`${JSON.stringify(manifest(), null, 2)}\n`);
      yield* tarFile(MANIFEST_ENTRY, text.length, [text]);
      yield tarEnd();
    }
    await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, to);
    return manifest();
  } finally {
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
  }
}

async function* hashing(body: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/** pg_dump refuses a server newer than itself: said before, in French, with what to install. */
async function checkPgDump(tools: PgTools, serverVersion: string): Promise<string> {
  const serverMajor = Number.parseInt(serverVersion, 10);
  const version = await toolVersion(tools.pgDump);
  if (!version) {
    throw new BackupError(
      `pg_dump est introuvable sur cette machine : la sauvegarde d'une base PostgreSQL en a besoin. ${clientAdvice('pg_dump', serverMajor)}`,
    );
  }
  if (version.major < serverMajor) {
    throw new BackupError(
      `pg_dump ${version.full} est plus ancien que le serveur (PostgreSQL ${serverVersion}) et ne sait pas le sauvegarder. ${clientAdvice('pg_dump', serverMajor)}`,
    );
  }
  return version.full;
}
