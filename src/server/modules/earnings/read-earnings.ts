import { sql } from 'kysely';
import type { EarningState, Earnings, EarningsLine, EarningsOrder } from '@shared/earnings/earnings.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { signedProofUrl } from '../orders/proof-url';
import { allocatePayouts } from './allocate-payouts';

type LedgerOrder = Awaited<ReturnType<typeof ledgerOrders>>[number];

/** Per order that moved money for this seller: what its ledger entries hold for them. */
async function ledgerOrders(db: Db, sellerId: string) {
  const rows = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .where('l.party_id', '=', sellerId)
    .where('l.account', 'in', ['seller_escrow', 'seller_payable'])
    .groupBy(['o.id', 'p.title'])
    .select([
      'o.id',
      'o.order_number',
      'o.created_at',
      'o.price_cents',
      'o.commission_cents',
      'o.seller_amount_cents',
      'o.delivery_cost_cents',
      'p.title',
      sql<number>`-coalesce(sum(l.amount_cents) filter (where l.account = 'seller_escrow'), 0)`.as('in_escrow'),
      sql<number>`-coalesce(sum(l.amount_cents) filter (where l.account = 'seller_payable'), 0)`.as('released'),
      sql<boolean>`bool_or(l.kind = 'refund_to_buyer')`.as('refunded'),
      sql<Date | null>`min(l.created_at) filter (where l.kind = 'seller_share_released')`.as('released_at'),
    ])
    .orderBy('o.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    inEscrowCents: Number(row.in_escrow),
    releasedCents: Number(row.released),
    releasedAt: row.released_at ? new Date(row.released_at) : null,
  }));
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

function toEarningsOrder(order: LedgerOrder, lines: EarningsLine[], paidOutCents: number): EarningsOrder {
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    productTitle: order.title,
    items: lines,
    createdAt: new Date(order.created_at).toISOString(),
    priceCents: order.price_cents,
    commissionCents: order.commission_cents,
    sellerAmountCents: order.seller_amount_cents,
    deliveryCostCents: order.delivery_cost_cents,
    state: stateOf(order, paidOutCents),
    inEscrowCents: order.inEscrowCents,
    releasedCents: order.releasedCents,
    paidOutCents,
    releasedAt: order.releasedAt?.toISOString() ?? null,
  };
}

/**
 * The seller's 'Mes revenus': every figure is read from the ledger (the order columns only
 * explain how an amount is made). Payable = what orders released − what payouts took.
 */
export async function readEarnings(ctx: AppContext, sellerId: string): Promise<Earnings> {
  const orders = await ledgerOrders(ctx.db, sellerId);
  const paidOutCents = await paidOutTo(ctx.db, sellerId);
  const payouts = await ctx.db
    .selectFrom('payouts')
    .select(['id', 'created_at', 'amount_cents', 'method', 'reference', 'proof_key'])
    .where('seller_id', '=', sellerId)
    .orderBy('created_at', 'desc')
    .execute();
  const covered = allocatePayouts(orders, paidOutCents);
  const lines = await linesByOrder(
    ctx.db,
    orders.map((order) => order.id),
  );
  const sum = (pick: (order: LedgerOrder) => number) => orders.reduce((total, order) => total + pick(order), 0);
  return {
    totals: {
      inEscrowCents: sum((order) => order.inEscrowCents),
      payableCents: sum((order) => order.releasedCents) - paidOutCents,
      paidOutCents,
    },
    orders: orders.map((order) => toEarningsOrder(order, lines.get(order.id) ?? [], covered.get(order) ?? 0)),
    payouts: payouts.map((payout) => ({
      id: payout.id,
      createdAt: payout.created_at.toISOString(),
      amountCents: payout.amount_cents,
      method: payout.method,
      reference: payout.reference,
      proofUrl: signedProofUrl(ctx, payout.proof_key),
    })),
  };
}
