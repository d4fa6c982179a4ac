import { badRequest } from '@server/platform/errors';
import { type StatementLine, amountToCents, statementLine } from './statement-line';

/**
 * The generic French bank export: a header 'date;libellé;montant', semicolons, dates
 * dd/mm/yyyy, decimal comma; a negative amount is a debit and is not read.
 */
const invalidCsv = (why: string) => badRequest(`Le fichier CSV n'est pas lisible : ${why}`, 'STATEMENT_INVALID');

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Semicolon fields, a field in double quotes may hold semicolons ("" is a quote). */
function splitRow(row: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|;)(?:"((?:[^"]|"")*)"|([^;"]*))/g;
  let consumed = 0;
  for (const match of row.matchAll(pattern)) {
    if (match.index !== consumed) throw invalidCsv('guillemets mal fermés');
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
    consumed = match.index + match[0].length;
  }
  if (consumed !== row.length) throw invalidCsv('guillemets mal fermés');
  return fields.map((field) => field.trim());
}

function isoDate(raw: string, row: number): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw invalidCsv(`date « ${raw} » ligne ${row} (attendu jj/mm/aaaa)`);
  }
  return iso;
}

function columnsOf(header: string): { date: number; label: number; amount: number } {
  const names = splitRow(header).map(fold);
  const columns = { date: names.indexOf('date'), label: names.indexOf('libelle'), amount: names.indexOf('montant') };
  if (Object.values(columns).some((index) => index < 0)) {
    throw invalidCsv("l'en-tête doit contenir les colonnes « date;libellé;montant »");
  }
  return columns;
}

export function parseFrenchCsv(text: string): StatementLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const columns = columnsOf(rows[0] ?? '');
  return rows.slice(1).flatMap((row, index) => {
    if (row.trim() === '') return [];
    const fields = splitRow(row);
    const raw = fields[columns.amount] ?? '';
    if (raw.startsWith('-')) return [];
    const amountCents = amountToCents(raw.replace(/^\+/, '').replace(/\./g, ''), ',');
    if (amountCents === 0) return [];
    return [
      statementLine({
        account: '',
        bookedOn: isoDate(fields[columns.date] ?? '', index + 2),
        amountCents,
        currency: 'EUR',
        remittance: fields[columns.label] ?? '',
        debtorName: null,
        bankReference: null,
      }),
    ];
  });
}
