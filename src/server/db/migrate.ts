import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './connection';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same on every instance.
const MIGRATION_LOCK = 724_118_001;

export type Migration = { name: string; sql: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/** SHA-256 of the file's text, line endings made LF so a Windows checkout counts as the same file (decision 051). */
export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** An applied migration whose file no longer says what was applied: nothing runs until it is put back. */
export class ChangedMigrationError extends Error {
  constructor(readonly files: string[]) {
    super(
      `Migration${files.length > 1 ? 's' : ''} modifiée${files.length > 1 ? 's' : ''} après application : ` +
        `${files.join(', ')}. Remettez le fichier tel qu'il était appliqué (git) et écrivez le changement ` +
        'dans une nouvelle migration ; aucune migration n’a été appliquée.',
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies the numbered SQL files not applied yet, each in its own transaction. Each takes a
 * transaction-scoped advisory lock and looks again whether another instance applied it
 * meanwhile, so several instances may start at once on one PostgreSQL, even through a
 * transaction-pooling PgBouncer, which would lose a session lock (decision 017).
 * Refuses to apply anything while an applied file was changed since (decision 051).
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
    await sql`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`.execute(trx);
    // Rows applied before checksums were kept: the file as it is now is taken as what was applied.
    for (const migration of migrations) {
      await sql`UPDATE schema_migrations SET checksum = ${migrationChecksum(migration)}
        WHERE name = ${migration.name} AND checksum IS NULL`.execute(trx);
    }
  });
  const changed = (await migrationStatus(db, migrations)).applied.filter((row) => row.state === 'changed');
  if (changed.length > 0) throw new ChangedMigrationError(changed.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const found = await sql`SELECT 1 FROM schema_migrations WHERE name = ${migration.name}`.execute(trx);
      if (found.rows.length > 0) return false;
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (name, checksum)
        VALUES (${migration.name}, ${migrationChecksum(migration)})`.execute(trx);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/**
 * 'ok': the file is what was applied; 'changed': it was edited since; 'unrecorded': applied
 * before checksums were kept, recorded at the next `migrate` or start; 'file-missing': applied,
 * but no such file here (a newer version of the app applied it, or it was deleted).
 */
export type AppliedState = 'ok' | 'changed' | 'unrecorded' | 'file-missing';
export type MigrationStatus = {
  applied: { name: string; appliedAt: Date; state: AppliedState }[];
  pending: string[];
};

/** What is applied, in what state, and what is waiting; reads only (no table: all waiting). */
export async function migrationStatus(db: Db, migrations = readMigrations()): Promise<MigrationStatus> {
  const { rows: table } = await sql<{ found: string | null }>`
    SELECT to_regclass('schema_migrations')::text AS found`.execute(db);
  if (!table[0]?.found) return { applied: [], pending: migrations.map((migration) => migration.name) };
  const { rows: hasChecksum } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_name = 'schema_migrations' AND column_name = 'checksum'`.execute(db);
  const { rows } = await sql<{ name: string; applied_at: Date; checksum: string | null }>`
    SELECT name, applied_at, ${hasChecksum.length > 0 ? sql`checksum` : sql`NULL::text`} AS checksum
    FROM schema_migrations ORDER BY name`.execute(db);
  const files = new Map(migrations.map((migration) => [migration.name, migrationChecksum(migration)]));
  const applied = rows.map((row) => {
    const file = files.get(row.name);
    const state: AppliedState =
      file === undefined ? 'file-missing' : row.checksum === null ? 'unrecorded' : row.checksum === file ? 'ok' : 'changed';
    return { name: row.name, appliedAt: new Date(row.applied_at), state };
  });
  const done = new Set(rows.map((row) => row.name));
  return { applied, pending: migrations.map((migration) => migration.name).filter((name) => !done.has(name)) };
}
