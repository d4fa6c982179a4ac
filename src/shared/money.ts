/** Amounts are integer cents everywhere (database, API, rules); only the UI shows euros. */

export const COMMISSION_RATE_PERCENT = 5;

function assertCents(cents: number): void {
  // Checking the scaled value keeps every intermediate of the integer arithmetic exact.
  if (!Number.isSafeInteger(cents) || cents < 0 || !Number.isSafeInteger(cents * COMMISSION_RATE_PERCENT + 50)) {
    throw new RangeError(`Invalid amount in cents: ${cents}`);
  }
}

/** 5% of the price, rounded half-up to the cent, in integer arithmetic (no float drift). */
export function commissionCents(priceCents: number): number {
  assertCents(priceCents);
  const scaled = priceCents * COMMISSION_RATE_PERCENT + 50;
  return (scaled - (scaled % 100)) / 100;
}

export function sellerAmountCents(priceCents: number): number {
  return priceCents - commissionCents(priceCents);
}

export function splitPrice(priceCents: number): { commissionCents: number; sellerAmountCents: number } {
  const commission = commissionCents(priceCents);
  return { commissionCents: commission, sellerAmountCents: priceCents - commission };
}

/**
 * "1 234,50 €" where both spaces are U+00A0 (no-break space): the same string in every
 * browser, in Node, in e-mails and in tests (ICU writes U+202F between thousands, and
 * which space it uses has changed across versions). Written by hand rather than with
 * Intl.NumberFormat, whose first currency formatter loads ICU data: about 30 ms of a
 * phone's first screen, for a format that never changes (issue 16).
 */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, '\u00A0');
  return `${sign}${euros},${String(absolute % 100).padStart(2, '0')}\u00A0€`;
}

// Plain digits or groups of three separated by any space; then "," or "." and 1-2 decimals.
const EUROS_PATTERN = /^(\d+|\d{1,3}(?:\s\d{3})+)(?:[.,](\d{1,2}))?(?:\s?€)?$/;

/** Parses what a person types ("12,99", "12.99", " 1 234,5 ", "12,99 €"); null when not a valid amount. */
export function eurosToCents(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const cents = Math.round(input * 100);
    // Tolerates binary noise (0.1 + 0.2) but not a third decimal.
    if (Math.abs(input * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
    return cents;
  }
  const match = EUROS_PATTERN.exec(input.trim());
  if (!match) return null;
  const euros = Number((match[1] ?? '').replace(/\s/g, ''));
  const cents = euros * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The value for an <input type="number" step="0.01">: 1299 → "12.99", 5 → "0.05". */
export function centsToEurosInput(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Invalid amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
