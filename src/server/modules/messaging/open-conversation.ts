import type { OpenConversationInput } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { Db } from '@server/db/connection';
import { AppError, badRequest, forbidden, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { requireOrderParty } from '../orders/order-access';
import { blockState } from '../moderation/block-state';

type Pair = { productId: string; orderId: string | null; buyerId: string; sellerId: string };

async function productPair(db: Db, user: CurrentUser, productId: string): Promise<Pair> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'seller_id'])
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .where('hidden_by_admin', '=', false)
    .executeTakeFirst();
  if (!product) throw notFound(messagingTexts.productUnavailable, 'PRODUCT_NOT_FOUND');
  if (product.seller_id === user.id) throw badRequest(messagingTexts.ownProduct, 'OWN_PRODUCT');
  return { productId: product.id, orderId: null, buyerId: user.id, sellerId: product.seller_id };
}

async function orderPair(db: Db, user: CurrentUser, orderId: string): Promise<Pair> {
  const { order, actor } = await requireOrderParty(db, orderId, user);
  // An admin who is not a party has nothing to say in it: the same 404 as a stranger.
  if (actor === 'admin') throw notFound('Commande introuvable', 'ORDER_NOT_FOUND');
  return { productId: order.product_id, orderId: order.id, buyerId: order.buyer_id, sellerId: order.seller_id };
}

/**
 * The conversation about a listing (the asking buyer and its seller) or an order (its two
 * parties), created on first use and found again afterwards: 'Contacter' always lands in the
 * same thread. It stays out of both lists until its first message.
 */
export async function openConversation(db: Db, user: CurrentUser, input: OpenConversationInput): Promise<string> {
  const pair =
    input.type === 'product' ? await productPair(db, user, input.productId) : await orderPair(db, user, input.orderId);
  const otherId = pair.buyerId === user.id ? pair.sellerId : pair.buyerId;
  const existing = await findExisting(db, pair);
  if (existing) return existing;
  if ((await blockState(db, user.id, otherId)).ended) throw forbidden(messagingTexts.ended);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('conversations')
      .values({
        subject: pair.orderId ? 'order' : 'product',
        product_id: pair.productId,
        order_id: pair.orderId,
        buyer_id: pair.buyerId,
        seller_id: pair.sellerId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    // Two clicks at once: the other request created it first.
    if (!created) {
      const again = await findExisting(trx, pair);
      if (!again) throw new AppError('CONFLICT', messagingTexts.sendFailed, 409);
      return again;
    }
    await trx
      .insertInto('conversation_members')
      .values([
        { conversation_id: created.id, user_id: pair.buyerId, role: 'buyer' },
        { conversation_id: created.id, user_id: pair.sellerId, role: 'seller' },
      ])
      .execute();
    return created.id;
  });
}

async function findExisting(db: Db, pair: Pair): Promise<string | undefined> {
  let query = db.selectFrom('conversations').select('id');
  query = pair.orderId
    ? query.where('order_id', '=', pair.orderId)
    : query
        .where('subject', '=', 'product')
        .where('product_id', '=', pair.productId)
        .where('buyer_id', '=', pair.buyerId);
  return (await query.executeTakeFirst())?.id;
}
