/** La Poste's SIREN: its establishments' SIRETs follow their own checksum (digit sum multiple of 5). */
const LA_POSTE_SIREN = '356000000';

/** Spaces and dots people type between the groups of digits ("123 456 789 00012") are dropped. */
export const normalizeSiret = (value: string): string => value.replace(/[\s.]/g, '');

/**
 * A SIRET is 14 digits whose Luhn sum is a multiple of 10 (INSEE), with La Poste's
 * exception. Format and checksum only: whether the company exists is for the admin to judge.
 */
export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (value.startsWith(LA_POSTE_SIREN) && value !== `${LA_POSTE_SIREN}00048`) {
    return digits.reduce((sum, digit) => sum + digit, 0) % 5 === 0;
  }
  const luhn = digits.reduce((sum, digit, index) => {
    // From the left, every second digit of an even-length number is doubled.
    if (index % 2 === 1) return sum + digit;
    const doubled = digit * 2;
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return luhn % 10 === 0;
}
