import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How many statements one connection keeps prepared; past it, new ones run unprepared. */
const STATEMENTS_PER_CONNECTION = 200;

/**
 * Reads are sent as named (prepared) statements, so each pooled connection parses and plans
 * a statement once; PostgreSQL then keeps a generic plan where it costs no more than a fresh
 * one (decision 010). Without a name, every shop request spent as long planning as running.
 */
export class PreparingPool implements PostgresPool {
  private readonly prepared = new WeakMap<pg.PoolClient, Set<string>>();

  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    let names = this.prepared.get(client);
    if (!names) this.prepared.set(client, (names = new Set()));
    let broken = false;
    // Kysely streams through a cursor only when given a cursor class; this pool is given none.
    const preparing: Pick<PostgresPoolClient, 'release'> & {
      query(sql: string, parameters: readonly unknown[]): unknown;
    } = {
      query: async (sql, parameters) => {
        const name = statementName(sql, names);
        try {
          return await client.query({ text: sql, values: [...parameters], ...(name ? { name } : {}) });
        } catch (error) {
          // A column change under a prepared statement poisons it for this connection: drop the connection.
          if (name && isStalePlan(error)) broken = true;
          throw error;
        }
      },
      release: () => client.release(broken),
    };
    return preparing as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/** Statement names by text; the texts are few and a compiled shape hands back the same string. */
const namesByText = new Map<string, string>();

function nameOf(sql: string): string {
  let name = namesByText.get(sql);
  if (!name) {
    if (namesByText.size >= 1000) namesByText.clear();
    name = `k${createHash('sha1').update(sql).digest('base64url')}`;
    namesByText.set(sql, name);
  }
  return name;
}

function statementName(sql: string, names: Set<string>): string | null {
  if (!sql.startsWith('select ')) return null;
  const name = nameOf(sql);
  if (names.has(name)) return name;
  if (names.size >= STATEMENTS_PER_CONNECTION) return null;
  names.add(name);
  return name;
}

const isStalePlan = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === '0A000' && /cached plan/.test(error.message);
