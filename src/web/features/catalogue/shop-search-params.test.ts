import { describe, expect, it } from 'vitest';
import {
  countPanelFilters,
  filtersFromSearchParams,
  productsApiPath,
  searchParamsFromFilters,
  withoutPanelFilters,
} from './shop-search-params';

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

describe('searchParamsFromFilters', () => {
  it('leaves defaults out of the URL', () => {
    expect(searchParamsFromFilters({ sort: 'recent', priceMin: 0, priceMax: 500, q: '  ' }).toString()).toBe('');
  });

  it('writes filters in one fixed order, whatever order they were chosen in', () => {
    const a = searchParamsFromFilters({ sort: 'price_desc', color: 'blond', category: 'Perruques' });
    const b = searchParamsFromFilters({ category: 'Perruques', sort: 'price_desc', color: 'blond' });
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
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
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

describe('panel filters', () => {
  it('counts the set filters, the price range once', () => {
    expect(countPanelFilters({ sort: 'price_asc', q: 'lace' })).toBe(0);
    expect(countPanelFilters({ sort: 'recent', category: 'Perruques', priceMin: 10, priceMax: 90 })).toBe(2);
    expect(countPanelFilters({ sort: 'recent', priceMin: 0, priceMax: 500 })).toBe(0);
  });

  it('are cleared while the search and the order stay', () => {
    expect(withoutPanelFilters({ q: 'afro', sort: 'price_desc', color: 'noir', priceMax: 100 })).toEqual({
      q: 'afro',
      sort: 'price_desc',
    });
  });
});
