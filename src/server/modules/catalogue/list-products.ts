import { type SelectQueryBuilder, sql } from 'kysely';
import { PRICE_FILTER } from '@shared/catalogue/product-options';
import type { ProductList } from '@shared/catalogue/product.schemas';
import { SHOP_COUNT_CAP, type ShopQuery, lengthRange } from '@shared/catalogue/shop-query.schemas';
import type { Db } from '@server/db/connection';
import { badRequest } from '@server/platform/errors';
import { excludingViewerChoices, listed, selectShopCards, toShopCard } from './product-rows';

type Cursor = { key: string; id: string };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(raw: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.key === 'string' && /^[0-9a-f-]{36}$/.test(parsed.id)) return parsed;
  } catch {
    // fall through to the refusal below
  }
  throw badRequest('Pagination invalide, rechargez la boutique', 'INVALID_CURSOR');
}

/**
 * What every shop statement starts from, built once per database handle: Kysely's builders are
 * immutable, and assembling these parts was most of the Node time of a shop request.
 */
const shopStatementParts = (db: Db) => ({
  cards: listed(selectShopCards(db)),
  matches: listed(db.selectFrom('products as p')).select(sql<number>`1`.as('one')),
});
const builtParts = new WeakMap<Db, ReturnType<typeof shopStatementParts>>();

function shopStatements(db: Db) {
  let parts = builtParts.get(db);
  if (!parts) builtParts.set(db, (parts = shopStatementParts(db)));
  return parts;
}

/** The shop: listed products matching the filters, in the chosen order, one page after the cursor. */
export async function listProducts(db: Db, query: ShopQuery, viewerId: string | null): Promise<ProductList> {
  const sortKey = query.sort === 'recent' ? sql<string>`p.created_at::text` : sql<string>`p.price_cents::text`;
  let page = applyFilters(excludingViewerChoices(shopStatements(db).cards, viewerId), query)
    .select(sortKey.as('sort_key'))
    // Only the first page shows the count: asked in the same statement, one round trip.
    .$if(!query.cursor, (qb) => qb.select(() => matchCountUpToCap(db, query, viewerId).as('match_count')));
  if (query.cursor) page = afterCursor(page, query.sort, decodeCursor(query.cursor));
  // Constants go in as literals: a parameter for LIMIT makes PostgreSQL's generic plan look
  // dearer than a fresh one, and the prepared statement would then be planned every time.
  const rows = await ordered(page, query.sort)
    .limit(sql.lit(query.limit + 1))
    .execute();
  const counted = query.cursor ? null : Number(rows[0]?.match_count ?? 0);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toShopCard),
    total: counted === null ? null : Math.min(counted, SHOP_COUNT_CAP),
    totalCapped: counted !== null && counted > SHOP_COUNT_CAP,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ key: last.sort_key, id: last.id }) : null,
  };
}

/**
 * Counting every match was two thirds of a shop request on 100 000 products; past the cap the
 * shop says "1 000+ produits", so the database stops counting there. Without the seller's
 * columns, the count reads the shop index alone.
 */
function matchCountUpToCap(db: Db, query: ShopQuery, viewerId: string | null) {
  const matching = applyFilters(excludingViewerChoices(shopStatements(db).matches, viewerId), query)
    .limit(sql.lit(SHOP_COUNT_CAP + 1))
    .as('m');
  return db.selectFrom(matching).select((eb) => eb.fn.countAll<number>().as('n'));
}

type Qb = SelectQueryBuilder<any, 'p', any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function applyFilters<QB extends Qb>(input: QB, query: ShopQuery): QB {
  let qb: Qb = input;
  const equal = {
    category: 'p.category',
    hairType: 'p.hair_type',
    color: 'p.color',
    texture: 'p.texture',
    lace: 'p.lace',
    capSize: 'p.cap_size',
    hairQuality: 'p.hair_quality',
    origin: 'p.origin',
    density: 'p.density_percent',
  } as const;
  for (const [param, column] of Object.entries(equal)) {
    const value = query[param as keyof typeof equal];
    if (value !== undefined) qb = qb.where(column, '=', value);
  }
  const range = lengthRange(query.length);
  if (range) {
    qb = qb.where('p.length_cm', '>=', range.min);
    // Ranges meet at their ends: the last one includes its maximum, the others do not.
    qb = range.value === '40-100' ? qb.where('p.length_cm', '<=', range.max) : qb.where('p.length_cm', '<', range.max);
  }
  if (query.priceMin !== undefined && query.priceMin > PRICE_FILTER.min)
    qb = qb.where('p.price_cents', '>=', query.priceMin * 100);
  // The slider's top means "and above": a 600 € wig stays visible with the default range.
  if (query.priceMax !== undefined && query.priceMax < PRICE_FILTER.max)
    qb = qb.where('p.price_cents', '<=', query.priceMax * 100);
  if (query.q) qb = qb.where(sql<boolean>`p.search_vector @@ websearch_to_tsquery('french_unaccent', ${query.q})`);
  return qb as QB;
}

function ordered<QB extends Qb>(qb: QB, sort: ShopQuery['sort']): QB {
  if (sort === 'price_asc') return qb.orderBy('p.price_cents', 'asc').orderBy('p.id', 'asc') as QB;
  if (sort === 'price_desc') return qb.orderBy('p.price_cents', 'desc').orderBy('p.id', 'desc') as QB;
  return qb.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc') as QB;
}

/** Keyset pagination: stable under inserts, and as fast on page 100 as on page 1. */
function afterCursor<QB extends Qb>(qb: QB, sort: ShopQuery['sort'], cursor: Cursor): QB {
  if (sort === 'recent')
    return qb.where(sql<boolean>`(p.created_at, p.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`) as QB;
  const price = Number.parseInt(cursor.key, 10);
  if (!Number.isInteger(price)) throw badRequest('Pagination invalide, rechargez la boutique', 'INVALID_CURSOR');
  const op = sort === 'price_asc' ? sql`>` : sql`<`;
  return qb.where(sql<boolean>`(p.price_cents, p.id) ${op} (${price}, ${cursor.id}::uuid)`) as QB;
}
