import { describe, expect, it } from 'vitest';
import { earliestEffectiveDay, frenchDate, parisMidnight } from './terms-dates';

describe('terms dates', () => {
  it('puts a day at its first minute in Paris, in winter and in summer', () => {
    expect(parisMidnight('2026-12-17').toISOString()).toBe('2026-12-16T23:00:00.000Z');
    expect(parisMidnight('2027-07-01').toISOString()).toBe('2027-06-30T22:00:00.000Z');
  });

  it('gives the first day at least 15 days away', () => {
    expect(earliestEffectiveDay(new Date('2026-12-01T10:00:00+01:00'))).toBe('2026-12-17');
    expect(earliestEffectiveDay(new Date('2026-12-01T00:00:00+01:00'))).toBe('2026-12-16');
    expect(earliestEffectiveDay(new Date('2027-03-20T12:00:00+01:00'))).toBe('2027-04-05');
  });

  it('writes the date in French', () => {
    expect(frenchDate('2026-12-16T23:00:00.000Z')).toBe('17 décembre 2026');
  });
});
