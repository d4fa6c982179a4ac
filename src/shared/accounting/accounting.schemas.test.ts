import { describe, expect, it } from 'vitest';
import { accountingMessages, balancesQuerySchema, exportRangeSchema } from './accounting.schemas';

describe('accounting dates', () => {
  it.each(['../../../etc/passwd', '🛡x', '0000-99-99', '2026-02-30', '', '2026-1-1'])(
    'refuses %j in French, never throwing',
    (day) => {
      expect(balancesQuerySchema.safeParse({ at: day }).error?.issues[0]?.message).toBe(accountingMessages.dateInvalid);
      expect(exportRangeSchema.safeParse({ from: day, to: '2026-01-01' }).success).toBe(false);
    },
  );

  it('takes a real day, and a period in order of at most 366 days', () => {
    expect(balancesQuerySchema.safeParse({ at: '2028-02-29' }).success).toBe(true);
    expect(exportRangeSchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(exportRangeSchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe(
      accountingMessages.rangeInvalid,
    );
  });
});
