import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFrenchNumber } from './french-number';

describe('formatFrenchNumber', () => {
  it.each([
    [4.5, { minFractionDigits: 1, maxFractionDigits: 1 }, '4,5'],
    [4, { minFractionDigits: 1, maxFractionDigits: 1 }, '4,0'],
    [4.35, { minFractionDigits: 1, maxFractionDigits: 1 }, '4,4'],
    [45, { maxFractionDigits: 1 }, '45'],
    [17.716, { minFractionDigits: 1, maxFractionDigits: 1 }, '17,7'],
    [12345, {}, '12\u202F345'],
  ])('%d → %s', (value, options, expected) => {
    expect(formatFrenchNumber(value, options)).toBe(expected);
  });

  it('refuses what is not a count or a measure', () => {
    expect(() => formatFrenchNumber(-1)).toThrow(RangeError);
    expect(() => formatFrenchNumber(Number.NaN)).toThrow(RangeError);
  });

  it('writes what Intl writes for fr-FR', () => {
    const options = fc.record({ min: fc.integer({ min: 0, max: 2 }), extra: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 1e9, noNaN: true }),
          fc.integer({ min: 0, max: 500 }).map((n) => n / 20),
        ),
        options,
        (value, { min, extra }) => {
          const format = { minFractionDigits: min, maxFractionDigits: min + extra };
          const intl = new Intl.NumberFormat('fr-FR', {
            minimumFractionDigits: format.minFractionDigits,
            maximumFractionDigits: format.maxFractionDigits,
          });
          expect(formatFrenchNumber(value, format)).toBe(intl.format(value));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
