import type { ReturnAction } from '@shared/returns/return-status';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { CurrentUser } from '../auth/current-user';
import { publishOrderEffects } from '../orders/order-effects';
import { returnNotifications } from './return-notifications';
import { loadReturn, orderNumberOf, partyOf, transitionReturn } from './transition-return';

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
  log: Logger,
  user: CurrentUser,
  returnId: string,
  action: PartyReturnAction,
): Promise<string> {
  const ret = await loadReturn(ctx.db, returnId);
  const actor = partyOf(ret, user);
  const at = ctx.clock.now();
  const updated = await ctx.db.transaction().execute((trx) => transitionReturn(trx, ret, { action, actor, at }));
  await publishOrderEffects(ctx, log, {
    orderId: ret.order_id,
    notifications: returnNotifications(ret, await orderNumberOf(ctx.db, ret.order_id), updated.status, actor),
    topics: ['orders'],
  });
  return ret.order_id;
}
