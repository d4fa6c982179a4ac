import { sql } from 'kysely';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import type { TestApp } from './app';
import type { World } from './order-life-world';

const PAID_STATUSES = ['payment_validated', 'in_transit', 'delivered', 'completed'] as const;

/**
 * Stock of a product, from what happened to the orders that have it as a line (decisions 039,
 * 041 and 065: a lot takes a unit of each of its listings):
 *   initial − lines of orders not cancelled
 *           − lines of cancelled orders refunded as lost parcels ('Colis non reçu': the goods left the seller)
 *           + returns refunded with 'Remettre en vente' (the unit came back; its order stays live):
 *             the lines a return names, or the order's product for a return that names none.
 */
async function expectedStock(t: TestApp, productId: string, initial: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      sql<number>`count(*) filter (where o.status <> 'cancelled')`.as('live'),
      sql<number>`count(*) filter (where o.status = 'cancelled' and o.claim_outcome = 'refunded')`.as('lost'),
      sql<number>`(select count(*) from returns r join orders ro on ro.id = r.order_id
        where r.status = 'refunded' and r.relist and (
          exists (select 1 from return_items ri join order_items ri_line on ri_line.id = ri.order_item_id
                  where ri.return_id = r.id and ri_line.product_id = ${productId})
          or (not exists (select 1 from return_items ri where ri.return_id = r.id) and ro.product_id = ${productId})))`.as(
        'relisted',
      ),
    ])
    .where('i.product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return initial - Number(row.live) - Number(row.lost) + Number(row.relisted);
}

/** Each order's lines add up to it (decision 065): price and commission, each line priced after its discount. */
async function linesThatDoNotAddUp(t: TestApp, orderIds: string[]): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('orders as o')
    .leftJoin('order_items as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.price_cents', 'o.commission_cents', 'o.seller_amount_cents'])
    .select([
      sql<number>`count(i.id)`.as('lines'),
      sql<number>`coalesce(sum(i.price_cents), 0)`.as('price'),
      sql<number>`coalesce(sum(i.commission_cents), 0)`.as('commission'),
      sql<number>`coalesce(sum(i.seller_amount_cents), 0)`.as('seller'),
      sql<number>`coalesce(sum(i.unit_price_cents - i.discount_cents), 0)`.as('discounted'),
    ])
    .where('o.id', 'in', orderIds)
    .groupBy('o.id')
    .execute();
  return rows.flatMap((o) => {
    const sums = [o.price, o.commission, o.seller, o.discounted].map(Number);
    const expected = [o.price_cents, o.commission_cents, o.seller_amount_cents, o.price_cents];
    const ok = Number(o.lines) >= 1 && sums.every((sum, i) => sum === expected[i]);
    return ok ? [] : [`order ${o.id}: ${o.lines} lines adding up to ${sums.join('/')}, order ${expected.join('/')}`];
  });
}

/** A line bought on an accepted offer is priced at the offer's amount, and spends it on its own order (decision 058). */
async function offerLinesOffTheirOffer(t: TestApp, orderIds: string[]): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('order_items as i')
    .innerJoin('offers as f', 'f.id', 'i.offer_id')
    .select(['i.order_id', 'i.unit_price_cents', 'f.amount_cents', 'f.status', 'f.order_id as spent_on'])
    .where('i.order_id', 'in', orderIds)
    .execute();
  return rows
    .filter((r) => r.unit_price_cents !== r.amount_cents || r.status !== 'spent' || r.spent_on !== r.order_id)
    .map(
      (r) =>
        `order ${r.order_id}: line at ${r.unit_price_cents} on an offer of ${r.amount_cents} (${r.status}, spent on ${r.spent_on})`,
    );
}

