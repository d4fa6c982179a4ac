import { type CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import { PRICE_FILTER } from '@shared/catalogue/product-options';
import { SHOP_COUNT_CAP, type ShopQuery, lengthRange } from '@shared/catalogue/shop-query.schemas';
import type { Db } from '@server/db/connection';
import { excludingViewerChoices, listed, selectShopCards } from './product-rows';

/** Where a page starts: the last card's sort value and id. */
export type ShopCursor = { key: string | number; id: string };

/**
 * Only listings created in (after, upTo], and not the viewer's own: what is new to a saved
 * search (saved-search alerts).
 */
export type CreatedWindow = { after: Date; upTo: Date };

/** Everything a shop statement binds, worked out from the request. */
type ShopValues = {
  category?: string;
  hairType?: string;
  color?: string;
  texture?: string;
  lace?: string;
  capSize?: string;
  hairQuality?: string;
  origin?: string;
  density?: number;
  condition?: string;
  laceColour?: string;
  curlPattern?: string;
  attachment?: string;
  lengthMin?: number;
  lengthMax?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  q?: string;
  viewerId?: string;
  cursorKey?: string | number;
  cursorId?: string;
  createdAfter?: Date;
  createdUpTo?: Date;
  notSellerId?: string;
};

/** What changes the statement's text: which values are bound, the order, the page size. */
type ShopShape = { sort: ShopQuery['sort']; limit: number; lengthInclusive: boolean; bound: (keyof ShopValues)[] };

const EQUAL_FILTERS = {
  category: 'p.category',
  hairType: 'p.hair_type',
  color: 'p.color',
  texture: 'p.texture',
  lace: 'p.lace',
  capSize: 'p.cap_size',
  hairQuality: 'p.hair_quality',
  origin: 'p.origin',
  density: 'p.density_percent',
  condition: 'p.condition',
  laceColour: 'p.lace_colour',
  curlPattern: 'p.curl_pattern',
  attachment: 'p.attachment',
} as const;

function shopValues(
  query: ShopQuery,
  viewerId: string | null,
  cursor: ShopCursor | null,
  created?: CreatedWindow,
): ShopValues {
  const range = lengthRange(query.length);
  const values: ShopValues = {
    ...Object.fromEntries(
      Object.keys(EQUAL_FILTERS).map((param) => [param, query[param as keyof typeof EQUAL_FILTERS]]),
    ),
    lengthMin: range?.min,
    lengthMax: range?.max,
    // The slider's ends mean "no bound": a 600 € wig stays visible with the default range.
    priceMinCents: query.priceMin !== undefined && query.priceMin > PRICE_FILTER.min ? query.priceMin * 100 : undefined,
    priceMaxCents: query.priceMax !== undefined && query.priceMax < PRICE_FILTER.max ? query.priceMax * 100 : undefined,
    q: query.q,
    viewerId: viewerId ?? undefined,
    cursorKey: cursor?.key,
    cursorId: cursor?.id,
    createdAfter: created?.after,
    createdUpTo: created?.upTo,
    notSellerId: created ? (viewerId ?? undefined) : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Stands for a value while a shape's statement is compiled; each request binds its own. */
class Placeholder {
  constructor(readonly key: keyof ShopValues) {}
}

/** Compiled statements by database handle and shape, so Kysely builds and compiles each shape once. */
const compiled = new WeakMap<Db, Map<string, CompiledQuery<ShopRow>>>();
const MAX_SHAPES = 500;

/**
 * The shop page statement for this request (decision 014). Building and compiling it with
 * Kysely cost more Node time than PostgreSQL spent running the prepared statement; the text
 * depends only on the request's shape, so it is compiled once per shape with placeholders.
 */
export function shopStatement(
  db: Db,
  query: ShopQuery,
  viewerId: string | null,
  cursor: ShopCursor | null,
  created?: CreatedWindow,
): CompiledQuery<ShopRow> {
  const values = shopValues(query, viewerId, cursor, created);
  const shape: ShopShape = {
    sort: query.sort,
    limit: query.limit,
    lengthInclusive: lengthRange(query.length)?.value === '40-100',
    bound: Object.keys(values) as (keyof ShopValues)[],
  };
  let byShape = compiled.get(db);
  if (!byShape) compiled.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statement = byShape.get(key);
  if (!statement) {
    // Many shapes would only come from someone trying them all: start afresh rather than grow.
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    const placeholders = Object.fromEntries(shape.bound.map((name) => [name, new Placeholder(name)]));
    // The placeholders stand in for values at the type level too; each becomes one parameter.
    statement = buildShopStatement(db, shape, placeholders as ShopValues).compile();
    byShape.set(key, statement);
  }
  const parameters = statement.parameters.map((parameter) =>
    parameter instanceof Placeholder ? values[parameter.key] : parameter,
  );
  return { ...statement, parameters };
}

export type ShopRow =
  ReturnType<typeof buildShopStatement> extends SelectQueryBuilder<never, never, infer R> ? R : never;

function buildShopStatement(db: Db, shape: ShopShape, values: ShopValues) {
  const sortKey = shape.sort === 'recent' ? sql<string>`p.created_at::text` : sql<string>`p.price_cents::text`;
  const firstPage = values.cursorId === undefined;
  const page = applyFilters(excludingViewerChoices(listed(selectShopCards(db)), values.viewerId ?? null), shape, values)
    .select(sortKey.as('sort_key'))
    // Only the first page shows the count: asked in the same statement, one round trip.
    .$if(firstPage, (qb) => qb.select(() => matchCountUpToCap(db, shape, values).as('match_count')));
  // Constants go in as literals: a parameter for LIMIT makes PostgreSQL's generic plan look
  // dearer than a fresh one, and the prepared statement would then be planned every time.
  return ordered(firstPage ? page : afterCursor(page, shape.sort, values), shape.sort).limit(sql.lit(shape.limit + 1));
}

/**
 * Counting every match was two thirds of a shop request on 100 000 products; past the cap the
 * shop says "1 000+ produits", so the database stops counting there. Without the seller's
 * columns, the count reads the shop index alone.
 */
function matchCountUpToCap(db: Db, shape: ShopShape, values: ShopValues) {
  const matching = applyFilters(
    excludingViewerChoices(listed(db.selectFrom('products as p')), values.viewerId ?? null),
    shape,
    values,
  )
    .select(sql<number>`1`.as('one'))
    .limit(sql.lit(SHOP_COUNT_CAP + 1))
    .as('m');
  return db.selectFrom(matching).select((eb) => eb.fn.countAll<number>().as('n'));
}

type Qb = SelectQueryBuilder<any, 'p', any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function applyFilters<QB extends Qb>(input: QB, shape: ShopShape, values: ShopValues): QB {
  let qb: Qb = input;
  for (const [param, column] of Object.entries(EQUAL_FILTERS)) {
    const value = values[param as keyof typeof EQUAL_FILTERS];
    if (value !== undefined) qb = qb.where(column, '=', value);
  }
  if (values.lengthMin !== undefined) qb = qb.where('p.length_cm', '>=', values.lengthMin);
  // Ranges meet at their ends: the last one includes its maximum, the others do not.
  if (values.lengthMax !== undefined)
    qb = qb.where('p.length_cm', shape.lengthInclusive ? '<=' : '<', values.lengthMax);
  if (values.priceMinCents !== undefined) qb = qb.where('p.price_cents', '>=', values.priceMinCents);
  if (values.priceMaxCents !== undefined) qb = qb.where('p.price_cents', '<=', values.priceMaxCents);
  if (values.q !== undefined)
    qb = qb.where(sql<boolean>`p.search_vector @@ websearch_to_tsquery('french_unaccent', ${values.q})`);
  if (values.createdAfter !== undefined) qb = qb.where('p.created_at', '>', values.createdAfter);
  if (values.createdUpTo !== undefined) qb = qb.where('p.created_at', '<=', values.createdUpTo);
  if (values.notSellerId !== undefined) qb = qb.where('p.seller_id', '<>', values.notSellerId);
  return qb as QB;
}

function ordered<QB extends Qb>(qb: QB, sort: ShopQuery['sort']): QB {
  if (sort === 'price_asc') return qb.orderBy('p.price_cents', 'asc').orderBy('p.id', 'asc') as QB;
  if (sort === 'price_desc') return qb.orderBy('p.price_cents', 'desc').orderBy('p.id', 'desc') as QB;
  return qb.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc') as QB;
}

/** Keyset pagination: stable under inserts, and as fast on page 100 as on page 1. */
function afterCursor<QB extends Qb>(qb: QB, sort: ShopQuery['sort'], values: ShopValues): QB {
  if (sort === 'recent')
    return qb.where(
      sql<boolean>`(p.created_at, p.id) < (${values.cursorKey}::timestamptz, ${values.cursorId}::uuid)`,
    ) as QB;
  const op = sort === 'price_asc' ? sql`>` : sql`<`;
  return qb.where(sql<boolean>`(p.price_cents, p.id) ${op} (${values.cursorKey}, ${values.cursorId}::uuid)`) as QB;
}
