import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { TEMPLATE_DB, TEMPLATE_FILE, adminUrl } from './database';

/** Migrates once per run; each test file then clones the result instead of migrating again. */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(serverUrl, TEMPLATE_DB), maxConnections: 1 });
    await migrate(handle.db);
    await handle.close();
    return;
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await mkdir(path.dirname(TEMPLATE_FILE), { recursive: true });
  await writeFile(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
