import { sellerRefundProofRules } from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import type { CurrentUser } from '../auth/current-user';
import { deleteOrphans, storePrivateFiles } from './return-files';
import { recordReturnEffects } from './return-notifications';
import { decideOrThrow, loadReturn, partyOf, transitionReturn } from './transition-return';

/**
 * The seller sends the proof that they refunded the buyer, on an approved return; they may
 * replace it until the admin validates. Returns the order id.
 */
export async function submitRefundProof(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  returnId: string,
  file: Upload,
): Promise<string> {
  const ret = await loadReturn(ctx.db, returnId);
  const change = {
    action: 'submitRefundProof',
    actor: partyOf(ret, user),
    actorId: user.id,
    at: ctx.clock.now(),
    event: 'seller_proof_submitted',
  } as const;
  // Refuse before storing anything.
  decideOrThrow(ret, change);
  const [key] = await storePrivateFiles(ctx, 'refund-proofs', ret.id, [file], sellerRefundProofRules);
  if (!key) throw new Error('refund proof not stored');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await transitionReturn(trx, ret, { ...change, set: { seller_refund_proof_key: key } });
      await recordReturnEffects(trx, ret, 'seller_proof_submitted', 'seller');
    });
  } catch (error) {
    await deleteOrphans(ctx, log, [key]);
    throw error;
  }
  if (ret.seller_refund_proof_key) await deleteOrphans(ctx, log, [ret.seller_refund_proof_key]);
  return ret.order_id;
}
