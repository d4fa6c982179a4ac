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

/** One upsert: a new window when the last one has ended, else `hits` more in it. */
export async function countHit(db: Db, key: string, windowMs: number, hits = 1): Promise<Hit> {
  const [hit] = await countHits(db, [{ key, hits }], windowMs);
  return hit!;
}

/** countHit for several keys in one statement, in the order given. */
async function countHits(db: Db, deltas: { key: string; hits: number }[], windowMs: number): Promise<Hit[]> {
  const window = `${windowMs} milliseconds`;
  const { rows } = await sql<{ key: string; hits: number; ttl: number }>`
    INSERT INTO api_rate_limits (key, hits, resets_at)
    SELECT key, hits, now() + ${window}::interval
    FROM unnest(${deltas.map((delta) => delta.key)}::text[], ${deltas.map((delta) => delta.hits)}::int[]) AS d(key, hits)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN api_rate_limits.resets_at <= now() THEN EXCLUDED.hits ELSE api_rate_limits.hits + EXCLUDED.hits END,
      resets_at = CASE WHEN api_rate_limits.resets_at <= now()
        THEN EXCLUDED.resets_at ELSE api_rate_limits.resets_at END
    RETURNING key, hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl`.execute(db);
  const byKey = new Map(rows.map((row) => [row.key, { current: row.hits, ttl: row.ttl }]));
  return deltas.map((delta) => byKey.get(delta.key)!);
}

/** The shared counts of windows this instance added nothing to since its last flush. */
async function readHits(db: Db, keys: string[]): Promise<Map<string, Hit>> {
  const { rows } = await sql<{ key: string; hits: number; ttl: number }>`
    SELECT key, hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl
    FROM api_rate_limits WHERE key = ANY(${keys}::text[]) AND resets_at > now()`.execute(db);
  return new Map(rows.map((row) => [row.key, { current: row.hits, ttl: row.ttl }]));
}

/** Forgets windows that ended; run by a job so the table stays the size of one minute's clients. */
export async function purgeEndedWindows(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('api_rate_limits')
    .where('resets_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often an instance adds its hits to the shared counts (decision 067). */
export const RATE_LIMIT_FLUSH_MS = 1000;

/**
 * A key's window as this instance knows it: the shared count at the last flush, its own hits
 * being added by the flush under way, and its own hits since.
 */
type LocalWindow = { shared: number; flushing: number; pending: number; resetsAt: number; windowMs: number };

/**
 * Counts in this process and adds the counts to PostgreSQL once a second, in one statement for
 * every key (decision 067): a write per request cost the shop a fifth of its throughput. A
 * refusal is always due (shared count at the last flush plus this instance's own hits is a lower
 * bound); a client spreading requests over several instances may get up to one flush interval
 * of the other instances' hits more.
 */
export function postgresRateLimitStore(
  db: Db,
  flushMs = RATE_LIMIT_FLUSH_MS,
): RateLimitStore & { flush(): Promise<void> } {
  const windows = new Map<string, LocalWindow>();
  let flushing: Promise<void> = Promise.resolve();

  const hit = (key: string, windowMs: number): Hit => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { shared: 0, flushing: 0, pending: 0, resetsAt: now + windowMs, windowMs };
      windows.set(key, window);
    }
    window.pending++;
    return { current: window.shared + window.flushing + window.pending, ttl: window.resetsAt - now };
  };

  const flushOnce = async () => {
    const now = Date.now();
    const byWindow = new Map<number, { key: string; hits: number; window: LocalWindow }[]>();
    const idle = new Map<string, LocalWindow>();
    for (const [key, window] of windows) {
      if (window.resetsAt <= now) windows.delete(key);
      else if (window.pending > 0) {
        const group = byWindow.get(window.windowMs) ?? [];
        group.push({ key, hits: window.pending, window });
        byWindow.set(window.windowMs, group);
      } else idle.set(key, window);
    }
    for (const [windowMs, group] of byWindow) await addHits(windowMs, group);
    if (idle.size > 0) await refresh(idle);
  };

  const addHits = async (windowMs: number, group: { key: string; hits: number; window: LocalWindow }[]) => {
    for (const entry of group) {
      entry.window.pending -= entry.hits;
      entry.window.flushing = entry.hits;
    }
    try {
      const counted = await countHits(db, group, windowMs);
      const at = Date.now();
      group.forEach((entry, i) => {
        // Hits that came during the statement are still pending, on top of the shared count.
        entry.window.shared = counted[i]!.current;
        entry.window.flushing = 0;
        entry.window.resetsAt = at + counted[i]!.ttl;
      });
    } catch {
      // The database is away: the hits stay counted here and go with the next flush.
      for (const entry of group) {
        entry.window.pending += entry.hits;
        entry.window.flushing = 0;
      }
    }
  };

  // A client whose last hits came to this instance and whose next ones went to another must
  // meet the others' hits here too, one flush after they were added.
  const refresh = async (idle: Map<string, LocalWindow>) => {
    try {
      const shared = await readHits(db, [...idle.keys()]);
      for (const [key, window] of idle) {
        const hit = shared.get(key);
        if (hit && hit.current > window.shared) window.shared = hit.current;
      }
    } catch {
      // The database is away: this instance goes on with what it knew.
    }
  };
  // One flush at a time: a slow database must not have two add the same hits.
  const flush = () => (flushing = flushing.then(flushOnce));
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  const storeWithPrefix = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      callback(null, hit(prefix + key, timeWindow));
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
  return {
    where: 'postgres',
    pluginOptions: { store: Store },
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
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
