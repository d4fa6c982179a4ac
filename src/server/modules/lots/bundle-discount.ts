import type { BundleDiscount, BundleDiscountView } from '@shared/lots/bundle-discount.schemas';
import { bundleDiscountMessages } from '@shared/lots/bundle-discount.schemas';
import { bundleDiscountView } from '@shared/lots/bundle-discount';
import type { BundleTier } from '@shared/orders/lot-pricing';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { forbidden } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';

/** The seller's bundle discount steps, by number of items; none when it is off. */
export async function bundleTiersOf(db: Db, sellerId: string): Promise<BundleTier[]> {
  const rows = await db
    .selectFrom('bundle_discount_tiers')
    .select(['min_items', 'percent'])
    .where('seller_id', '=', sellerId)
    .orderBy('min_items')
    .execute();
  return rows.map((row) => ({ minItems: row.min_items, percent: row.percent }));
}

/** What the product and seller pages say of it. */
export async function bundleDiscountOf(db: Db, sellerId: string): Promise<BundleDiscountView> {
  return bundleDiscountView(await bundleTiersOf(db, sellerId));
}

function requireSeller(user: CurrentUser): void {
  if (!user.roles.includes('seller')) throw forbidden(bundleDiscountMessages.sellersOnly);
}

export async function readOwnBundleDiscount(db: Db, user: CurrentUser): Promise<BundleDiscountView> {
  requireSeller(user);
  return bundleDiscountOf(db, user.id);
}

/**
 * Replaces the seller's steps at once; an empty list turns the discount off. Lots priced
 * before are priced again when read or ordered: an order keeps the percent it was made with.
 */
export async function saveBundleDiscount(
  ctx: AppContext,
  user: CurrentUser,
  input: BundleDiscount,
): Promise<BundleDiscountView> {
  requireSeller(user);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bundle_discount_tiers').where('seller_id', '=', user.id).execute();
    if (input.tiers.length === 0) return;
    await trx
      .insertInto('bundle_discount_tiers')
      .values(input.tiers.map((tier) => ({ seller_id: user.id, min_items: tier.minItems, percent: tier.percent })))
      .execute();
  });
  return bundleDiscountView(input.tiers);
}
