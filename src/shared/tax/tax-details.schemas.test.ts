import { describe, expect, it } from 'vitest';
import { TAX_COUNTRIES } from './tax-details.schemas';

describe('TAX_COUNTRIES', () => {
  it('lists the countries in French alphabetical order, as a French collator sorts them', () => {
    const names = TAX_COUNTRIES.map((country) => country.fr);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  });
});
