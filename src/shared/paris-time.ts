/**
 * Moments written in Paris time, whatever the reader's or the server's zone: the platform's own
 * dates (receipts, terms, statements, payout holds, holidays). Each formatter is made at its first
 * use, then kept: made when a module loads, a formatter with a time zone reads that zone's data,
 * about a fifth of a second of a slow phone's processor, on screens that may never format with it
 * (issue 35).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function parisFormat(
  locale: 'fr-FR' | 'en-CA' | 'en-GB',
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const format = formats.get(key) ?? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Paris' });
  formats.set(key, format);
  return format;
}

/** '2026-12-17': the calendar day a moment falls on in Paris. */
export const parisDay = (at: Date): string =>
  parisFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
