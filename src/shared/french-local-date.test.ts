import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateParts } from './french-local-date';

// What the browser's Intl writes for the same moment in the same (local) zone.
const intlParts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
const intlShortMonth = (at: Date) => new Intl.DateTimeFormat('fr-FR', { month: 'short' }).format(at);

describe('localDateParts', () => {
  it('names every month as Intl does in French, long and short', () => {
    for (let month = 0; month < 12; month += 1) {
      const at = new Date(2026, month, 15, 12);
      expect(localDateParts(at).longMonth).toBe(intlParts(at).month);
      expect(localDateParts(at).shortMonth).toBe(intlShortMonth(at));
    }
  });

  it('gives the day, year, hour and minute Intl gives in the local zone, for any moment', () => {
    const moments = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, (at) => {
        const ours = localDateParts(at.toISOString());
        const intl = intlParts(at);
        expect([String(ours.day), String(ours.year), String(ours.hour), ours.minute]).toEqual([
          intl.day,
          intl.year,
          String(Number(intl.hour)),
          intl.minute,
        ]);
      }),
    );
  });
});
