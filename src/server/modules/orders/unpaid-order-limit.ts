import type { Kysely } from 'kysely';
import { tooManyUnpaidOrders } from '@shared/orders/unpaid-limit';
import type { Database } from '@server/db/schema';
import { AppError } from '@server/platform/errors';

const UNPAID = ['pending_payment', 'payment_submitted'] as const;

/**
 * Decision 038: a buyer holds at most `max` unpaid orders, so nobody can hold a shop's stock
 * with orders they never pay. The buyer's profile row stays locked until the checkout commits:
 * two checkouts of one buyer at once count one after the other.
 */
export async function holdUnpaidOrderLimit(trx: Kysely<Database>, buyerId: string, max: number): Promise<void> {
  await trx.selectFrom('profiles').select('id').where('id', '=', buyerId).forUpdate().executeTakeFirst();
  const unpaid = await trx
    .selectFrom('orders')
    .select('order_number')
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', UNPAID)
    .orderBy('created_at')
    .orderBy('order_number')
    .execute();
  if (unpaid.length >= max) {
    throw new AppError('TOO_MANY_UNPAID_ORDERS', tooManyUnpaidOrders(unpaid.map((o) => o.order_number)), 409);
  }
}
