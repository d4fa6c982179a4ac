import type { Db } from '@server/db/connection';
import type { PageMeta } from '@server/platform/page-meta';
import { formatEuros } from '@shared/money';
import { listed, selectProductCards } from './product-rows';
import { publicUrl } from '@server/platform/storage/storage';

const PRODUCT_PAGE = /^\/product\/([0-9a-f-]{36})\/?$/i;

/** Link previews for shared product pages: title, price and description, and the large first image. */
export async function productPageMeta(db: Db, siteUrl: string, pathname: string): Promise<PageMeta | null> {
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (!id) return null;
  const row = await listed(selectProductCards(db)).where('p.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const description = `${formatEuros(row.price_cents)} · ${row.description}`.replace(/\s+/g, ' ').slice(0, 200);
  return {
    type: 'product',
    title: row.title,
    description,
    url: `${siteUrl}/product/${row.id}`,
    imageUrl: row.first_image?.large_key ? `${siteUrl}${publicUrl(row.first_image.large_key)}` : null,
  };
}
