import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import type { PageMeta } from '@server/platform/page-meta';
import { formatEuros } from '@shared/money';
import { SLIDE_SIZES, pictureSrcSet } from '@shared/catalogue/product-picture';
import { publicUrl } from '@server/platform/storage/storage';
import { productJsonLd } from './product-json-ld';
import { imageMedia, selectProductCards, toProductCard } from './product-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A product page's head, for search engines and link previews: title, price and description,
 * the large first image, and its schema.org Product. Null when a visitor cannot see the product
 * (missing, deleted, withdrawn, taken down, or its seller's account closed): the page is a 404.
 * A sold-out product keeps its page, as 'SoldOut'.
 */
export async function productPageMeta(db: Db, siteUrl: string, id: string): Promise<PageMeta | null> {
  if (!UUID.test(id)) return null;
  const row = await selectProductCards(db)
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select('m.kind')
        .whereRef('m.product_id', '=', 'p.id')
        .orderBy('m.position')
        .limit(1)
        .as('first_media_kind'),
    )
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select(sql<string[]>`coalesce(array_agg(m.large_key ORDER BY m.position), '{}')`.as('keys'))
        .whereRef('m.product_id', '=', 'p.id')
        .where('m.kind', '=', 'image')
        .where('m.large_key', 'is not', null)
        .as('image_keys'),
    )
    // Who may see a product page: as getProductDetail decides for a visitor.
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .where('p.is_available', '=', true)
    .where('p.hidden_by_admin', '=', false)
    .where('s.marked_for_deletion_at', 'is', null)
    .where('s.anonymized_at', 'is', null)
    .where('s.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const product = toProductCard(row);
  // The gallery opens on the first media: worth fetching early when it is a picture.
  const leadPicture = row.first_image && row.first_media_kind === 'image' ? imageMedia(row.first_image) : null;
  const description = `${formatEuros(row.price_cents)} · ${row.description}`.replace(/\s+/g, ' ').slice(0, 200);
  const url = `${siteUrl}/product/${row.id}`;
  const imageUrls = (row.image_keys ?? []).map((key) => `${siteUrl}${publicUrl(key)}`);
  return {
    type: 'product',
    title: row.title,
    tabTitle: `${row.title} — Boucles`,
    description,
    url,
    imageUrl: imageUrls[0] ?? null,
    leadImage: leadPicture ? { href: leadPicture.url, srcset: pictureSrcSet(leadPicture), sizes: SLIDE_SIZES } : null,
    jsonLd: productJsonLd(product, url, `${siteUrl}/seller/${row.seller_id}`, imageUrls),
  };
}
