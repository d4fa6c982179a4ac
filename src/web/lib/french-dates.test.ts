import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { describe, expect, it } from 'vitest';
import { formatLongDateTime, formatShortDateTime } from './french-dates';

// The dates the orders and the admin's lists showed with date-fns, written the same without it.
const dates = ['2026-01-05T08:07:00Z', '2026-02-28T23:59:00Z', '2026-07-14T12:00:00Z', '2026-12-31T00:00:00Z'];

describe('french dates', () => {
  it.each(dates)('writes %s as date-fns did, long month', (iso) => {
    expect(formatLongDateTime(iso)).toBe(format(new Date(iso), "d MMMM yyyy 'à' HH:mm", { locale: fr }));
  });

  it.each(dates)('writes %s as date-fns did, short month', (iso) => {
    expect(formatShortDateTime(iso)).toBe(format(new Date(iso), 'd MMM yyyy, HH:mm', { locale: fr }));
  });

  it('writes every short month as date-fns did', () => {
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(2026, month, 3, 9, 5).toISOString();
      expect(formatShortDateTime(iso)).toBe(format(new Date(iso), 'd MMM yyyy, HH:mm', { locale: fr }));
    }
  });
});
