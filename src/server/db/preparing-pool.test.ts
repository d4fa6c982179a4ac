import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparingPool } from './preparing-pool';

type Probe = { id: number; label: string };

// Prepared statements live in a server session: only a real PostgreSQL has them (CI runs this suite on one).
describe.runIf(process.env.TEST_DATABASE_URL)('prepared reads on PostgreSQL', () => {
  const table = `prepared_probe_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let db: Kysely<Record<string, Probe>>;

  beforeAll(async () => {
    // One connection, so that every statement meets the same server session.
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) });
    await sql`create table ${sql.table(table)} (id int primary key, label text not null)`.execute(db);
    await db
      .insertInto(table)
      .values([
        { id: 1, label: 'un' },
        { id: 2, label: 'deux' },
      ])
      .execute();
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
    await db.destroy();
  });

  const preparedStatements = () =>
    sql<{
      statement: string;
      generic_plans: number;
    }>`select statement, generic_plans::int as generic_plans from pg_prepared_statements`
      .execute(db)
      .then((result) => result.rows);

  it('answers a repeated read from one prepared statement that settles on a generic plan', async () => {
    for (const id of [1, 2, 1, 2, 1, 2, 1, 2]) {
      const row = await db.selectFrom(table).select('label').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.label).toBe(id === 1 ? 'un' : 'deux');
    }
    const reads = (await preparedStatements()).filter((row) => row.statement.includes(`from "${table}"`));
    expect(reads).toHaveLength(1);
    expect(reads[0]?.generic_plans).toBeGreaterThan(0);
  });

  it('leaves writes unprepared', async () => {
    await db.updateTable(table).set({ label: 'one' }).where('id', '=', 1).execute();
    const statements = (await preparedStatements()).map((row) => row.statement);
    expect(statements.some((statement) => statement.startsWith('update'))).toBe(false);
  });

  it('drops a connection whose prepared read no longer fits the table, and the next read works', async () => {
    const read = () => db.selectFrom(table).selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    await read();
    await sql`alter table ${sql.table(table)} add column note text`.execute(db);
    await expect(read()).rejects.toThrow(/cached plan/);
    expect(await read()).toEqual({ id: 2, label: 'deux', note: null });
  });
});
