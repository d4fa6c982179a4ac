import type { ReturnAction } from '@shared/returns/return-status';
import type { AppContext } from '@server/context';
import type { CurrentUser } from '../auth/current-user';
import { recordReturnEffects } from './return-notifications';
import { loadReturn, partyOf, transitionReturn } from './transition-return';

export type PartyReturnAction = Extract<
  ReturnAction,
  'approve' | 'reject' | 'markShippedBack' | 'confirmReceived' | 'cancel'
>;

/**
 * A step the buyer or the seller takes without a file: seller approves, rejects or
 * confirms receipt; buyer marks the item shipped back or cancels. Returns the order id.
 */
export async function partyReturnAction(
  ctx: AppContext,
  user: CurrentUser,
  returnId: string,
  action: PartyReturnAction,
): Promise<string> {
  const ret = await loadReturn(ctx.db, returnId);
  const actor = partyOf(ret, user);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await transitionReturn(trx, ret, { action, actor, at });
    await recordReturnEffects(trx, updated, updated.status, actor);
  });
  return ret.order_id;
}
