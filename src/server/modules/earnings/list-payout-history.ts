import type { PayoutHistoryPage } from '@shared/earnings/earnings.schemas';
import type { PageQuery } from '@shared/paging';
import type { AppContext } from '@server/context';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import { signedProofUrl } from '../orders/proof-url';

/** A page of the payouts made to this seller, newest first: a range of payouts_seller_idx. */
export async function listPayoutHistory(
  ctx: AppContext,
  sellerId: string,
  { cursor, limit }: PageQuery,
): Promise<PayoutHistoryPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await ctx.db
    .selectFrom('payouts as p')
    .select(['p.id', 'p.created_at', 'p.amount_cents', 'p.method', 'p.reference', 'p.proof_key'])
    .where('p.seller_id', '=', sellerId)
    .$if(after !== null, (query) => query.where(olderThan('payouts', 'p.created_at', 'p.id', after ?? '')))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  return {
    items: page.map((payout) => ({
      id: payout.id,
      createdAt: payout.created_at.toISOString(),
      amountCents: payout.amount_cents,
      method: payout.method,
      reference: payout.reference,
      proofUrl: signedProofUrl(ctx, payout.proof_key),
    })),
    nextCursor,
  };
}
