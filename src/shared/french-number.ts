/**
 * Counts and measures (never negative) written the French way ("1 234,5") without Intl.NumberFormat: a phone's first
 * Intl number formatter loads ICU data, about 30 ms of the main thread on the first screen
 * of the shop (issue 16). Same output as Intl's fr-FR for the options below, thousands
 * separated by U+202F (narrow no-break space) as Intl writes them.
 */
export function formatFrenchNumber(
  value: number,
  { minFractionDigits = 0, maxFractionDigits = 0 }: { minFractionDigits?: number; maxFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a count or a measure: ${value}`);
  // Rounds the shortest decimal form ("4.35" → 4.4, half up, as Intl does), not the binary
  // value that toFixed rounds (4.35 is 4.3499… in binary, so toFixed(1) gives 4.3).
  const [mantissa, exponent = '0'] = String(value).split('e');
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + maxFractionDigits}`));
  const digits = String(scaled).padStart(maxFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxFractionDigits);
  let fraction = digits.slice(digits.length - maxFractionDigits);
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '\u202F');
  return `${grouped}${fraction ? `,${fraction}` : ''}`;
}
