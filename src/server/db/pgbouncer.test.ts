import { existsSync } from 'node:fs';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '@test/database';
import { PGBOUNCER, startPgBouncer } from '@test/pgbouncer';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { appJobs } from '@server/jobs';
import { runExclusively, runIfDue } from '@server/platform/jobs';
import { type DatabaseHandle, openDatabase } from './connection';
import { migrate, readMigrations } from './migrate';

/**
 * Through a transaction-pooling PgBouncer (Debian's, 1.18) nothing may rely on a session:
 * migrations, job leases and the app's requests must hold anyway (decision 017). Needs a
 * PostgreSQL server (TEST_DATABASE_URL, which CI sets) and pgbouncer (CI installs it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('behind a transaction-pooling PgBouncer', () => {
  const database = `boucles_pgbouncer_${process.pid}`;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  const handles: DatabaseHandle[] = [];
  // Two instances' pools, both through the bouncer, without named statements (PgBouncer < 1.21).
  const instance = async ({ closedByTest = false } = {}) => {
    const handle = await openDatabase({
      kind: 'postgres',
      url: bouncer.url,
      directUrl: adminUrl(serverUrl!, database),
      preparedStatements: false,
      maxConnections: 4,
    });
    if (!closedByTest) handles.push(handle);
    return handle;
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl(serverUrl!) });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    if (!existsSync(PGBOUNCER)) throw new Error(`${PGBOUNCER} is missing: apt-get install pgbouncer (.ci/run does)`);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    bouncer = await startPgBouncer(serverUrl!, database);
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await bouncer?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('migrates an empty database from two instances starting at once, each migration once', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const [appliedByFirst, appliedBySecond] = await Promise.all([migrate(first.db), migrate(second.db)]);
    const all = readMigrations().map((migration) => migration.name);
    expect([...appliedByFirst, ...appliedBySecond].sort()).toEqual(all);
    const recorded = await first.db.selectFrom('schema_migrations').select('name').execute();
    expect(recorded.map((row) => row.name).sort()).toEqual(all);
  });

  it('runs a due job once when two instances look at the same moment', async () => {
    const [first, second] = [handles[0]!, handles[1]!];
    let runs = 0;
    const job = {
      name: 'bounced-job',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return 1;
      },
    };
    const passes = await Promise.all([runIfDue(first.db, job, 'a'), runIfDue(second.db, job, 'b')]);
    expect(passes.sort()).toEqual([1, 'skipped']);
    expect(runs).toBe(1);
  });

  it('serves the app and runs every background job through it', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `.tmp/pgbouncer-${process.pid}`,
      AUTH_SECRET: 'bounce-secret-bounce-secret-bounce-secret',
      SIGNING_SECRET: 'bounce-signing-bounce-signing-bounce-sign',
    });
    const handle = await instance({ closedByTest: true });
    const { ctx, close } = await createContext(config, pino({ level: 'silent' }), { database: handle });
    const app = await buildApp(ctx, { webDistDir: '.tmp/no-web-build' });
    try {
      const origin = { origin: config.publicUrl };
      const email = `rebond-${process.pid}@exemple.fr`;
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        payload: { name: 'Awa Diallo', email, password: 'mot-de-passe-solide', confirmAdult: true, acceptTerms: true },
      });
      expect(signUp.statusCode).toBe(200);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin,
        payload: { email, password: 'mot-de-passe-solide' },
      });
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const profile = await app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie } });
      expect(profile.json()).toMatchObject({ email });
      expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      for (const job of appJobs(ctx)) expect(await runExclusively(ctx.db, job)).toEqual(expect.any(Number));
    } finally {
      await app.close();
      await close();
    }
  });
});
