import { sql } from 'kysely';
import type { AdminReturnList, AdminReturnListQuery } from '@shared/returns/return.schemas';
import { returnNextStepLabel } from '@shared/returns/return-next-step';
import type { AppContext } from '@server/context';
import { type KeysetOrder, decodeCursor, nextCursorOf, pastCursor } from '@server/platform/paging';
import { toRefundFacts, toReturnDetails, toReturnFiles, withPhotosAndHistory } from './return-views';

/** Oldest change first: a range of returns_status_updated_idx (status, updated_at, id). */
const oldestFirst: KeysetOrder = {
  table: 'returns',
  keyColumn: 'updated_at',
  idColumn: 'id',
  key: 'r.updated_at',
  id: 'r.id',
  direction: 'asc',
};

/**
 * The admin's pending-returns tab, a page at a time: by default the approved returns, oldest
 * first so nothing waits forever; 'disputed' lists the refusals the buyer contested
 * (decision 026). A return decided meanwhile leaves the list; its cursor still reads its place.
 */
export async function listAdminReturns(
  ctx: AppContext,
  { status, cursor, limit }: AdminReturnListQuery,
): Promise<AdminReturnList> {
  const after = cursor ? decodeCursor(cursor) : null;
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
    .$if(after !== null, (query) => query.where(pastCursor(oldestFirst, after ?? '')))
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const total = await ctx.db
    .selectFrom('returns')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  const full = await withPhotosAndHistory(ctx.db, page);
  const returns = full.map((row) => ({
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
  return { returns, nextCursor, total: Number(total.n) };
}
