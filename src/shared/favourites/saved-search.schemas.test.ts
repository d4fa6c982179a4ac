import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_NAME_MAX,
  describeSearch,
  savedSearchFilters,
  savedSearchPath,
  saveSearchSchema,
} from './saved-search.schemas';

describe('saved search filters', () => {
  it('keeps what was chosen in one canonical form, without the sort or the slider’s ends', () => {
    const a = savedSearchFilters({ color: 'noir', q: ' lace ', sort: 'price_desc', priceMin: 0, priceMax: 300 });
    const b = savedSearchFilters({ priceMax: 300, q: 'lace', color: 'noir', sort: 'recent' });
    expect(a).toEqual({ q: 'lace', color: 'noir', priceMax: '300' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(savedSearchFilters({ sort: 'price_asc', priceMin: 0, priceMax: 500 })).toEqual({});
  });

  it('drops values the shop does not know, as the shop does', () => {
    const parsed = saveSearchSchema.parse({ filters: { color: 'violet', category: 'Perruques', density: '9000' } });
    expect(savedSearchFilters(parsed.filters)).toEqual({ category: 'Perruques' });
  });

  it('opens the shop on the same view', () => {
    expect(savedSearchPath({ q: 'body wave', category: 'Perruques' })).toBe(
      '/marketplace?q=body+wave&category=Perruques',
    );
  });
});

describe('describeSearch', () => {
  it('names a search after its words and filters, in French', () => {
    expect(describeSearch({ q: 'lace', category: 'Perruques', color: 'noir', length: '40-100' })).toBe(
      '« lace » · Perruques · Noir · 40-100 cm',
    );
    expect(describeSearch({ texture: 'kinky_curly', priceMin: 50, priceMax: 200 })).toBe('Kinky curly · 50 € à 200 €');
    expect(describeSearch({ capSize: 'M', priceMin: 100 })).toBe('Bonnet M · Dès 100 €');
  });

  it('stays within the name limit', () => {
    const name = describeSearch({
      q: 'perruque frontale très naturelle',
      category: 'Perruques',
      hairType: 'Naturel',
      color: 'brun',
      texture: 'body_wave',
      lace: 'frontale_13x4',
      origin: 'bresilien',
    });
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});