/** Every invariant of the order life that holds after any step; the list of broken ones (empty when all hold). */
export async function brokenInvariants(t: TestApp, world: World): Promise<string[]> {
  const broken: string[] = [];
  if (!(await ledgerIsBalanced(t.ctx.db))) broken.push('a ledger movement does not sum to zero');

  for (const product of world.products) {
    const { stock_quantity: stock } = await t.ctx.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const expected = await expectedStock(t, product.id, product.initialStock);
    if (stock !== expected) broken.push(`product ${product.id}: stock ${stock}, expected ${expected}`);
  }
  if (world.orderIds.length === 0) return broken;
  broken.push(...(await linesThatDoNotAddUp(t, world.orderIds)));
  broken.push(...(await offerLinesOffTheirOffer(t, world.orderIds)));

  const orders = await t.ctx.db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.status',
      'o.total_amount_cents',
      'o.payment_due_at',
      'o.ship_by',
      'o.deliver_by',
      'o.not_received_at',
      sql<number>`(select coalesce(sum(amount_cents), 0) from ledger_entries l
        where l.order_id = o.id and l.account = 'platform_cash')`.as('cash'),
      sql<number>`(select count(distinct movement_id) from ledger_entries l
        where l.order_id = o.id and l.kind = 'refund_to_buyer')`.as('refunds'),
      sql<number>`(select count(*) from ledger_entries l
        where l.order_id = o.id and l.kind = 'payment_received')`.as('received'),
    ])
    .where('o.id', 'in', world.orderIds)
    .execute();
  for (const o of orders) {
    const say = (what: string) => broken.push(`order ${o.id} (${o.status}): ${what}`);
    if (o.status === 'pending_payment' && !o.payment_due_at) say('unpaid without a payment clock');
    if (o.status === 'payment_validated' && !o.ship_by) say('paid, unsent, without a shipping clock');
    if (o.status === 'in_transit' && !o.not_received_at && !o.deliver_by) say('in transit without a clock');
    if (Number(o.refunds) > 1) say(`refunded ${o.refunds} times`);
    if ((PAID_STATUSES as readonly string[]).includes(o.status) && Number(o.received) === 0)
      say('a paid status with no payment in the ledger');
    // The platform holds either nothing for an order (unpaid, or paid back) or exactly its total.
    if (Number(o.cash) !== 0 && Number(o.cash) !== o.total_amount_cents) say(`cash ${o.cash} ≠ 0 or total`);
    if (o.status === 'cancelled' && Number(o.cash) !== 0) say(`cancelled but the platform keeps ${o.cash}`);
  }

  const selfSales = await t.ctx.db
    .selectFrom('referrals as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select('r.id')
    .where('o.id', 'in', world.orderIds)
    .whereRef('r.referrer_id', '=', 'o.seller_id')
    .execute();
  if (selfSales.length > 0) broken.push('a referral bonus for a self-sale');
  const pendingOnDeadOrder = await t.ctx.db
    .selectFrom('referrals as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select('r.id')
    .where('o.id', 'in', world.orderIds)
    .where('r.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('o.status', '=', 'cancelled'),
        eb.exists(
          eb
            .selectFrom('ledger_entries as l')
            .select('l.id')
            .whereRef('l.order_id', '=', 'o.id')
            .where('l.kind', '=', 'refund_to_buyer'),
        ),
      ]),
    )
    .execute();
  if (pendingOnDeadOrder.length > 0) broken.push('a pending referral bonus on a cancelled or refunded order');
  return broken;
}

/** Right after every due job ran at `now`: no clock of the run is left past its deadline. */
export async function overdueAfterJobs(t: TestApp, world: World, now: Date): Promise<string[]> {
  if (world.orderIds.length === 0) return [];
  const overdue = await t.ctx.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', 'in', world.orderIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending_payment'), eb('payment_due_at', '<=', now)]),
        eb.and([eb('status', '=', 'payment_validated'), eb('ship_by', '<=', now)]),
        eb.and([eb('status', '=', 'in_transit'), eb('not_received_at', 'is', null), eb('deliver_by', '<=', now)]),
      ]),
    )
    .execute();
  const lapsable = await t.ctx.db
    .selectFrom('order_supplements')
    .select(['id', 'status'])
    .where('order_id', 'in', world.orderIds)
    .where('status', 'in', ['pending', 'rejected'])
    .where('due_at', '<=', now)
    .execute();
  return [
    ...overdue.map((o) => `order ${o.id} still ${o.status} past its deadline after the jobs ran`),
    ...lapsable.map((s) => `supplement ${s.id} still ${s.status} past its deadline after the jobs ran`),
  ];
}
