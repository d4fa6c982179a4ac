import type { Kysely } from 'kysely';
import type { Database, Order } from '@server/db/schema';
import { orderNotFound } from './order-access';
import { applyStockAndMoney } from './order-money';
import { transitionOrder } from './transition-order';

/**
 * delivered → completed by the buyer (spec §4: when they leave their review), in the
 * caller's transaction; the seller's share becomes payable. Returns the completed order.
 */
export async function completeOrder(trx: Kysely<Database>, order: Order, buyerId: string, at: Date): Promise<Order> {
  if (order.buyer_id !== buyerId) throw orderNotFound();
  const {
    order: completed,
    from,
    to,
  } = await transitionOrder(trx, order, { action: 'complete', actor: 'buyer', actorId: buyerId, at });
  await applyStockAndMoney(trx, completed, from, to, at);
  return completed;
}
