/**
 * CSV as French spreadsheets open it without an import dialog: UTF-8 with a byte-order mark
 * (so accents survive Excel), ';' between fields (',' is the decimal sign), CRLF line ends.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(quote).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function quote(field: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet: neutralised with a quote mark.
  const safe = /^[=+\-@\t\r]/.test(field) && !/^-\d/.test(field) ? `'${field}` : field;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as a French decimal without grouping, e.g. -1234,50 (what a spreadsheet reads as a number). */
export function frenchDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** 'JJ/MM/AAAA HH:MM' in UTC, as the export says in its header. */
export function frenchDateTime(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}
