import type { DisputeOutcome } from '@shared/returns/return-view.schemas';
import type { AppContext } from '@server/context';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { recordReturnEffects } from './return-notifications';
import { loadReturn, transitionReturn } from './transition-return';

type Decision = { outcome: DisputeOutcome; reason: string };

/**
 * Decision 026: the admin upholds the seller's refusal (the return is refused again, for
 * good) or orders the return (the seller must then accept it with the return address).
 * Compare-and-set on 'disputed': of two admins deciding at once, one wins, the other is told.
 */
export async function decideDispute(
  ctx: AppContext,
  admin: CurrentUser,
  returnId: string,
  input: Decision,
): Promise<void> {
  const ret = await loadReturn(ctx.db, returnId);
  const at = ctx.clock.now();
  const upheld = input.outcome === 'uphold';
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await transitionReturn(trx, ret, {
      action: upheld ? 'upholdRefusal' : 'orderReturn',
      actor: 'admin',
      actorId: admin.id,
      at,
      set: { dispute_outcome: input.outcome, dispute_decision_reason: input.reason, dispute_decided_at: at },
      note: input.reason,
      event: upheld ? 'dispute_upheld' : 'ordered',
    });
    await logAdminAction(trx, {
      adminId: admin.id,
      action: upheld ? 'uphold_return_refusal' : 'order_return',
      targetType: 'return',
      targetId: ret.id,
      details: { orderId: ret.order_id, reason: input.reason },
    });
    await recordReturnEffects(trx, updated, upheld ? 'dispute_upheld' : 'ordered', 'admin');
  });
}
