import { timingSafeEqual } from 'node:crypto';

/** Whether a signature someone sent is the expected one, in constant time (no guessing by timing). */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
