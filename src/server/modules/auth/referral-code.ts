import { randomInt } from 'node:crypto';

// No 0/O or 1/I: codes are read aloud and typed from a phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from 32 symbols: about 10^12 codes, so a clash is left to the unique index. */
export function generateReferralCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
