import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '@server/db/connection';

export const TEMPLATE_FILE = path.resolve('.tmp/test-template.tar.gz');
export const TEMPLATE_DB = 'boucles_test_template';

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
  if (!serverUrl) {
    const blob = new Blob([await readFile(TEMPLATE_FILE)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob });
  }
  const name = `boucles_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
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
