import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, kyselyOnPGlite, openDatabase, openPGlite } from '@server/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's migrated template: its own, so that test runs side by side do not share one. */
    testTemplate: { file: string; database: string };
  }
}

/** Names of the template a run migrates once (global setup) and each test file clones. */
export function templateFor(runId: string) {
  return { file: path.resolve(`.tmp/test-template-${runId}.tar.gz`), database: `boucles_test_template_${runId}` };
}

/** The server URL without its database part, for CREATE DATABASE statements. */
export function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a copy of the template PGlite data
 * directory, or a new PostgreSQL database cloned from the migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPGliteTestDatabase();
  const name = `boucles_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('testTemplate').database}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: adminUrl(serverUrl, name), maxConnections: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await cleanup.connect();
      // Closed pool connections linger a moment; forcing the drop over them raises errors in their clients.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows } = await cleanup.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const template = async () => new Blob([await readFile(inject('testTemplate').file)]);

// Test files run one after another in each worker, sharing its modules (isolate: false).
// Loading a copy of the template costs about a second; emptying the worker's copy, milliseconds.
let workerPGlite: Promise<PGlite> | undefined;
let workerPGliteInUse = false;

async function openPGliteTestDatabase(): Promise<DatabaseHandle> {
  if (workerPGliteInUse) return openDatabase({ kind: 'pglite', loadDataDir: await template() });
  workerPGliteInUse = true;
  workerPGlite ??= template().then((blob) => openPGlite(undefined, blob));
  const pglite = await workerPGlite;
  await emptyAllTables(pglite);
  const { db, poolUse } = kyselyOnPGlite(pglite, { closeEngine: false });
  return {
    db,
    kind: 'pglite',
    pglite,
    poolUse,
    close: async () => {
      await db.destroy();
      workerPGliteInUse = false;
    },
  };
}

/** Back to the migrated template: no rows, sequences restarted, session state and locks dropped. */
async function emptyAllTables(pglite: PGlite): Promise<void> {
  await pglite.exec('DISCARD ALL');
  await pglite.exec(`
    DO $$ BEGIN
      EXECUTE (
        SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE'
        FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'
      );
    END $$;
  `);
}
