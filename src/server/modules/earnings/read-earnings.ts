import { sql } from 'kysely';
import type { PageQuery } from '@shared/paging';
import type { EarningState, Earnings, EarningsLine, EarningsOrder } from '@shared/earnings/earnings.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import { allocatePayouts } from './allocate-payouts';

type LedgerOrder = Awaited<ReturnType<typeof ledgerOrders>>[number];
type PageOrder = Awaited<ReturnType<typeof pageOfOrders>>[number];

/**
 * Per order that moved money for this seller, what its ledger entries hold for them. Every
 * such order, not a page: the totals and the payouts' oldest-release-first cover need them all.
 */
async function ledgerOrders(db: Db, sellerId: string) {
  const rows = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('l.party_id', '=', sellerId)
    .where('l.account', 'in', ['seller_escrow', 'seller_payable'])
    // Her orders only, as the page: read through orders_seller_idx rather than every order.
    .where('o.seller_id', '=', sellerId)
    .groupBy('o.id')
    .select([
      'o.id',
      'o.order_number',
      sql<number>`-coalesce(sum(l.amount_cents) filter (where l.account = 'seller_escrow'), 0)`.as('in_escrow'),
      sql<number>`-coalesce(sum(l.amount_cents) filter (where l.account = 'seller_payable'), 0)`.as('released'),
      sql<boolean>`bool_or(l.kind = 'refund_to_buyer')`.as('refunded'),
      sql<Date | null>`min(l.created_at) filter (where l.kind = 'seller_share_released')`.as('released_at'),
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    inEscrowCents: Number(row.in_escrow),
    releasedCents: Number(row.released),
    releasedAt: row.released_at ? new Date(row.released_at) : null,
  }));
}

/**
 * A page of the seller's orders that moved money for her, newest first: a range of
 * orders_seller_idx (seller_id, created_at, id), each kept if her ledger has a line for it.
 */
async function pageOfOrders(db: Db, sellerId: string, { cursor, limit }: PageQuery) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.created_at',
      'o.price_cents',
      'o.commission_cents',
      'o.seller_amount_cents',
      'o.delivery_cost_cents',
      'p.title',
    ])
    .where('o.seller_id', '=', sellerId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ledger_entries as l')
          .select(sql.lit(1).as('one'))
          .whereRef('l.order_id', '=', 'o.id')
          .where('l.party_id', '=', sellerId)
          .where('l.account', 'in', ['seller_escrow', 'seller_payable']),
      ),
    )
    .$if(after !== null, (query) => query.where(olderThan('orders', 'o.created_at', 'o.id', after ?? '')))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit + 1)
    .execute();
  return rows;
}

/** The lines of the seller's orders, in one query, with the seller's share of each. */
async function linesByOrder(db: Db, orderIds: readonly string[]): Promise<Map<string, EarningsLine[]>> {
  const byOrder = new Map<string, EarningsLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'title', 'price_cents', 'commission_cents', 'seller_amount_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    byOrder.set(row.order_id, [
      ...(byOrder.get(row.order_id) ?? []),
      {
        title: row.title,
        priceCents: row.price_cents,
        commissionCents: row.commission_cents,
        sellerAmountCents: row.seller_amount_cents,
      },
    ]);
  }
  return byOrder;
}

/** What payouts took from this seller's payable balance, from the ledger. */
async function paidOutTo(db: Db, sellerId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('paid'))
    .where('account', '=', 'seller_payable')
    .where('kind', '=', 'payout_to_seller')
    .where('party_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

function stateOf(order: LedgerOrder, paidOutCents: number): EarningState {
  if (order.refunded) return 'refunded';
  if (order.inEscrowCents > 0) return 'escrow';
  return paidOutCents >= order.releasedCents ? 'paid' : 'payable';
}

function toEarningsOrder(
  row: PageOrder,
  order: LedgerOrder,
  lines: EarningsLine[],
  paidOutCents: number,
): EarningsOrder {
  return {
    orderId: row.id,
    orderNumber: order.order_number,
    productTitle: row.title,
    items: lines,
    createdAt: new Date(row.created_at).toISOString(),
    priceCents: row.price_cents,
    commissionCents: row.commission_cents,
    sellerAmountCents: row.seller_amount_cents,
    deliveryCostCents: row.delivery_cost_cents,
    state: stateOf(order, paidOutCents),
    inEscrowCents: order.inEscrowCents,
    releasedCents: order.releasedCents,
    paidOutCents,
    releasedAt: order.releasedAt?.toISOString() ?? null,
  };
}

/**
 * The seller's 'Mes revenus': every figure is read from the ledger (the order columns only
 * explain how an amount is made). Payable = what orders released − what payouts took. The
 * totals cover every order; the list is one page of them, newest first (decision 075).
 */
export async function readEarnings(ctx: AppContext, sellerId: string, query: PageQuery): Promise<Earnings> {
  const orders = await ledgerOrders(ctx.db, sellerId);
  const paidOutCents = await paidOutTo(ctx.db, sellerId);
  const { page, nextCursor } = nextCursorOf(await pageOfOrders(ctx.db, sellerId, query), query.limit);
  const covered = allocatePayouts(orders, paidOutCents);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const lines = await linesByOrder(
    ctx.db,
    page.map((row) => row.id),
  );
  const sum = (pick: (order: LedgerOrder) => number) => orders.reduce((total, order) => total + pick(order), 0);
  return {
    totals: {
      inEscrowCents: sum((order) => order.inEscrowCents),
      payableCents: sum((order) => order.releasedCents) - paidOutCents,
      paidOutCents,
    },
    orders: page.flatMap((row) => {
      const order = byId.get(row.id);
      return order ? [toEarningsOrder(row, order, lines.get(row.id) ?? [], covered.get(order) ?? 0)] : [];
    }),
    nextCursor,
  };
}
