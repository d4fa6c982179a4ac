import { returnDisputeSchema, returnPhotoRules } from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import { badRequest, conflict } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import type { MultipartForm } from '@server/platform/read-multipart-form';
import type { CurrentUser } from '../auth/current-user';
import { loadOrder } from '../orders/order-access';
import { deleteOrphans, storePrivateFiles } from './return-files';
import { recordReturnEffects } from './return-notifications';
import { decideOrThrow, loadReturn, partyOf, transitionReturn } from './transition-return';

const closedMessage = 'Cette commande est terminée : le refus ne peut plus être contesté';

/**
 * Decision 026: within 7 days of the seller's refusal, once, the buyer asks the platform to
 * decide, with a message and up to five private photos. The order must still be delivered
 * with the seller's share held (a review or a release since would have closed it).
 */
export async function openDispute(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  returnId: string,
  body: MultipartForm,
): Promise<string> {
  const ret = await loadReturn(ctx.db, returnId);
  const change = { action: 'openDispute', actor: partyOf(ret, user), actorId: user.id, at: ctx.clock.now() } as const;
  decideOrThrow(ret, change);
  const order = await loadOrder(ctx.db, ret.order_id);
  if (order.status !== 'delivered' || order.payout_released_at !== null)
    throw conflict(closedMessage, 'DISPUTE_CLOSED');
  const parsed = returnDisputeSchema.safeParse(body.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Requête invalide');
  const { message } = parsed.data;
  const keys = await storePrivateFiles(ctx, 'return-photos', ret.id, body.photos, returnPhotoRules);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await transitionReturn(trx, ret, {
        ...change,
        set: { dispute_message: message, disputed_at: change.at },
        note: message,
      });
      if (keys.length > 0) {
        await trx
          .insertInto('return_photos')
          .values(
            keys.map((key, position) => ({ return_id: ret.id, storage_key: key, position, kind: 'dispute' as const })),
          )
          .execute();
      }
      await recordReturnEffects(trx, updated, 'disputed', 'buyer');
    });
  } catch (error) {
    await deleteOrphans(ctx, log, keys);
    throw error;
  }
  return ret.order_id;
}
