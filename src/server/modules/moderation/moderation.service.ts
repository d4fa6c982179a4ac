import type { ReportData } from '@shared/catalogue/report.schemas';
import { sellerMessages } from '@shared/catalogue/seller.schemas';
import type { Db } from '@server/db/connection';
import { badRequest, notFound } from '@server/platform/errors';
import { announce } from '@server/platform/realtime';
import { productNotFound } from '../catalogue/product-access';

export type ReportTarget = { type: 'product'; productId: string } | { type: 'user'; userId: string };

const profileNotFound = () => notFound(sellerMessages.notFound, 'PROFILE_NOT_FOUND');

async function requireLiveProfile(db: Db, userId: string) {
  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  if (!profile) throw profileNotFound();
}

export async function createReport(db: Db, reporterId: string, input: ReportData & { target: ReportTarget }) {
  const { target } = input;
  if (target.type === 'product') {
    const product = await db
      .selectFrom('products')
      .select('seller_id')
      .where('id', '=', target.productId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!product) throw productNotFound();
  } else {
    if (target.userId === reporterId) throw badRequest('Vous ne pouvez pas vous signaler vous-même');
    await requireLiveProfile(db, target.userId);
  }
  await db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      report_type: target.type,
      reported_product_id: target.type === 'product' ? target.productId : null,
      reported_user_id: target.type === 'user' ? target.userId : null,
      reason: input.reason,
      description: input.description ?? null,
    })
    .execute();
  await announce(db, { kind: 'trust', topic: 'reports' });
}

/** Blocking is private to the blocker: the blocked person is never told and sees no difference. */
export async function blockUser(db: Db, blockerId: string, blockedId: string) {
  if (blockerId === blockedId) throw badRequest('Vous ne pouvez pas vous bloquer vous-même');
  await requireLiveProfile(db, blockedId);
  await db
    .insertInto('blocked_users')
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unblockUser(db: Db, blockerId: string, blockedId: string) {
  await db
    .deleteFrom('blocked_users')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** One-way, per viewer: the listing no longer appears in this person's shop. */
export async function hideProductForViewer(db: Db, userId: string, productId: string) {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  await db
    .insertInto('hidden_products')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
