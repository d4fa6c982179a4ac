import { describe, expect, it } from 'vitest';
import { countPanelFilters, withoutPanelFilters } from './shop-search-params';

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
