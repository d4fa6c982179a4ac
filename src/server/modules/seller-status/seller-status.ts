import type { Kysely } from 'kysely';
import {
  type MySellerStatus,
  type SellerStatusChoice,
  sellerStatusMessages,
} from '@shared/trust/seller-status.schemas';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { AppError } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { legalDetailsOf } from './legal-details';

/** Where the seller stands: their status, their legal details, whether they may publish. */
export async function getMySellerStatus(db: Kysely<Database>, userId: string): Promise<MySellerStatus> {
  const profile = await db
    .selectFrom('profiles')
    .select('seller_status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const details = (await legalDetailsOf(db, [userId])).get(userId) ?? null;
  return {
    status: profile.seller_status,
    details: profile.seller_status === 'professional' ? details : null,
    canPublish: profile.seller_status === 'private' || details !== null,
  };
}

/**
 * DSA art. 30(1): a professional offers nothing before their legal details are complete. Every
 * way a listing reaches the shop (creating it, putting it back on sale) asks this first.
 */
export async function requirePublishable(db: Kysely<Database>, userId: string): Promise<void> {
  if (!(await getMySellerStatus(db, userId)).canPublish) {
    throw new AppError('LEGAL_DETAILS_REQUIRED', sellerStatusMessages.detailsMissing, 409);
  }
}

/**
 * The seller says 'Particulier' or 'Professionnel'; a professional gives every legal detail and
 * the certification at once, so a stored row is always complete. Back to private drops them:
 * a private person's address and phone are not shown. Past orders keep the status of their sale.
 */
export async function setSellerStatus(
  ctx: AppContext,
  user: CurrentUser,
  choice: SellerStatusChoice,
): Promise<MySellerStatus> {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set({ seller_status: choice.status, updated_at: at })
      .where('id', '=', user.id)
      .execute();
    if (choice.details === null) {
      await trx.deleteFrom('seller_legal_details').where('user_id', '=', user.id).execute();
      return;
    }
    const values = {
      company_name: choice.details.companyName,
      address: choice.details.address,
      phone: choice.details.phone,
      email: choice.details.email,
      siret: choice.details.siret,
      vat_number: choice.details.vatNumber,
      seller_pays_return_shipping: choice.details.sellerPaysReturnShipping,
      eu_compliance_certified_at: at,
      updated_at: at,
    };
    await trx
      .insertInto('seller_legal_details')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  });
  return getMySellerStatus(ctx.db, user.id);
}
