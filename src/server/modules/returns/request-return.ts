import { canRequestReturn, returnWindowExpiredMessage } from '@shared/returns/return-status';
import { decideWithdrawal } from '@shared/returns/withdrawal';
import { returnMessages, returnPhotoRules, returnRequestSchema } from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { AppError, badRequest, conflict, forbidden } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import type { CurrentUser } from '../auth/current-user';
import { orderMoneyState } from '../ledger/order-ledger';
import { requireOrderParty } from '../orders/order-access';
import { deliveredAt } from './delivered-at';
import type { ReturnRequestBody } from './read-return-request';
import { hasLiveReturn } from './live-return';
import { deleteOrphans, storePrivateFiles } from './return-files';
import { recordReturnEffects } from './return-notifications';
import { chooseReturnedLines, orderLinesOf } from './returned-lines';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function parseFields(fields: Record<string, string>) {
  const parsed = returnRequestSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Requête invalide');
  return parsed.data;
}

/**
 * The buyer asks for a return of a delivered and paid order, within 14 days of its last update
 * and with no live return (spec §5), saying where to be refunded (decision 041). A professional's
 * order may instead be withdrawn within 14 days of its delivery, without a reason (decision 060).
 * The buyer names the lines sent back (decision 066). Photos are checked by their bytes and
 * kept private. The order row is locked while the rule is checked again, and the partial unique
 * index stops a second live return whatever happens.
 */
export async function requestReturn(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  orderId: string,
  body: ReturnRequestBody,
): Promise<void> {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  if (actor !== 'buyer') throw forbidden("Seul l'acheteur peut demander un retour");
  const input = parseFields(body.fields);
  const returned = chooseReturnedLines((await orderLinesOf(ctx.db, [order.id])).get(order.id) ?? [], input.itemIds);
  const [first] = returned;
  if (!first) throw badRequest(returnMessages.itemsRequired, 'RETURN_ITEMS_REQUIRED');
  const refuseIfClosed = async (db: Db, current: typeof order) => {
    const facts = {
      hasLiveReturn: await hasLiveReturn(db, current.id),
      paymentValidated: (await orderMoneyState(db, current.id)).received,
      now: ctx.clock.now(),
    };
    const decision =
      input.reason === 'withdrawal'
        ? decideWithdrawal({
            ...facts,
            sellerStatus: current.seller_status,
            orderStatus: current.status,
            deliveredAt: await deliveredAt(db, current),
            // L221-28 5°: the seal question applies when any line sent back was sold sealed.
            sealed: returned.some((line) => line.sealed),
            sealIntact: input.sealIntact,
          })
        : canRequestReturn({ ...facts, orderStatus: current.status, orderUpdatedAt: current.updated_at });
    if (!decision.ok) throw new AppError(decision.code, decision.message, decision.httpStatus);
  };
  // Refuse before storing anything.
  await refuseIfClosed(ctx.db, order);
  const keys = await storePrivateFiles(ctx, 'return-photos', order.id, body.photos, returnPhotoRules);
  const at = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await refuseIfClosed(trx, locked);
      const created = await trx
        .insertInto('returns')
        .values({
          order_id: order.id,
          product_id: first.productId,
          buyer_id: order.buyer_id,
          seller_id: order.seller_id,
          reason: input.reason,
          description: input.description === '' ? null : input.description,
          // Only a withdrawal asks about the seal (the table's check holds it to that).
          seal_intact: input.reason === 'withdrawal' ? input.sealIntact : null,
          refund_to_method: input.refund.method,
          refund_to_holder: input.refund.holder,
          refund_to_account: input.refund.account,
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'order_id'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('return_items')
        .values(returned.map((line) => ({ return_id: created.id, order_item_id: line.id })))
        .execute();
      await trx
        .insertInto('return_events')
        .values({
          return_id: created.id,
          event: 'pending',
          actor_id: user.id,
          note: input.description || null,
          created_at: at,
        })
        .execute();
      if (keys.length > 0) {
        await trx
          .insertInto('return_photos')
          .values(keys.map((key, position) => ({ return_id: created.id, storage_key: key, position })))
          .execute();
      }
      await recordReturnEffects(trx, created, 'pending', 'buyer');
    });
  } catch (error) {
    await deleteOrphans(ctx, log, keys);
    if (isUniqueViolation(error)) throw conflict(returnWindowExpiredMessage, 'RETURN_ALREADY_EXISTS');
    throw error;
  }
}
