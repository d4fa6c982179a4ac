import type { Kysely } from 'kysely';
import type { OrderActor } from '@shared/orders/order-status';
import { orderMessages } from '@shared/orders/order-messages';
import type { Database, Order } from '@server/db/schema';
import { notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';

export const orderNotFound = () => notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');

export async function loadOrder(db: Kysely<Database>, orderId: string): Promise<Order> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
}

/** The user's side of the order; an admin who is not a party acts as the admin. */
export function actorOf(order: Pick<Order, 'buyer_id' | 'seller_id'>, user: CurrentUser): OrderActor | null {
  if (order.buyer_id === user.id) return 'buyer';
  if (order.seller_id === user.id) return 'seller';
  return user.roles.includes('admin') ? 'admin' : null;
}

/**
 * The order if the user is its buyer or seller (or an admin). Anyone else gets the same
 * 404 as for a missing order, so order ids cannot be probed.
 */
export async function requireOrderParty(
  db: Kysely<Database>,
  orderId: string,
  user: CurrentUser,
): Promise<{ order: Order; actor: OrderActor }> {
  const order = await loadOrder(db, orderId);
  const actor = actorOf(order, user);
  if (!actor) throw orderNotFound();
  return { order, actor };
}
