import { createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '@server/config';
import { openPGlite } from '@server/db/connection';
import { DATA_DIR_LOCK_FILE, acquireDataDirLock } from '@server/db/data-dir-lock';
import { readMigrations } from '@server/db/migrate';
import { databaseFacts } from './archive-sources';
import { BackupError } from './backup-error';
import { DATABASE_ENTRIES, FILES_PREFIX, type Manifest, SECRETS_ENTRY } from './manifest';
import { type PgTools, clientAdvice, restoreDatabase, systemPgTools, toolVersion } from './postgres-tools';
import { archiveEntries, verifyArchive } from './verify-archive';

export type RestoreTarget = {
  /** PGlite: the folder the engine lives in (DATA_DIR/pglite); PostgreSQL: the database's URL. */
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  storage: Config['storage'];
  tools?: PgTools;
};

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Restores into an empty target only, so that a mistaken command never mixes or overwrites
 * data: an empty or absent DATA_DIR for PGlite, a database without tables in `public` for
 * PostgreSQL. The archive is verified whole before the first byte is written.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  await refuseNonEmptyDatabase(target);
  const manifest = await verifyArchive(file);
  refuseMismatch(manifest, target);
  const tools = target.tools ?? systemPgTools;
  if (target.database.kind === 'postgres') await checkPgRestore(tools, manifest);

  const release = target.database.kind === 'pglite' ? await lockNewDataDir(target.database.dir) : () => {};
  try {
    for await (const entry of archiveEntries(file)) {
      if (entry.name === DATABASE_ENTRIES.pglite && target.database.kind === 'pglite') {
        await loadPGlite(target.database.dir, entry.body, manifest.migrations);
      } else if (entry.name === DATABASE_ENTRIES.postgres && target.database.kind === 'postgres') {
        await restoreDatabase(tools.pgRestore, target.database.url, entry.body);
        sameMigrations((await databaseFacts(target.database)).migrations, manifest.migrations);
      } else if (entry.name === SECRETS_ENTRY) {
        await writeFrom(entry.body, path.join(target.dataDir, 'secrets.json'), 0o600);
      } else if (entry.name.startsWith(FILES_PREFIX) && target.storage.driver === 'local') {
        await writeFrom(entry.body, path.join(target.storage.localDir, entry.name.slice(FILES_PREFIX.length)));
      }
    }
  } catch (error) {
    throw new BackupError(
      `Restauration interrompue : ${error instanceof Error ? error.message : String(error)}\n` +
        'Videz DATA_DIR (et la base PostgreSQL, le cas échéant) avant de recommencer.',
    );
  } finally {
    release();
  }
  return manifest;
}

async function refuseNonEmptyDatabase(target: RestoreTarget) {
  if (target.database.kind === 'pglite') {
    if (!isEmptyDir(target.dataDir)) {
      throw new BackupError(
        `DATA_DIR (${target.dataDir}) n'est pas vide : une restauration ne remplace jamais des données. ` +
          'Restaurez dans un dossier vide ou inexistant, puis pointez DATA_DIR dessus.',
      );
    }
    return;
  }
  const { publicTables } = await databaseFacts(target.database);
  if (publicTables > 0) {
    throw new BackupError(
      `La base PostgreSQL cible contient déjà ${publicTables} table(s) dans le schéma public : une restauration ne remplace ` +
        'jamais des données. Créez une base vide (createdb), pointez DATABASE_URL dessus et recommencez.',
    );
  }
}

/** What the archive holds must fit where it goes; said before anything is written. */
function refuseMismatch(manifest: Manifest, target: RestoreTarget) {
  if (manifest.database.kind !== target.database.kind) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? "Cette sauvegarde est celle d'une base PostgreSQL : restaurez-la avec DATABASE_URL pointant sur une base vide."
        : "Cette sauvegarde est celle d'une base embarquée (PGlite) : restaurez-la sans DATABASE_URL, dans un DATA_DIR vide.",
    );
  }
  const known = new Set(readMigrations().map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `La sauvegarde vient d'une version plus récente de l'application (migrations inconnues ici : ${unknown.join(', ')}) : ` +
        `restaurez avec la version ${manifest.appVersion} ou plus récente.`,
    );
  }
  const storedFiles = manifest.storage.driver === 'local' ? manifest.storage.storedFileCount : 0;
  if (storedFiles > 0 && target.storage.driver === 's3') {
    throw new BackupError(
      `L'archive contient ${storedFiles} fichiers du disque local, mais STORAGE_DRIVER=s3 : restaurez avec ` +
        'STORAGE_DRIVER=local, puis copiez DATA_DIR/files dans le bucket si vous passez à S3.',
    );
  }
  if (target.database.kind === 'postgres') {
    if (storedFiles > 0 && target.storage.driver === 'local' && !isEmptyDir(target.storage.localDir)) {
      throw new BackupError(`${target.storage.localDir} n'est pas vide : videz-le ou choisissez un autre DATA_DIR.`);
    }
    if (manifest.secretsIncluded && existsSync(path.join(target.dataDir, 'secrets.json'))) {
      throw new BackupError(
        `${path.join(target.dataDir, 'secrets.json')} existe déjà : les secrets de la sauvegarde ne le remplacent pas. ` +
          'Choisissez un DATA_DIR vide.',
      );
    }
  }
}

/** pg_restore reads only dumps of a pg_dump no newer than itself. */
async function checkPgRestore(tools: PgTools, manifest: Manifest) {
  const dumpMajor = Number.parseInt(manifest.database.pgDumpVersion ?? manifest.database.serverVersion, 10);
  const version = await toolVersion(tools.pgRestore);
  if (!version)
    throw new BackupError(`pg_restore est introuvable sur cette machine. ${clientAdvice('pg_restore', dumpMajor)}`);
  if (version.major < dumpMajor) {
    throw new BackupError(
      `pg_restore ${version.full} est plus ancien que le pg_dump ${manifest.database.pgDumpVersion} qui a écrit la sauvegarde. ` +
        clientAdvice('pg_restore', dumpMajor),
    );
  }
}

/**
 * The folder is locked like the app locks it, so that no app starts on it while it is written.
 * The dump carries the saving process's lock file; that stale copy goes with ours.
 */
async function lockNewDataDir(dir: string): Promise<() => void> {
  await mkdir(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  return () => {
    release();
    rmSync(path.join(dir, DATA_DIR_LOCK_FILE), { force: true });
  };
}

/** PGlite unpacks its own dump into the folder, then opens it: its migrations prove it is the one saved. */
async function loadPGlite(dir: string, body: AsyncIterable<Buffer>, expected: string[]) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const pglite = await openPGlite(dir, new Blob(chunks as Uint8Array<ArrayBuffer>[]));
  try {
    sameMigrations((await databaseFacts({ kind: 'pglite', pglite })).migrations, expected);
  } finally {
    await pglite.close();
  }
}

function sameMigrations(restored: string[], expected: string[]) {
  if (restored.join() !== expected.join()) {
    throw new Error(
      `la base restaurée n'a pas les migrations du manifeste (${restored.length} au lieu de ${expected.length})`,
    );
  }
}

async function writeFrom(body: AsyncIterable<Buffer>, file: string, mode = 0o644) {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(Readable.from(body), createWriteStream(file, { mode, flags: 'wx' }));
}
