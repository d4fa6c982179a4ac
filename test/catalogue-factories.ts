import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ProductsTable } from '@server/db/schema';
import type { TestApp } from './app';

type ProductOverrides = Partial<Omit<Insertable<ProductsTable>, 'seller_id'>> & { imageCount?: number };

/** A listed product with one (fileless) image row, straight into the database. */
export async function insertProduct(t: TestApp, sellerId: string, overrides: ProductOverrides = {}): Promise<string> {
  const { imageCount = 1, ...columns } = overrides;
  const product = await t.ctx.db
    .insertInto('products')
    .values({
      seller_id: sellerId,
      title: 'Perruque afro crépue 40 cm',
      description: 'Perruque naturelle, densité 180 %, bonnet M.',
      price_cents: 12_900,
      category: 'Perruques',
      ...columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let position = 0; position < imageCount; position++) {
    const id = randomUUID();
    await t.ctx.db
      .insertInto('product_media')
      .values({
        id,
        owner_id: sellerId,
        product_id: product.id,
        kind: 'image',
        position,
        card_key: `public/products/${id}-card.webp`,
        large_key: `public/products/${id}-large.webp`,
        content_type: 'image/webp',
        width: 800,
        height: 800,
        bytes: 1000,
      })
      .execute();
  }
  return product.id;
}
