import type { Kysely } from 'kysely';
import type { ModerationGround } from '@shared/moderation/grounds';
import type { Database } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { notify } from '../notifications/notify';
import { recordDecision } from '../statements/record-decision';
import { productNotFound } from './product-access';
import { announce } from '@server/platform/realtime';

async function refusal(trx: Kysely<Database>, productId: string, message: string) {
  const exists = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return exists ? conflict(message, 'INVALID_STATUS') : productNotFound();
}

export type Restriction = {
  /** The facts the person reads. */
  reason: string;
  ground: ModerationGround;
  at: Date;
  details?: Record<string, unknown>;
  fromNotice?: boolean;
};

/**
 * Takes a listing down, in the caller's transaction: compare-and-set on hidden_by_admin, the
 * reason kept for the seller (shown on their listing), the statement of reasons recorded and
 * sent to them; logged. Returns the decision's id.
 */
export async function takeDownProductIn(
  trx: Kysely<Database>,
  admin: CurrentUser,
  productId: string,
  { reason, ground, at, details = {}, fromNotice = false }: Restriction,
): Promise<string> {
  const product = await trx
    .updateTable('products')
    .set({ hidden_by_admin: true, takedown_reason: reason, updated_at: at })
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .where('hidden_by_admin', '=', false)
    .returning(['seller_id', 'title'])
    .executeTakeFirst();
  if (!product) throw await refusal(trx, productId, 'Cette annonce est déjà retirée');
  await announce(trx, { kind: 'catalogue' });
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'hide_product',
    targetType: 'product',
    targetId: productId,
    details: { reason, ...details },
  });
  return recordDecision(trx, {
    userId: product.seller_id,
    kind: 'listing_taken_down',
    ground,
    facts: reason,
    decidedBy: admin.id,
    at,
    productId,
    fromNotice,
    title: 'Annonce retirée',
    message: `« ${product.title} » a été retirée de la boutique. Motif : ${reason}`,
  });
}

/** Puts a taken-down listing back; the reason goes with the takedown. */
export async function restoreProductIn(trx: Kysely<Database>, admin: CurrentUser, productId: string, at: Date) {
  const product = await trx
    .updateTable('products')
    .set({ hidden_by_admin: false, takedown_reason: null, updated_at: at })
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .where('hidden_by_admin', '=', true)
    .returning(['seller_id', 'title'])
    .executeTakeFirst();
  if (!product) throw await refusal(trx, productId, 'Cette annonce n’est pas retirée');
  await announce(trx, { kind: 'catalogue' });
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'restore_product',
    targetType: 'product',
    targetId: productId,
  });
  await notify(trx, [
    {
      userId: product.seller_id,
      type: 'moderation',
      title: 'Annonce rétablie',
      message: `« ${product.title} » est de nouveau visible dans la boutique.`,
      link: '/my-products',
    },
  ]);
}
