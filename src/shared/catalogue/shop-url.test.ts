import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, LENGTH_RANGES, SORTS, TEXTURES } from './product-options';
import { shopQuerySchema } from './shop-query.schemas';
import { SHOP_URL_KEYS, readShopFilters } from './shop-url';

const apiFilters = shopQuerySchema.omit({ cursor: true, limit: true });

/** zod keeps a dropped value as an undefined key; the shop never tells the two apart. */
const defined = (filters: object) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));

// Values near the edges of each rule: valid ones, neighbours of valid ones, and junk.
const candidate = fc.oneof(
  fc.constantFrom(...CATEGORIES, ...TEXTURES, ...SORTS, ...LENGTH_RANGES.map((r) => r.value)),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '50', '400', '401', '500', '501', ' 120 ', '1e2', '0x10', 'Infinity'),
  fc.constantFrom('perruques', 'Lisse', 'lace\u0000', '\ud800', ' wig '),
  fc.integer({ min: -10, max: 600 }).map(String),
  fc.string({ maxLength: 120 }),
);
const rawQuery = fc.dictionary(fc.constantFrom(...SHOP_URL_KEYS), candidate);

describe('readShopFilters', () => {
  it('reads any link exactly as the API schema does', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        expect(defined(readShopFilters(raw))).toEqual(defined(apiFilters.parse(raw)));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('drops unknown values and keeps the known ones', () => {
    expect(readShopFilters({ category: 'Perruques', color: 'violet', priceMax: '120', sort: 'cheap' })).toEqual({
      category: 'Perruques',
      priceMax: 120,
      sort: 'recent',
    });
  });
});
