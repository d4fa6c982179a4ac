import { sql } from 'kysely';
import type { OrderStatus } from '@shared/orders/order-status';
import type {
  AdminOrderView,
  AdminPaymentList,
  AdminPaymentListQuery,
  AdminPaymentView,
} from '@shared/orders/order-view.schemas';
import type { AppContext } from '@server/context';
import { containing } from '@server/db/like-pattern';
import {
  decodeCursor,
  decodeKeyCursor,
  encodeKeyCursor,
  nextCursorOf,
  olderThan,
  splitPage,
} from '@server/platform/paging';
import { ordersWithParties } from '../orders/order-joins';
import { type OrderLines, linesFor, loadOrderLines } from '../orders/order-lines';
import { signedProofUrl } from '../orders/proof-url';
import { type QueueKey, byQueueKey, pastQueueKey, queueMicros } from './payment-queue-key';
import { countAdminSupplements, listAdminSupplements } from '../supplements/supplement-views';

const orderStatusOf = (status: 'submitted' | 'pending') =>
  status === 'submitted' ? ('payment_submitted' as const) : ('pending_payment' as const);

/**
 * One page of a payments queue. 'submitted': proofs waiting for a decision (order
 * payment_submitted). 'pending': orders still waiting for the buyer's proof, a rejected one
 * included. Delivery supplements are checked from the same queue (decision 040): both lists
 * are read past the cursor in the same order, one row more than the page each, and merged.
 * Oldest change first: first come, first checked, so nothing waits forever. A row approved
 * while the admin pages leaves the queue, so the cursor carries its key, not only its id
 * (decision 075).
 */
export async function listAdminPayments(
  ctx: AppContext,
  { status, cursor, limit }: AdminPaymentListQuery,
): Promise<AdminPaymentList> {
  const after = cursor ? decodeKeyCursor(cursor) : null;
  // Decision 038: a proof is late once it has waited for the admin longer than PROOF_LATE_HOURS.
  const lateBefore = ctx.clock.now().getTime() - ctx.config.paymentClock.proofLateHours * 60 * 60 * 1000;
  const [payments, supplements, total] = await Promise.all([
    orderPayments(ctx, status, after, limit + 1, lateBefore),
    listAdminSupplements(ctx, status, after, limit + 1, lateBefore),
    queueTotal(ctx, status),
  ]);
  const merged = [...payments, ...supplements].sort((a, b) => byQueueKey(a.key, b.key));
  const { page, hasMore } = splitPage(merged, limit);
  const last = page.at(-1);
  return {
    payments: page.map((row) => row.view),
    nextCursor: hasMore && last ? encodeKeyCursor(last.key.micros, last.key.id) : null,
    total,
  };
}

async function orderPayments(
  ctx: AppContext,
  status: 'submitted' | 'pending',
  after: QueueKey | null,
  rowCount: number,
  lateBefore: number,
): Promise<{ key: QueueKey; view: AdminPaymentView }[]> {
  const rows = await ctx.db
    .selectFrom('payments as pay')
    .innerJoin('orders as o', 'o.id', 'pay.order_id')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .select([
      'pay.id',
      'pay.order_id',
      'pay.amount_cents',
      'pay.method',
      'pay.status',
      'pay.proof_key',
      'pay.created_at',
      'pay.updated_at',
      'o.order_number',
      'o.status as order_status',
      'b.id as buyer_id',
      'b.full_name as buyer_name',
      'b.email as buyer_email',
      queueMicros('pay.updated_at').as('key_micros'),
    ])
    .where('o.status', '=', orderStatusOf(status))
    .$if(after !== null, (query) => query.where(pastQueueKey('pay.updated_at', 'pay.id', after as QueueKey)))
    .orderBy('pay.updated_at')
    .orderBy('pay.id')
    .limit(rowCount)
    .execute();
  return rows.map((row) => ({
    key: { micros: row.key_micros, id: row.id },
    view: {
      id: row.id,
      kind: 'order' as const,
      orderId: row.order_id,
      orderNumber: row.order_number,
      orderStatus: row.order_status,
      buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
      amountCents: row.amount_cents,
      method: row.method,
      status: row.status,
      hasProof: row.proof_key !== null,
      proofUrl: signedProofUrl(ctx, row.proof_key),
      // While a proof waits, its payment row last changed when it was sent.
      late: row.status === 'submitted' && row.updated_at.getTime() <= lateBefore,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    },
  }));
}

