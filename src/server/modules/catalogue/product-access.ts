import { productPageMessages } from '@shared/catalogue/product-page-messages';
import type { Db } from '@server/db/connection';
import { AppError, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';

export const productNotFound = () => notFound(productPageMessages.notFound, 'PRODUCT_NOT_FOUND');

export function requireSellerRole(user: CurrentUser): void {
  if (!user.roles.includes('seller')) {
    throw new AppError('SELLER_ROLE_REQUIRED', 'Vous devez être vendeur pour publier une annonce', 403);
  }
}

/**
 * The product if this user owns it. Someone else's product answers 404 like a missing
 * one, so ids cannot be probed; a deleted product is gone for its owner too.
 */
export async function requireOwnProduct(db: Db, productId: string, user: CurrentUser) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'seller_id', 'hidden_by_admin'])
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product || product.seller_id !== user.id) throw productNotFound();
  return product;
}
