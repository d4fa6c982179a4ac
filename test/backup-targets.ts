import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type BackupSource, writeBackup } from '@server/backup/backup';
import type { Manifest } from '@server/backup/manifest';
import { loadConfig } from '@server/config';
import { openPGlite } from '@server/db/connection';
import type { TestApp } from './app';
import { adminUrl } from './database';
import { databaseDigests, folderDigests } from './database-digests';

const serverUrl = process.env.TEST_DATABASE_URL;

export type BackupTarget = Awaited<ReturnType<BackupTargets['emptyTarget']>>;
export type BackupTargets = ReturnType<typeof backupTargets>;

/** What a backup test saved: the archive, its manifest, and the source's digests taken just before. */
export type SavedSource = {
  archive: string;
  manifest: Manifest;
  databaseDigests: Record<string, string>;
  files: Record<string, string>;
};

/**
 * Empty places to restore into, under one folder: a new DATA_DIR each, and with
 * TEST_DATABASE_URL a new database without tables. `removeAll` drops them and the folder.
 */
export function backupTargets(root: string) {
  const databases: string[] = [];
  mkdirSync(root, { recursive: true });

  async function emptyTarget(env: Record<string, string> = {}) {
    const dataDir = path.join(root, `cible-${randomUUID().slice(0, 8)}`);
    let databaseUrl: string | undefined;
    if (serverUrl) {
      const name = `boucles_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await onServer(`CREATE DATABASE ${name}`);
      databases.push(name);
      databaseUrl = adminUrl(serverUrl, name);
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    return { config, dataDir, databaseUrl };
  }

  /** The restored database's digests, read by a connection of its own. */
  async function restoredDigests(target: { dataDir: string; databaseUrl?: string | undefined }) {
    if (target.databaseUrl) return databaseDigests((text) => onServer(text, target.databaseUrl));
    const pglite = await openPGlite(path.join(target.dataDir, 'pglite'));
    try {
      return await databaseDigests(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
    } finally {
      await pglite.close();
    }
  }

  async function removeAll() {
    for (const name of databases) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  }

  return { emptyTarget, restoredDigests, removeAll };
}

/** One statement on the test server (its `postgres` database unless told), rows back. */
export async function onServer(statement: string, url = adminUrl(serverUrl!)) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * The test app's database and local files backed up into `archive`, with their digests taken
 * just before, and `secrets` written into DATA_DIR first when given (they travel too).
 */
export async function saveTestApp(t: TestApp, archive: string, secrets?: string): Promise<SavedSource> {
  if (secrets !== undefined) {
    mkdirSync(t.ctx.config.dataDir, { recursive: true });
    writeFileSync(path.join(t.ctx.config.dataDir, 'secrets.json'), secrets, { mode: 0o600 });
  }
  // On PostgreSQL the API's rate-limit counts reach the database once a second (decision 067):
  // add them now, so that no flush lands between the digests and the backup.
  const store = t.ctx.rateLimitStore;
  if ('flush' in store && typeof store.flush === 'function') await store.flush();
  const { config } = t.ctx;
  const digests = await databaseDigests(async (text) => (await sql.raw(text).execute(t.ctx.db)).rows as never);
  const files = await folderDigests(config.storage.driver === 'local' ? config.storage.localDir : '');
  const manifest = await writeBackup(backupSource(t), archive);
  return { archive, manifest, databaseDigests: digests, files };
}

/** What `backup` reads of the test app: its database, DATA_DIR and storage. */
export function backupSource(t: TestApp): BackupSource {
  const database = t.pglite
    ? ({ kind: 'pglite', pglite: t.pglite } as const)
    : ({ kind: 'postgres', url: t.databaseUrl! } as const);
  return { database, dataDir: t.ctx.config.dataDir, storage: t.ctx.config.storage };
}
