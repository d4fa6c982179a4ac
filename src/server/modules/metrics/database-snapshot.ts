import { sql } from 'kysely';
import { ORDER_STATUSES, type OrderStatus } from '@shared/orders/order-status';
import type { Db } from '@server/db/connection';
import type { NotificationDeliveriesTable } from '@server/db/schema';

/** A scrape waits this long for the database at most: a slow count must not pile scrapes up. */
const SNAPSHOT_TIMEOUT_MS = 2_000;

export type Waiting = { count: number; oldestAgeSeconds: number };

type DeliveryChannel = NotificationDeliveriesTable['channel'];
/** Every channel the queue holds; the type refuses a missing one, so a new channel is counted too. */
const DELIVERY_CHANNELS = Object.keys({
  email: true,
  push: true,
  account_email: true,
} satisfies Record<DeliveryChannel, true>) as DeliveryChannel[];

export type DatabaseSnapshot = {
  ordersByStatus: Record<OrderStatus, number>;
  /** Proofs sent and waiting for the admin's decision: order payments and delivery supplements. */
  awaitingAdmin: { order: Waiting; supplement: Waiting };
  /** Deliveries not yet sent (pending or being sent), and how late the oldest due one is: every channel, 0 when empty. */
  deliveries: { channel: DeliveryChannel; queued: number; oldestDueAgeSeconds: number }[];
  jobs: { name: string; lastFinishedAt: Date | null; failed: boolean }[];
};

/**
 * What /metrics counts in the database, read at scrape time in one short transaction. On
 * PostgreSQL the statement timeout cancels the work server-side; the race below also bounds
 * PGlite, which has no such timer.
 */
export async function readDatabaseSnapshot(db: Db, now: Date): Promise<DatabaseSnapshot> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`metrics: no answer after ${SNAPSHOT_TIMEOUT_MS} ms`)),
      SNAPSHOT_TIMEOUT_MS,
    );
  });
  const work = db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = ${sql.lit(SNAPSHOT_TIMEOUT_MS)}`.execute(trx);
    return {
      ordersByStatus: await ordersByStatus(trx),
      awaitingAdmin: {
        order: await waiting(trx, 'payments', now),
        supplement: await waiting(trx, 'order_supplements', now),
      },
      deliveries: await deliveryQueue(trx),
      jobs: await jobs(trx),
    };
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function ordersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** While a proof waits, its row last changed when it was sent (as the admin's list reads it). */
async function waiting(db: Db, table: 'payments' | 'order_supplements', now: Date): Promise<Waiting> {
  const row = await db
    .selectFrom(table)
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('updated_at').as('oldest')])
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  const oldest = row.oldest === null ? null : new Date(row.oldest);
  return { count: Number(row.count), oldestAgeSeconds: ageSeconds(oldest, now) };
}

/** The SKIP LOCKED queue of notifications/deliveries.ts, on the database's clock as the worker reads it. */
async function deliveryQueue(db: Db) {
  const { rows } = await sql<{ channel: DeliveryChannel; queued: number; oldest_due_age: number | null }>`
    SELECT channel, count(*) AS queued,
      extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now())) AS oldest_due_age
    FROM notification_deliveries WHERE status IN ('pending', 'sending')
    GROUP BY channel`.execute(db);
  return DELIVERY_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return {
      channel,
      queued: Number(row?.queued ?? 0),
      oldestDueAgeSeconds: Math.max(0, Number(row?.oldest_due_age ?? 0)),
    };
  });
}

async function jobs(db: Db) {
  const rows = await db.selectFrom('job_runs').select(['name', 'last_finished_at', 'last_error']).execute();
  return rows.map((row) => ({
    name: row.name,
    lastFinishedAt: row.last_finished_at === null ? null : new Date(row.last_finished_at),
    failed: row.last_error !== null,
  }));
}

const ageSeconds = (since: Date | null, now: Date) =>
  since === null ? 0 : Math.max(0, (now.getTime() - since.getTime()) / 1000);
