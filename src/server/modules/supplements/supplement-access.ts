import type { Kysely, Selectable } from 'kysely';
import {
  type SupplementStatus,
  UNPAID_SUPPLEMENT_STATUSES,
  supplementMessages,
} from '@shared/orders/supplement-status';
import type { Database, OrderSupplementsTable } from '@server/db/schema';
import { notFound } from '@server/platform/errors';

export type Supplement = Selectable<OrderSupplementsTable>;

export const supplementNotFound = () => notFound(supplementMessages.notFound, 'SUPPLEMENT_NOT_FOUND');

/** The order's supplement still waiting for the buyer's money, if any (at most one: a partial unique index). */
export async function unpaidSupplementOf(db: Kysely<Database>, orderId: string): Promise<Supplement | undefined> {
  return db
    .selectFrom('order_supplements')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', UNPAID_SUPPLEMENT_STATUSES)
    .executeTakeFirst();
}

export async function loadSupplement(db: Kysely<Database>, supplementId: string): Promise<Supplement> {
  const supplement = await db
    .selectFrom('order_supplements')
    .selectAll()
    .where('id', '=', supplementId)
    .executeTakeFirst();
  if (!supplement) throw supplementNotFound();
  return supplement;
}

/**
 * Compare-and-set on the supplement's status: the row changes only if it is still in one of
 * `from`; returns it changed, or undefined when another request got there first.
 */
export async function moveSupplement(
  trx: Kysely<Database>,
  supplementId: string,
  from: readonly SupplementStatus[],
  set: Partial<Omit<Supplement, 'id' | 'order_id' | 'amount_cents' | 'created_at'>> & { status: SupplementStatus },
): Promise<Supplement | undefined> {
  return trx
    .updateTable('order_supplements')
    .set(set)
    .where('id', '=', supplementId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** An order cancelled while its supplement waited: the switch to home delivery will not happen. */
export async function cancelUnpaidSupplement(trx: Kysely<Database>, orderId: string, at: Date): Promise<void> {
  await trx
    .updateTable('order_supplements')
    .set({ status: 'cancelled', updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', 'in', UNPAID_SUPPLEMENT_STATUSES)
    .execute();
}
