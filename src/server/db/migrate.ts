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
 * Applies the numbered SQL files not applied yet, each in its own transaction. Each takes a
 * transaction-scoped advisory lock and looks again whether another instance applied it
 * meanwhile, so several instances may start at once on one PostgreSQL, even through a
 * transaction-pooling PgBouncer, which would lose a session lock (decision 017).
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const found = await sql`SELECT 1 FROM schema_migrations WHERE name = ${migration.name}`.execute(trx);
      if (found.rows.length > 0) return false;
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(trx);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
