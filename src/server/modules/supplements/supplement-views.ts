import { sql } from 'kysely';
import type { OrderActor } from '@shared/orders/order-status';
import type { AdminPaymentView } from '@shared/orders/order-view.schemas';
import type { OrderSupplementView } from '@shared/orders/supplement.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { type QueueKey, pastQueueKey, queueMicros } from '../admin-orders/payment-queue-key';
import { signedProofUrl } from '../orders/proof-url';
import type { Supplement } from './supplement-access';

/** Each order's supplement in play or paid (at most one), else its latest ended one. */
export async function latestSupplements(db: Db, orderIds: string[]): Promise<Map<string, Supplement>> {
  const byOrder = new Map<string, Supplement>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_supplements')
    .selectAll()
    .where('order_id', 'in', orderIds)
    // Read in this order, the last one per order wins: ended ones first, by date.
    .orderBy(sql`status IN ('lapsed', 'cancelled')`, 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, row);
  return byOrder;
}

export function toSupplementView(ctx: AppContext, row: Supplement, actor: OrderActor): OrderSupplementView {
  return {
    id: row.id,
    amountCents: row.amount_cents,
    status: row.status,
    address: row.address,
    country: row.country,
    adminNotes: row.admin_notes,
    hasProof: row.proof_key !== null,
    proofUrl: actor === 'seller' ? null : signedProofUrl(ctx, row.proof_key),
    dueAt: row.due_at.toISOString(),
  };
}

/** The admin's tab speaks of payments: only unpaid supplements are listed there. */
const asPaymentStatus = (status: Supplement['status']): AdminPaymentView['status'] =>
  status === 'submitted' || status === 'rejected' ? status : 'pending';

const supplementStatusesOf = (status: 'submitted' | 'pending'): Supplement['status'][] =>
  status === 'submitted' ? ['submitted'] : ['pending', 'rejected'];

/**
 * Supplements in the admin's payments tab, beside the orders' payments: 'submitted' has a
 * proof to check, 'pending' still waits for the buyer (a rejected proof included). Read past
 * the queue's cursor, oldest change first, `rowCount` at most.
 */
export async function listAdminSupplements(
  ctx: AppContext,
  status: 'submitted' | 'pending',
  after: QueueKey | null,
  rowCount: number,
  lateBefore: number,
): Promise<{ key: QueueKey; view: AdminPaymentView }[]> {
  const rows = await ctx.db
    .selectFrom('order_supplements as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('payments as pay', 'pay.order_id', 'o.id')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .select([
      's.id',
      's.order_id',
      's.amount_cents',
      's.status',
      's.proof_key',
      's.created_at',
      's.updated_at',
      'pay.method',
      'o.order_number',
      'o.status as order_status',
      'b.id as buyer_id',
      'b.full_name as buyer_name',
      'b.email as buyer_email',
      queueMicros('s.updated_at').as('key_micros'),
    ])
    .where('s.status', 'in', supplementStatusesOf(status))
    .$if(after !== null, (query) => query.where(pastQueueKey('s.updated_at', 's.id', after as QueueKey)))
    .orderBy('s.updated_at')
    .orderBy('s.id')
    .limit(rowCount)
    .execute();
  return rows.map((row) => ({
    key: { micros: row.key_micros, id: row.id },
    view: {
      id: row.id,
      kind: 'supplement' as const,
      orderId: row.order_id,
      orderNumber: row.order_number,
      orderStatus: row.order_status,
      buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
      amountCents: row.amount_cents,
      method: row.method,
      status: asPaymentStatus(row.status),
      hasProof: row.proof_key !== null,
      proofUrl: signedProofUrl(ctx, row.proof_key),
      late: row.status === 'submitted' && row.updated_at.getTime() <= lateBefore,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    },
  }));
}

/** The supplements in one queue, for the tab's heading (index order_supplements_status_idx). */
export async function countAdminSupplements(ctx: AppContext, status: 'submitted' | 'pending'): Promise<number> {
  const row = await ctx.db
    .selectFrom('order_supplements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', supplementStatusesOf(status))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
