import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_MAX_DAYS, addDaysToDay, holidayFormSchema, holidayMessages } from './holiday.schemas';
import { formatReturnDay } from './holiday';
import { parisDay } from '@shared/paris-time';

const dayArbitrary = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the holiday return day', () => {
  it('accepts exactly tomorrow … 90 days ahead, whatever today is', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.integer({ min: -400, max: 400 }), (today, offset) => {
        const day = addDaysToDay(today, offset);
        const parsed = holidayFormSchema(today).safeParse({ until: day });
        expect(parsed.success).toBe(offset >= 1 && offset <= HOLIDAY_MAX_DAYS);
        if (!parsed.success)
          expect(parsed.error.issues[0]?.message).toBe(offset < 1 ? holidayMessages.tooSoon : holidayMessages.tooLate);
      }),
    );
  });

  it('refuses any text that is not a calendar day, in French', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\d{4}-\d{2}-\d{2}$/.test(text));
        const parsed = holidayFormSchema('2026-11-26').safeParse({ until: text });
        expect(parsed.success).toBe(false);
        expect([holidayMessages.dateInvalid, holidayMessages.dateRequired]).toContain(parsed.error?.issues[0]?.message);
      }),
    );
    expect(holidayFormSchema('2026-11-26').safeParse({ until: '2027-02-29' }).success).toBe(false);
  });

  it('moves across months, years and the leap day', () => {
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2026-11-26', 90)).toBe('2027-02-24');
  });

  it('takes today as the Paris day, whatever the server’s zone', () => {
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('says the day as French does', () => {
    expect(formatReturnDay('2027-01-12')).toBe('12 janvier');
    expect(formatReturnDay('2027-08-01')).toBe('1er août');
  });
});