/** Every order and supplement in the queue, for the tab's heading. */
async function queueTotal(ctx: AppContext, status: 'submitted' | 'pending'): Promise<number> {
  const [orders, supplements] = await Promise.all([
    ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', orderStatusOf(status))
      .executeTakeFirstOrThrow(),
    countAdminSupplements(ctx, status),
  ]);
  return Number(orders.n) + supplements;
}

type OrderSearch = { limit: number; cursor?: string; q?: string; status?: OrderStatus; from?: string; to?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const adminOrderRows = (ctx: AppContext) =>
  ordersWithParties(ctx.db)
    .select([
      'p.title as product_title',
      'pay.method as payment_method',
      'pay.status as payment_status',
      'b.full_name as buyer_name',
      'b.email as buyer_email',
      's.full_name as seller_name',
      's.email as seller_email',
    ])
    // The latest return: a new one can only follow a refused or cancelled one.
    .select((eb) =>
      eb
        .selectFrom('returns as r')
        .select('r.status')
        .whereRef('r.order_id', '=', 'o.id')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .limit(1)
        .as('return_status'),
    );
type AdminOrderQuery = ReturnType<typeof adminOrderRows>;
type AdminOrderRow = Awaited<ReturnType<AdminOrderQuery['executeTakeFirstOrThrow']>>;

/**
 * The orders a search names: by number, by either party (name, username or e-mail), by a
 * line's title (a lot is found by any of its lines, decision 065), or by id (the activity log
 * links an order by its id). Each order's text is kept in `order_search` (migration 0047), so
 * one trigram index answers (decision 069).
 */
function ordersNamedBy(ctx: AppContext, q: string) {
  const named = ctx.db
    .selectFrom('order_search as t')
    .select('t.order_id as id')
    .where(sql<boolean>`t.text LIKE lower(unaccent(${containing(q)}))`);
  if (!UUID.test(q)) return named;
  return named.union(ctx.db.selectFrom('orders as n').select('n.id').where('n.id', '=', q.toLowerCase()));
}

/** Narrows by number (or id), either party (name, username or e-mail), status and Paris calendar days. */
function matching(ctx: AppContext, query: AdminOrderQuery, search: OrderSearch): AdminOrderQuery {
  let narrowed = query;
  if (search.q) {
    const ids = ordersNamedBy(ctx, search.q);
    narrowed = narrowed.where('o.id', 'in', ids);
  }
  if (search.status) narrowed = narrowed.where('o.status', '=', search.status);
  if (search.from) {
    narrowed = narrowed.where(
      'o.created_at',
      '>=',
      sql<Date>`${search.from}::date::timestamp AT TIME ZONE 'Europe/Paris'`,
    );
  }
  if (search.to) {
    narrowed = narrowed.where(
      'o.created_at',
      '<',
      sql<Date>`(${search.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'`,
    );
  }
  return narrowed;
}

/** A page of orders, newest first, after the cursor's order; one more row tells whether another page follows. */
export async function listAdminOrders(
  ctx: AppContext,
  search: OrderSearch,
): Promise<{ orders: AdminOrderView[]; hasMore: boolean; nextCursor: string | null }> {
  let query = matching(ctx, adminOrderRows(ctx), search);
  if (search.cursor) query = query.where(olderThan('orders', 'o.created_at', 'o.id', decodeCursor(search.cursor)));
  const rows = await query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(search.limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, search.limit);
  const lines = await loadOrderLines(
    ctx.db,
    page.map((row) => row.id),
  );
  return {
    orders: page.map((row) => toAdminOrderView(row, linesFor(lines, row.id))),
    hasMore: nextCursor !== null,
    nextCursor,
  };
}

function toAdminOrderView(row: AdminOrderRow, lines: OrderLines): AdminOrderView {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    product: { id: row.product_id, title: row.product_title },
    items: lines.items,
    discountCents: lines.discountCents,
    buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
    seller: { id: row.seller_id, name: row.seller_name, email: row.seller_email },
    priceCents: row.price_cents,
    deliveryCostCents: row.delivery_cost_cents,
    totalAmountCents: row.total_amount_cents,
    commissionCents: row.commission_cents,
    sellerAmountCents: row.seller_amount_cents,
    deliveryType: row.delivery_type,
    payment: { method: row.payment_method, status: row.payment_status },
    returnStatus: row.return_status,
    sellerStatus: row.seller_status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
