import type { Db } from '@server/db/connection';
import type { PageMeta } from '@server/platform/page-meta';
import { formatEuros } from '@shared/money';
import { SLIDE_SIZES, pictureSrcSet } from '@shared/catalogue/product-picture';
import { productPageId } from './page-data';
import { imageMedia, listed, selectProductCards } from './product-rows';
import { publicUrl } from '@server/platform/storage/storage';

/** Link previews for shared product pages: title, price and description, and the large first image. */
export async function productPageMeta(db: Db, siteUrl: string, pathname: string): Promise<PageMeta | null> {
  const id = productPageId(pathname);
  if (!id) return null;
  const row = await listed(selectProductCards(db))
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select('m.kind')
        .whereRef('m.product_id', '=', 'p.id')
        .orderBy('m.position')
        .limit(1)
        .as('first_media_kind'),
    )
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  // The gallery opens on the first media: worth fetching early when it is a picture.
  const leadPicture = row.first_image && row.first_media_kind === 'image' ? imageMedia(row.first_image) : null;
  const description = `${formatEuros(row.price_cents)} · ${row.description}`.replace(/\s+/g, ' ').slice(0, 200);
  return {
    type: 'product',
    title: row.title,
    description,
    url: `${siteUrl}/product/${row.id}`,
    imageUrl: row.first_image?.large_key ? `${siteUrl}${publicUrl(row.first_image.large_key)}` : null,
    leadImage: leadPicture ? { href: leadPicture.url, srcset: pictureSrcSet(leadPicture), sizes: SLIDE_SIZES } : null,
  };
}
