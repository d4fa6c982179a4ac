import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaymentReference, isCreditorReference, paymentReference } from './payment-reference';

describe('payment reference (ISO 11649)', () => {
  it('checks the standard’s published examples', () => {
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('RF712348231')).toBe(true);
    expect(isCreditorReference('RF19 5390 0754 7034')).toBe(false);
  });

  it('derives a valid reference from an order number, spaces and case ignored when read back', () => {
    const reference = paymentReference('CMD-2026-000123');
    expect(reference).toMatch(/^RF\d{2}CMD2026000123$/);
    expect(isCreditorReference(reference)).toBe(true);
    expect(isCreditorReference(formatPaymentReference(reference).toLowerCase())).toBe(true);
  });

  it('prints in groups of four', () => {
    expect(formatPaymentReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('catches any single changed character of any order’s reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 4, max: 16 }), (n, at) => {
        const reference = paymentReference(`CMD-2026-${String(n).padStart(6, '0')}`);
        const original = reference[at]!;
        const changed = original === '7' ? '8' : '7';
        return !isCreditorReference(reference.slice(0, at) + changed + reference.slice(at + 1));
      }),
    );
  });

  it('refuses an order number too long for a creditor reference', () => {
    expect(() => paymentReference('CMD-2026-0000000000000000000')).toThrow(RangeError);
  });
});
