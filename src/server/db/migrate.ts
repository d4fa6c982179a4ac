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

/**
 * Applies the numbered SQL files not applied yet, each in its own transaction.
 * An advisory lock lets several instances start at once on one PostgreSQL.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(conn);
      const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((row) => row.name));
      const pending = migrations.filter((migration) => !applied.has(migration.name));
      for (const migration of pending) {
        await conn.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(trx);
        });
      }
      return pending.map((migration) => migration.name);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
