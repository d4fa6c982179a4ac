/**
 * CSV as French spreadsheets open it without an import dialog: UTF-8 with a byte-order mark
 * (so accents survive Excel), ';' between fields (',' is the decimal sign), CRLF line ends.
 * Every cell of every export goes through `csvCell`.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Rows an export reads per query: a few hundred kilobytes of CSV, whatever the period's size. */
export const CSV_BATCH_ROWS = 2_000;

/** Rows a batch at a time: a query's page of rows, mapped to fields. */
export type RowBatches = AsyncIterable<readonly (readonly string[])[]>;

/**
 * The same file as `toCsv`, written as its rows are read: the header (after the byte-order
 * mark), then one chunk per batch. Pulled by the response stream, so a slow reader pauses
 * the reading of the database (decision 069).
 */
export async function* csvChunks(header: readonly string[], batches: RowBatches): AsyncGenerator<string> {
  yield `\uFEFF${header.map(csvCell).join(';')}\r\n`;
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map((fields) => `${fields.map(csvCell).join(';')}\r\n`).join('');
  }
}

// What a spreadsheet reads as the start of a formula (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// The only cell allowed to start with '-': a number and nothing else, as frenchDecimal writes it.
const PLAIN_NUMBER = /^-?\d+(?:,\d+)?$/;

/** One field: a formula-like text is defused with a leading quote mark, then quoted if needed. */
export function csvCell(field: string): string {
  const safe = FORMULA_START.test(field) && !PLAIN_NUMBER.test(field) ? `'${field}` : field;
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
