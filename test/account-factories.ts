import { randomUUID } from 'node:crypto';
import type { OrderStatusColumn } from '@server/db/schema';
import type { TestApp } from './app';
import { insertOneOrderLine } from './order-line-factory';

/**
 * A paid order straight into the database: order, paid payment and a balanced
 * payment_received movement in the ledger (what the orders module will write).
 */
export async function insertPaidOrder(
  t: TestApp,
  parties: { buyerId: string; sellerId: string; productId: string },
  options: { priceCents?: number; deliveryCents?: number; status?: OrderStatusColumn } = {},
): Promise<string> {
  const money = { priceCents: options.priceCents ?? 10_000, deliveryCents: options.deliveryCents ?? 699 };
  const commission = Math.round(money.priceCents * 0.05);
  const total = money.priceCents + money.deliveryCents;
  const order = await t.ctx.db
    .insertInto('orders')
    .values({
      buyer_id: parties.buyerId,
      seller_id: parties.sellerId,
      product_id: parties.productId,
      status: options.status ?? 'payment_validated',
      price_cents: money.priceCents,
      delivery_cost_cents: money.deliveryCents,
      total_amount_cents: total,
      commission_cents: commission,
      seller_amount_cents: money.priceCents - commission,
      delivery_type: 'home',
      delivery_address: '12 rue des Lilas, 75011 Paris',
      delivery_country: 'France',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOneOrderLine(t.ctx, order.id);
  await t.ctx.db
    .insertInto('payments')
    .values({
      order_id: order.id,
      amount_cents: total,
      method: 'bank_transfer',
      status: 'paid',
      proof_key: `private/proofs/${order.id}.pdf`,
    })
    .execute();
  const movement = randomUUID();
  const entry = { movement_id: movement, kind: 'payment_received' as const, order_id: order.id };
  await t.ctx.db
    .insertInto('ledger_entries')
    .values([
      { ...entry, account: 'platform_cash', party_id: null, amount_cents: total },
      {
        ...entry,
        account: 'seller_escrow',
        party_id: parties.sellerId,
        amount_cents: -(money.priceCents - commission),
      },
      { ...entry, account: 'commission_revenue', party_id: null, amount_cents: -(commission + money.deliveryCents) },
    ])
    .execute();
  return order.id;
}
