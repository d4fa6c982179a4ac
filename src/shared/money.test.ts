import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEurosInput,
  commissionCents,
  COMMISSION_RATE_PERCENT,
  eurosToCents,
  formatEuros,
  sellerAmountCents,
  splitPrice,
} from './money';

const NBSP = '\u00A0';
const price = fc.integer({ min: 0, max: 10_000_000 });

describe('commissionCents', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.05 c
    [9, 0], // 0.45 c
    [10, 1], // 0.5 c: half goes up
    [30, 2], // 1.5 c
    [1299, 65], // 64.95 c
    [1000, 50],
    [10_000_000, 500_000],
  ])('%i cents → %i cents', (priceCents, expected) => {
    expect(commissionCents(priceCents)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER])('refuses %d', (bad) => {
    expect(() => commissionCents(bad)).toThrow(RangeError);
  });

  it('is exactly half-up, as a BigInt reference computes it', () => {
    fc.assert(
      fc.property(price, (p) => {
        const reference = (BigInt(p) * BigInt(COMMISSION_RATE_PERCENT) + 50n) / 100n;
        expect(BigInt(commissionCents(p))).toBe(reference);
      }),
    );
  });

  it('stays within half a cent of 5%, hence within 4.5%-5.5% from 1 €', () => {
    fc.assert(
      fc.property(price, (p) => {
        const c = commissionCents(p);
        // Half-up: an exact half cent goes up, so the upper bound is inclusive.
        expect(100 * c).toBeGreaterThan(5 * p - 50);
        expect(100 * c).toBeLessThanOrEqual(5 * p + 50);
        if (p >= 100) {
          expect(1000 * c).toBeGreaterThanOrEqual(45 * p);
          expect(1000 * c).toBeLessThanOrEqual(55 * p);
        }
      }),
    );
  });
});

describe('seller share', () => {
  it('commission and seller amount always add up to the price', () => {
    fc.assert(
      fc.property(price, (p) => {
        const split = splitPrice(p);
        expect(split.commissionCents + split.sellerAmountCents).toBe(p);
        expect(split.sellerAmountCents).toBe(sellerAmountCents(p));
        expect(split.sellerAmountCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives 95% to the seller', () => {
    expect(splitPrice(1299)).toEqual({ commissionCents: 65, sellerAmountCents: 1234 });
    expect(() => sellerAmountCents(-5)).toThrow(RangeError);
  });
});

describe('formatEuros', () => {
  it.each([
    [1299, `12,99${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [123450, `1${NBSP}234,50${NBSP}€`],
    [123456789, `1${NBSP}234${NBSP}567,89${NBSP}€`],
    [-1299, `-12,99${NBSP}€`],
  ])('%i → %s', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });

  it('uses U+00A0 and never the narrow no-break space', () => {
    fc.assert(
      fc.property(price, (p) => {
        expect(formatEuros(p)).not.toMatch(/[\u202F ]/);
      }),
    );
  });

  it('writes what Intl writes for fr-FR euros, spaces aside', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (cents) => {
        expect(formatEuros(cents)).toBe(intl.format(cents / 100).replace(/[\u202F\u00A0]/g, NBSP));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatEuros(12.5)).toThrow(RangeError);
  });
});

describe('eurosToCents', () => {
  it.each<[string | number, number | null]>([
    ['12,99', 1299],
    ['12.99', 1299],
    ['12', 1200],
    ['12,5', 1250],
    ['0,05', 5],
    [' 1 234,5 ', 123450],
    [`1${NBSP}234,50${NBSP}€`, 123450],
    ['12,99 €', 1299],
    ['1234567', 123456700],
    [12.99, 1299],
    [0.1 + 0.2, 30],
    [0, 0],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['-5', null],
    ['12,999', null],
    ['12,', null],
    [',5', null],
    ['1,2,3', null],
    ['12 34', null],
    [-1, null],
    [12.345, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['99999999999999999999', null],
  ])('%j → %j', (input, expected) => {
    expect(eurosToCents(input)).toBe(expected);
  });

  it('reads back what formatEuros and centsToEurosInput write', () => {
    fc.assert(
      fc.property(price, (p) => {
        expect(eurosToCents(formatEuros(p))).toBe(p);
        expect(eurosToCents(centsToEurosInput(p))).toBe(p);
        expect(eurosToCents(p / 100)).toBe(p);
      }),
    );
  });
});

describe('centsToEurosInput', () => {
  it.each([
    [1299, '12.99'],
    [1200, '12.00'],
    [5, '0.05'],
    [0, '0.00'],
    [123450, '1234.50'],
  ])('%i → %s', (cents, expected) => {
    expect(centsToEurosInput(cents)).toBe(expected);
  });

  it('refuses negative and fractional cents', () => {
    expect(() => centsToEurosInput(-1)).toThrow(RangeError);
    expect(() => centsToEurosInput(1.5)).toThrow(RangeError);
  });
});
