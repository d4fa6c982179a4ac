import { describe, expect, it } from 'vitest';
import { dac7Status, detailsRequested, isParisJanuary, isReportable, parisYear } from './dac7';
import {
  entityTaxDetailsInputSchema,
  individualTaxDetailsInputSchema,
  taxDetailsInputSchema,
} from './tax-details.schemas';

describe('DAC7 thresholds (Annex V: excluded below 30 sales and at most 2 000 €)', () => {
  it.each([
    [29, 0, false],
    [30, 0, true],
    [0, 199_999, false],
    [0, 200_000, false],
    [0, 200_001, true],
    [29, 199_999, false],
    [29, 200_000, false],
    [29, 200_001, true],
  ])('%i sales and %i cents: reportable %s', (sales, considerationCents, expected) => {
    expect(isReportable({ sales, considerationCents })).toBe(expected);
  });

  it('asks for the details from 25 sales or 1 500 €', () => {
    expect(detailsRequested({ sales: 24, considerationCents: 149_999 })).toBe(false);
    expect(detailsRequested({ sales: 25, considerationCents: 0 })).toBe(true);
    expect(detailsRequested({ sales: 0, considerationCents: 150_000 })).toBe(true);
  });

  it('names the status as the admin reads it', () => {
    expect(dac7Status({ sales: 30, considerationCents: 0 }, false)).toBe('details_missing');
    expect(dac7Status({ sales: 30, considerationCents: 0 }, true)).toBe('to_report');
    expect(dac7Status({ sales: 3, considerationCents: 0 }, true)).toBe('below_thresholds');
  });

  it('counts the year and January in Paris time', () => {
    expect(parisYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(isParisJanuary(new Date('2026-12-31T23:30:00Z'))).toBe(true);
    expect(isParisJanuary(new Date('2027-01-31T23:30:00Z'))).toBe(false);
  });
});

describe('the tax details form', () => {
  const valid = {
    firstName: 'Awa',
    lastName: 'Diallo',
    birthDate: '1990-04-12',
    street: '5 rue des Tresses',
    postalCode: '75018',
    city: 'Paris',
    countryCode: 'FR',
    tin: '1 23 45 678 901 23',
    tinCountry: 'FR',
  };

  it('keeps the tax number as letters and digits only', () => {
    expect(taxDetailsInputSchema.parse(valid)).toMatchObject({ tin: '1234567890123' });
  });

  it('refuses an impossible birth date, an unknown country and a short tax number, in French', () => {
    const result = individualTaxDetailsInputSchema.safeParse({
      ...valid,
      birthDate: '1990-02-30',
      countryCode: 'XX',
      tin: '12',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Veuillez choisir un pays de la liste',
      'Veuillez indiquer votre numéro fiscal (4 à 50 lettres ou chiffres)',
      'Veuillez indiquer une date de naissance valide (vous devez avoir au moins 16 ans)',
    ]);
  });

  it('asks a private seller for their names and date of birth, a company for neither', () => {
    const { firstName: _first, lastName: _last, birthDate: _birth, ...company } = valid;
    expect(entityTaxDetailsInputSchema.safeParse(company).success).toBe(true);
    expect(taxDetailsInputSchema.safeParse(company).success).toBe(true);
    expect(individualTaxDetailsInputSchema.safeParse(company).error?.issues.map((issue) => issue.path[0])).toEqual([
      'firstName',
      'lastName',
      'birthDate',
    ]);
  });
});
