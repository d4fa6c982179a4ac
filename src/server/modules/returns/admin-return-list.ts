import type { AdminReturnFilter, AdminReturnView } from '@shared/returns/return.schemas';
import { returnNextStepLabel } from '@shared/returns/return-next-step';
import type { AppContext } from '@server/context';
import { toRefundFacts, toReturnDetails, toReturnFiles, withPhotosAndHistory } from './return-views';

const LIMIT = 100;

/**
 * The admin's pending-returns tab: by default the approved returns, oldest first so nothing
 * waits forever;
 * 'disputed' lists the refusals the buyer contested (decision 026).
 */
export async function listAdminReturns(ctx: AppContext, status: AdminReturnFilter): Promise<AdminReturnView[]> {
  const rows = await ctx.db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .innerJoin('profiles as b', 'b.id', 'r.buyer_id')
    .innerJoin('profiles as s', 's.id', 'r.seller_id')
    .selectAll('r')
    .select([
      'o.order_number',
      'o.total_amount_cents',
      'p.title as product_title',
      'b.full_name as buyer_name',
      'b.email as buyer_email',
      's.full_name as seller_name',
      's.email as seller_email',
    ])
    .where('r.status', '=', status)
    .orderBy('r.updated_at')
    .limit(LIMIT)
    .execute();
  const full = await withPhotosAndHistory(ctx.db, rows);
  return full.map((row) => ({
    id: row.id,
    status: row.status,
    reason: row.reason,
    description: row.description,
    ...toReturnFiles(ctx, row),
    ...toReturnDetails(ctx, row),
    ...toRefundFacts(row, 'admin'),
    nextStep: returnNextStepLabel(row.status, 'admin'),
    orderId: row.order_id,
    orderNumber: row.order_number,
    totalAmountCents: row.total_amount_cents,
    productTitle: row.product_title,
    buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
    seller: { id: row.seller_id, name: row.seller_name, email: row.seller_email },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}
