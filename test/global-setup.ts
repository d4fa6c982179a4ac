import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { adminUrl, templateFor } from './database';

/** Migrates once per run; each test file then clones the result instead of migrating again. */
export default async function setup(project: TestProject) {
  const template = templateFor(String(process.pid));
  project.provide('testTemplate', template);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const dropTemplate = async () => {
      const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
      await admin.end();
    };
    await dropTemplate();
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template.database}`);
    await admin.end();
    const handle = await openDatabase({
      kind: 'postgres',
      url: adminUrl(serverUrl, template.database),
      maxConnections: 1,
    });
    await migrate(handle.db);
    await handle.close();
    return dropTemplate;
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await mkdir(path.dirname(template.file), { recursive: true });
  await writeFile(template.file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return () => rm(template.file, { force: true });
}
