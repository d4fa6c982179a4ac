import { type OrderMoney, recordPaymentReceived, refundBuyer } from '@server/modules/ledger/order-ledger';
import type { TestApp } from './app';
import { insertOneOrderLine } from './order-line-factory';

type SaleParties = { sellerId: string; buyerId: string; productId: string };

/**
 * A sale whose payment was received at `at`, credited to the seller for `considerationCents`:
 * the order (price = the consideration, delivery = our commission, so the seller's share plus
 * delivery is exactly that), its paid payment, and the ledger's own payment movement.
 */
export async function insertSale(
  t: TestApp,
  parties: SaleParties,
  options: { considerationCents: number; at: Date },
): Promise<OrderMoney> {
  const price = options.considerationCents;
  const commission = Math.round(price * 0.05);
  const order = await t.ctx.db
    .insertInto('orders')
    .values({
      buyer_id: parties.buyerId,
      seller_id: parties.sellerId,
      product_id: parties.productId,
      status: 'payment_validated',
      price_cents: price,
      delivery_cost_cents: commission,
      total_amount_cents: price + commission,
      commission_cents: commission,
      seller_amount_cents: price - commission,
      delivery_type: 'home',
      delivery_address: '12 rue des Lilas, 75011 Paris',
      delivery_country: 'France',
    })
    .returning([
      'id',
      'seller_id',
      'total_amount_cents',
      'commission_cents',
      'seller_amount_cents',
      'delivery_cost_cents',
    ])
    .executeTakeFirstOrThrow();
  await insertOneOrderLine(t.ctx, order.id);
  await t.ctx.db
    .insertInto('payments')
    .values({
      order_id: order.id,
      amount_cents: order.total_amount_cents,
      method: 'bank_transfer',
      status: 'paid',
      proof_key: `private/proofs/${order.id}.pdf`,
    })
    .execute();
  await recordPaymentReceived(t.ctx.db, order, options.at);
  return order;
}

/** `count` sales of `eachCents`, all paid at `at`. */
export async function insertSales(t: TestApp, parties: SaleParties, count: number, eachCents: number, at: Date) {
  const orders: OrderMoney[] = [];
  for (let i = 0; i < count; i += 1) orders.push(await insertSale(t, parties, { considerationCents: eachCents, at }));
  return orders;
}

/** The order refunded in full, through the ledger's own refund. */
export const refundSale = (t: TestApp, order: OrderMoney, at: Date) => refundBuyer(t.ctx.db, order, at);

export const validTaxDetails = {
  firstName: 'Fatou',
  lastName: 'Diallo',
  birthDate: '1990-04-12',
  street: '5 rue des Tresses',
  postalCode: '75018',
  city: 'Paris',
  countryCode: 'FR',
  tin: '1 23 45 678 901 23',
  tinCountry: 'FR',
};
