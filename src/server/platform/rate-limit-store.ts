import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '@server/db/connection';

/**
 * Where the API rate limit counts: in this process (the embedded database allows one
 * instance only), in PostgreSQL (every instance on one server meets one limit), or in Redis
 * when REDIS_URL is set (no write to the database per request).
 */
export type RateLimitStore = {
  where: 'instance' | 'postgres' | 'redis';
  /** What @fastify/rate-limit is given to count there. */
  pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  close(): Promise<void>;
};

type Hit = { current: number; ttl: number };

/** One upsert: a new window when the last one has ended, else one more hit in it. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const window = `${windowMs} milliseconds`;
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO api_rate_limits (key, hits, resets_at) VALUES (${key}, 1, now() + ${window}::interval)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN api_rate_limits.resets_at <= now() THEN 1 ELSE api_rate_limits.hits + 1 END,
      resets_at = CASE WHEN api_rate_limits.resets_at <= now()
        THEN EXCLUDED.resets_at ELSE api_rate_limits.resets_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl`.execute(db);
  const row = rows[0]!;
  return { current: row.hits, ttl: row.ttl };
}

/** Forgets windows that ended; run by a job so the table stays the size of one minute's clients. */
export async function purgeEndedWindows(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('api_rate_limits')
    .where('resets_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function postgresRateLimitStore(db: Db): RateLimitStore {
  const storeWithPrefix = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      countHit(db, prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    },
    // The plugin hands a route's merged limits with the route itself under `routeInfo` (as its own
    // Redis store reads it), whatever its types say: without it every route with limits of its
    // own would count in one shared window per address.
    child: (route) => {
      const { routeInfo } = route as unknown as { routeInfo: { method: string; url: string } };
      return storeWithPrefix(`${prefix}${routeInfo.method}${routeInfo.url}-`);
    },
  });
  const Store = function PostgresRateLimitStore() {
    return storeWithPrefix('api:');
  } as unknown as FastifyRateLimitStoreCtor;
  return { where: 'postgres', pluginOptions: { store: Store }, close: async () => undefined };
}

export async function redisRateLimitStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  await redis.connect();
  return {
    where: 'redis',
    pluginOptions: { redis, nameSpace: 'boucles:api-rate:' },
    close: async () => void (await redis.quit()),
  };
}

export const instanceRateLimitStore = (): RateLimitStore => ({
  where: 'instance',
  pluginOptions: {},
  close: async () => undefined,
});
