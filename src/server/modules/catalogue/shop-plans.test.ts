// Issue 35 (decision 067): every statement the shop sends reads products through an index on a
// catalogue of 100 000 listings, so that a new filter cannot quietly bring back a sequential
// scan, which on a million listings costs seconds. Runs on PostgreSQL with TEST_DATABASE_URL,
// on PGlite otherwise; EXPLAIN without ANALYZE: the plans are checked, not timed.
import { type RawBuilder, sql } from 'kysely';
import { explain } from '@test/query-plans';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ATTACHMENTS,
  CAP_SIZES,
  CATEGORIES,
  COLORS,
  CURL_PATTERNS,
  HAIR_QUALITIES,
  HAIR_TYPES,
  LACE_COLOURS,
  LACES,
  LISTING_CONDITIONS,
  ORIGINS,
  TEXTURES,
} from '@shared/catalogue/product-options';
import { shopQuerySchema } from '@shared/catalogue/shop-query.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { encodeCursor } from '@server/platform/paging';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller } from '@test/factories';
import { sellerListings } from '../sellers/seller-listings';
import { decodeCursor, listProducts } from './list-products';
import { shopStatement } from './shop-statement';

const LISTINGS = 100_000;

/** The shop's request shapes: no filter, each filter alone, the usual combinations, each sort, a next page. */
const SHAPES = [
  '',
  'sort=price_asc',
  'sort=price_desc',
  'category=Perruques&sort=price_asc',
  'category=Accessoires&sort=price_desc',
  'q=perruque lace',
  'q=HD lace 4C',
  'category=Perruques&hairType=Naturel&color=noir&length=40-100&priceMin=100&priceMax=300&texture=body_wave&sort=price_asc',
  'priceMin=50&priceMax=150',
  'hairType=Mixte',
  'color=gris',
  'texture=afro',
  'lace=full_lace',
  'capSize=XS',
  'hairQuality=non_remy',
  'origin=cambodgien',
  'density=250',
  'length=0-20',
  'condition=worn_good',
  'laceColour=brown',
  'curlPattern=4C',
  'attachment=micro_rings',
];

/** `values[1 + expression % values.length]`, as SQL. */
const pick = (values: readonly string[], expression: RawBuilder<number>) =>
  sql`(ARRAY[${sql.join(values.map((value) => sql.lit(value)))}])[1 + (${expression}) % ${sql.lit(values.length)}]`;

let t: TestApp;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sellers = await Promise.all([1, 2, 3, 4].map(() => createSeller(t)));
  sellerId = sellers[0]!.id;
  // Primes apart, so that the columns vary independently of one another.
  const n = sql<number>`n`;
  await sql`
    INSERT INTO products (seller_id, title, description, price_cents, category, hair_type, color, length_cm, texture,
      lace, lace_colour, cap_size, hair_quality, origin, density_percent, condition, curl_pattern, attachment,
      stock_quantity, created_at)
    SELECT (ARRAY[${sql.join(sellers.map((seller) => sql`${seller.id}::uuid`))}])[1 + n % 4],
      ${pick(['Perruque lace', 'Tissage ondulé', 'Extensions clip-in', 'Bonnet en satin'], n)} || ' ' || n,
      'Cheveux ' || ${pick(TEXTURES, sql`n / 7`)},
      500 + (n * 7919) % 59000, ${pick(CATEGORIES, n)}, ${pick(HAIR_TYPES, sql`n / 5`)}, ${pick(COLORS, sql`n / 11`)},
      15 + (n / 13) % 60, ${pick(TEXTURES, sql`n / 17`)}, ${pick(LACES, sql`n / 19`)}, ${pick(LACE_COLOURS, sql`n / 23`)},
      ${pick(CAP_SIZES, sql`n / 29`)}, ${pick(HAIR_QUALITIES, sql`n / 31`)}, ${pick(ORIGINS, sql`n / 37`)},
      130 + 20 * ((n / 41) % 7), ${pick(LISTING_CONDITIONS, sql`n / 43`)}, ${pick(CURL_PATTERNS, sql`n / 47`)},
      ${pick(ATTACHMENTS, sql`n / 53`)}, 1 + n % 3, now() - n * interval '1 minute'
    FROM generate_series(1, ${sql.lit(LISTINGS)}) AS n
  `.execute(t.ctx.db);
  // Every table, as autovacuum would: the plans join the sellers too.
  await sql`ANALYZE`.execute(t.ctx.db);
}, 900_000);
afterAll(async () => t.close(), 120_000);

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The plan's sequential scans of products, but one: the capped match count ('1 000+') may read
 * products in order when the planner expects the cap to be reached (its Limit at 1 001 rows),
 * since it then stops after about 1 001 matches whatever the catalogue's size.
 */
function sequentialScans(text: string): string[] {
  const lines = text.split('\n');
  return lines.filter((line, index) => {
    if (!/Seq Scan on products\b/.test(line)) return false;
    const limit = lines
      .slice(0, index)
      .reverse()
      .find((above) => indentOf(above) < indentOf(line) && /->\s+Limit\b/.test(above));
    return !limit || !/rows=1001\b/.test(limit);
  });
}

it.each(SHAPES)('the shop reads products through indexes only: "%s", first page and next', async (query) => {
  const shopQuery = shopQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const first = await listProducts(t.ctx.db, shopQuery, null);
  expect(first.items.length).toBeGreaterThan(0);
  // The next page's statement too (keyset: after the last card), when there is one.
  const cursors = first.nextCursor ? [null, decodeCursor(first.nextCursor, shopQuery.sort)] : [null];
  for (const statement of cursors.map((cursor) => shopStatement(t.ctx.db, shopQuery, null, cursor))) {
    const text = await explain(t.ctx.db, statement);
    expect(sequentialScans(text), text).toEqual([]);
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
  }
});

it('the seller page reads a page of her listings through an index, the next page too', async () => {
  const [first] = await sellerListings(t.ctx.db, sellerId, null).limit(1).execute();
  const pages = [undefined, encodeCursor(first?.id ?? '')].map((cursor) =>
    sellerListings(t.ctx.db, sellerId, null, cursor).limit(MAX_PAGE_SIZE + 1),
  );
  for (const page of pages) {
    const text = await explain(t.ctx.db, page.compile());
    expect(sequentialScans(text), text).toEqual([]);
  }
});
