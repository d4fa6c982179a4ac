import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, LENGTH_RANGES, SORTS, TEXTURES } from './product-options';
import { shopQuerySchema } from './shop-query.schemas';
import { SHOP_URL_KEYS, filtersFromSearchParams, productsApiPath, readShopFilters, shopSearchParams } from './shop-url';

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

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filtersFromSearchParams', () => {
  it('opens the default view on an empty URL', () => {
    expect(read('')).toEqual({ sort: 'recent' });
  });

  it('reads every filter under the API parameter names', () => {
    expect(
      read(
        'q=lace+frontale&category=Perruques&hairType=Naturel&color=noir&length=30-40&priceMin=50&priceMax=200' +
          '&texture=body_wave&lace=frontale_13x4&capSize=M&hairQuality=vierge&origin=bresilien&density=180&sort=price_asc',
      ),
    ).toEqual({
      q: 'lace frontale',
      category: 'Perruques',
      hairType: 'Naturel',
      color: 'noir',
      length: '30-40',
      priceMin: 50,
      priceMax: 200,
      texture: 'body_wave',
      lace: 'frontale_13x4',
      capSize: 'M',
      hairQuality: 'vierge',
      origin: 'bresilien',
      density: 180,
      sort: 'price_asc',
    });
  });

  it('drops unknown or malformed values instead of failing', () => {
    expect(read('category=Chapeaux&color=vert&priceMin=abc&priceMax=9999&sort=random&length=5-6&q=%20%20')).toEqual({
      sort: 'recent',
    });
  });

  it('ignores parameters that are not filters (the page cursor, tracking tags)', () => {
    expect(read('cursor=abc&limit=5&utm_source=whatsapp')).toEqual({ sort: 'recent' });
  });

  it('swaps a price range given the wrong way round', () => {
    expect(read('priceMin=300&priceMax=100')).toMatchObject({ priceMin: 100, priceMax: 300 });
  });
});

describe('shopSearchParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(shopSearchParams({ sort: 'recent', priceMin: 0, priceMax: 500, q: '  ' }).toString()).toBe('');
  });

  it('writes filters in one fixed order, whatever order they were chosen in', () => {
    const a = shopSearchParams({ sort: 'price_desc', color: 'blond', category: 'Perruques' });
    const b = shopSearchParams({ category: 'Perruques', sort: 'price_desc', color: 'blond' });
    expect(a.toString()).toBe('category=Perruques&color=blond&sort=price_desc');
    expect(b.toString()).toBe(a.toString());
  });

  it('round-trips through the URL', () => {
    const filters = {
      q: 'perruque bouclée',
      category: 'Extensions',
      length: '40-100',
      priceMin: 20,
      priceMax: 480,
      density: 150,
      sort: 'price_asc',
    } as const;
    expect(filtersFromSearchParams(shopSearchParams(filters))).toEqual(filters);
  });
});

describe('productsApiPath', () => {
  it('asks the API for the same view, plus the page cursor', () => {
    expect(productsApiPath({ sort: 'recent' }, null)).toBe('/api/products');
    expect(productsApiPath({ sort: 'price_asc', hairType: 'Mixte' }, 'eyJr')).toBe(
      '/api/products?hairType=Mixte&sort=price_asc&cursor=eyJr',
    );
  });
});
