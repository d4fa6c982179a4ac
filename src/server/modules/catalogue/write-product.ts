import { detailsApply } from '@shared/catalogue/product-options';
import type { ProductFields } from '@shared/catalogue/product.schemas';
import type { AppContext } from '@server/context';
import type { CurrentUser } from '../auth/current-user';
import { requireVerifiedEmail } from '../auth/require-verified-email';
import { requirePublishable } from '../seller-status/seller-status';
import { tellSaversOfPriceDrop } from '../favourites/price-drop';
import { attachMedia } from './attach-media';
import { requireOwnProduct, requireSellerRole } from './product-access';
import { announce } from '@server/platform/realtime';

type MediaLists = { imageIds: string[]; videoIds: string[] };

/** The listing's columns; details that do not apply to its category are not kept (decision 057). */
function columns(fields: ProductFields) {
  const applies = detailsApply(fields.category, fields.hairType);
  return {
    title: fields.title,
    description: fields.description,
    price_cents: fields.priceCents,
    category: fields.category,
    hair_type: fields.hairType,
    color: fields.color,
    color_code: fields.colorCode,
    length_cm: fields.lengthCm,
    texture: fields.texture,
    lace: fields.lace,
    lace_colour: applies.wig ? fields.laceColour : null,
    glueless: fields.glueless,
    pre_plucked: applies.wig && fields.prePlucked,
    bleached_knots: applies.wig && fields.bleachedKnots,
    dyeable: applies.wig && fields.dyeable,
    bundle_count: applies.bundles ? fields.bundleCount : null,
    bundle_weight_g: applies.bundles ? fields.bundleWeightG : null,
    attachment: applies.attachment ? fields.attachment : null,
    curl_pattern: applies.curlPattern ? fields.curlPattern : null,
    condition: fields.condition,
    density_percent: fields.densityPercent,
    cap_size: fields.capSize,
    hair_quality: fields.hairQuality,
    origin: fields.origin,
    heat_resistant: fields.heatResistant,
    stock_quantity: fields.stockQuantity,
  };
}

/** Creates the listing and claims its uploaded media in one transaction. */
export async function createProduct(
  ctx: AppContext,
  user: CurrentUser,
  input: ProductFields & MediaLists,
): Promise<string> {
  requireSellerRole(user);
  requireVerifiedEmail(user);
  await requirePublishable(ctx.db, user.id);
  return ctx.db.transaction().execute(async (trx) => {
    const product = await trx
      .insertInto('products')
      .values({ ...columns(input), seller_id: user.id, created_at: ctx.clock.now(), updated_at: ctx.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachMedia(trx, {
      productId: product.id,
      ownerId: user.id,
      imageIds: input.imageIds,
      videoIds: input.videoIds,
    });
    await announce(trx, { kind: 'catalogue' });
    return product.id;
  });
}

/** Replaces the fields and the media list; files no longer used are deleted after the commit. */
export async function updateProduct(
  ctx: AppContext,
  user: CurrentUser,
  productId: string,
  input: ProductFields & MediaLists,
): Promise<void> {
  await requireOwnProduct(ctx.db, productId, user);
  const dropped = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('products')
      .set({ ...columns(input), updated_at: ctx.clock.now() })
      .where('id', '=', productId)
      .execute();
    await tellSaversOfPriceDrop(trx, productId, {
      now: ctx.clock.now(),
      minDropPercent: ctx.config.priceDropMinPercent,
    });
    await announce(trx, { kind: 'catalogue' });
    return attachMedia(trx, { productId, ownerId: user.id, imageIds: input.imageIds, videoIds: input.videoIds });
  });
  await Promise.all(dropped.map((key) => ctx.storage.delete(key)));
}
