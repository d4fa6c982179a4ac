import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import { escapeHtml } from '@server/platform/page-meta';
import { listed } from '../catalogue/product-rows';
import { hasListed } from '../sellers/sellers.service';

/** The most addresses one sitemap may hold (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;
// Rows read per query while a page streams: its memory stays one batch, whatever its size.
const BATCH = 1_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapKind = 'products' | 'sellers';

type Entry = { loc: string; lastmod?: Date };

const lastmodTag = (lastmod: Date | undefined) => (lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '');

// Escaped as XML text: '&' in a query string would otherwise break the document.
const url = ({ loc, lastmod }: Entry) => `<url><loc>${escapeHtml(loc)}</loc>${lastmodTag(lastmod)}</url>\n`;

const listedProducts = (db: Db) =>
  listed(db.selectFrom('products as p').innerJoin('profiles as s', 's.id', 'p.seller_id'));

// A seller with a public page (sellers.service.ts: has listed something, account open).
const publicSellers = (db: Db) =>
  db
    .selectFrom('profiles')
    .where('marked_for_deletion_at', 'is', null)
    .where('anonymized_at', 'is', null)
    .where('suspended_at', 'is', null)
    .where(hasListed);

// A seller page changes with the profile and with any of the seller's listings.
const sellerLastmod = sql<Date>`greatest(profiles.updated_at,
  (select max(sp.updated_at) from products sp where sp.seller_id = profiles.id))`;

/** The newest change among the kind's rows from `from` (inclusive) up to `to` (exclusive), or none. */
async function rangeLastmod(db: Db, kind: SitemapKind, from: string | null, to: string | null) {
  const row =
    kind === 'products'
      ? await listedProducts(db)
          .select(sql<Date | null>`max(p.updated_at)`.as('lastmod'))
          .$if(from !== null, (query) => query.where('p.id', '>=', from as string))
          .$if(to !== null, (query) => query.where('p.id', '<', to as string))
          .executeTakeFirst()
      : await publicSellers(db)
          .select(sql<Date | null>`max(${sellerLastmod})`.as('lastmod'))
          .$if(from !== null, (query) => query.where('profiles.id', '>=', from as string))
          .$if(to !== null, (query) => query.where('profiles.id', '<', to as string))
          .executeTakeFirst();
  return row?.lastmod ? new Date(row.lastmod) : undefined;
}

/** One batch of a kind's rows from `from` on (by id, the keyset), inclusive or not. */
async function batch(db: Db, kind: SitemapKind, from: string | null, inclusive: boolean, limit: number) {
  if (kind === 'products') {
    return listedProducts(db)
      .select(['p.id as id', 'p.updated_at as lastmod'])
      .$if(from !== null, (query) => query.where('p.id', inclusive ? '>=' : '>', from as string))
      .orderBy('p.id')
      .limit(limit)
      .execute();
  }
  return publicSellers(db)
    .select(['profiles.id as id', sellerLastmod.as('lastmod')])
    .$if(from !== null, (query) => query.where('profiles.id', inclusive ? '>=' : '>', from as string))
    .orderBy('profiles.id')
    .limit(limit)
    .execute();
}

/** The id `offset` rows after `from` (inclusive) in a kind's order, or none. */
async function idAfter(db: Db, kind: SitemapKind, from: string | null, offset: number) {
  const row =
    kind === 'products'
      ? await listedProducts(db)
          .select('p.id as id')
          .$if(from !== null, (query) => query.where('p.id', '>=', from as string))
          .orderBy('p.id')
          .offset(offset)
          .limit(1)
          .executeTakeFirst()
      : await publicSellers(db)
          .select('profiles.id as id')
          .$if(from !== null, (query) => query.where('profiles.id', '>=', from as string))
          .orderBy('profiles.id')
          .offset(offset)
          .limit(1)
          .executeTakeFirst();
  return row?.id ?? null;
}

/** Where each page of a kind starts: null for the first, then every `pageSize`-th id, stepping by keyset. */
async function pageStarts(db: Db, kind: SitemapKind, pageSize: number): Promise<(string | null)[]> {
  const starts: (string | null)[] = [null];
  for (let next = await idAfter(db, kind, null, pageSize); next; next = await idAfter(db, kind, next, pageSize))
    starts.push(next);
  return starts;
}

/**
 * The sitemap index: the home and shop's sitemap, then every page of products and of sellers,
 * each with the newest change among its addresses.
 */
export async function sitemapIndex(db: Db, siteUrl: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const pages: Entry[] = [
    { loc: `${siteUrl}/sitemaps/pages.xml`, lastmod: await rangeLastmod(db, 'products', null, null) },
  ];
  for (const kind of ['products', 'sellers'] as const) {
    const starts = await pageStarts(db, kind, pageSize);
    for (const [i, start] of starts.entries()) {
      pages.push({
        loc: `${siteUrl}/sitemaps/${kind}.xml${start ? `?from=${start}` : ''}`,
        lastmod: await rangeLastmod(db, kind, start, starts[i + 1] ?? null),
      });
    }
  }
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${pages
    .map(({ loc, lastmod }) => `<sitemap><loc>${escapeHtml(loc)}</loc>${lastmodTag(lastmod)}</sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

/**
 * The sitemap of the pages that are neither a product nor a seller: the home and the shop, which
 * change with the newest listing, and how it works, whose text changes only with a release.
 */
export async function pagesSitemap(db: Db, siteUrl: string): Promise<string> {
  const newest = await rangeLastmod(db, 'products', null, null);
  const entries = [
    { loc: `${siteUrl}/`, lastmod: newest },
    { loc: `${siteUrl}/marketplace`, lastmod: newest },
    { loc: `${siteUrl}/comment-fonctionne-boucles` },
  ];
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.map(url).join('')}</urlset>\n`;
}

/**
 * One page of a kind's sitemap, from `from` (an id of the index) for `pageSize` addresses, read
 * by batches of ids (keyset) and written as it is read: a product with its last update.
 */
export async function* kindSitemap(
  db: Db,
  siteUrl: string,
  kind: SitemapKind,
  from: string | null,
  pageSize = SITEMAP_PAGE_SIZE,
): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  const path = kind === 'products' ? 'product' : 'seller';
  let left = pageSize;
  let after = from;
  let inclusive = true;
  while (left > 0) {
    const rows = await batch(db, kind, after, inclusive, Math.min(BATCH, left));
    if (rows.length === 0) break;
    yield rows.map((row) => url({ loc: `${siteUrl}/${path}/${row.id}`, lastmod: new Date(row.lastmod) })).join('');
    left -= rows.length;
    after = rows.at(-1)?.id ?? null;
    inclusive = false;
    if (rows.length < BATCH) break;
  }
  yield '</urlset>\n';
}
