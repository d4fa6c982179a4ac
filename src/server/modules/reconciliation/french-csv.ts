import { type StatementLine, amountToCents, statementLine } from './statement-line';
import { csvRecords, invalidCsv } from './csv-records';

/**
 * French bank CSV exports (decision 046, 047): semicolons, dates dd/mm/yyyy, decimal comma.
 * - the generic layout, a header 'date;libellé;montant', a negative amount being a debit;
 * - Crédit Agricole's account export: a few lines about the account ('Téléchargement du …',
 *   holder, 'Solde au …', 'Liste des opérations du compte entre le … et le …') before the header
 *   'Date;Libellé;Débit euros;Crédit euros;', labels on several lines in quotes, Windows-1252.
 * The layout is recognised by its header, looked for among the first lines.
 */
export type CsvLayout = 'csv' | 'csv_credit_agricole';

type Columns = { date: number; label: number } & ({ amount: number } | { debit: number; credit: number });

const HEADER_SEARCH_LINES = 30;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function columnsOf(header: string[]): { layout: CsvLayout; columns: Columns } | undefined {
  const names = header.map(fold);
  const date = names.indexOf('date');
  const label = names.indexOf('libelle');
  if (date < 0 || label < 0) return undefined;
  const amount = names.indexOf('montant');
  if (amount >= 0) return { layout: 'csv', columns: { date, label, amount } };
  const debit = names.indexOf('debit euros');
  const credit = names.indexOf('credit euros');
  if (debit >= 0 && credit >= 0) return { layout: 'csv_credit_agricole', columns: { date, label, debit, credit } };
  return undefined;
}

function isoDate(raw: string, line: number): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw invalidCsv(`date « ${raw} » ligne ${line} (attendu jj/mm/aaaa)`);
  }
  return iso;
}

/** '1.250,00', '1 250,00' or '+95,99' to cents; the sign is the caller's business. */
const cents = (raw: string) => amountToCents(raw.replace(/^\+/, '').replace(/\./g, ''), ',');

/** The credit a row carries, or undefined for a debit. */
function creditOf(fields: string[], columns: Columns): number | undefined {
  if ('amount' in columns) {
    const raw = fields[columns.amount] ?? '';
    return raw.startsWith('-') ? undefined : cents(raw);
  }
  const credit = fields[columns.credit] ?? '';
  return credit === '' ? undefined : cents(credit);
}

export function parseFrenchCsv(text: string): { layout: CsvLayout; lines: StatementLine[] } {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const headerAt = records.slice(0, HEADER_SEARCH_LINES).findIndex((record) => columnsOf(record.fields) !== undefined);
  const found = headerAt < 0 ? undefined : columnsOf(records[headerAt]?.fields ?? []);
  if (!found) {
    throw invalidCsv(
      "l'en-tête doit contenir les colonnes « date;libellé;montant » ou « Date;Libellé;Débit euros;Crédit euros » (Crédit Agricole)",
    );
  }
  const { layout, columns } = found;
  const lines = records.slice(headerAt + 1).flatMap(({ line, fields }) => {
    const bookedOn = isoDate(fields[columns.date] ?? '', line);
    const amountCents = creditOf(fields, columns);
    if (amountCents === undefined || amountCents === 0) return [];
    // Crédit Agricole breaks a label over several lines; one line reads better and matches alike.
    const label = fields[columns.label] ?? '';
    return [
      statementLine({
        account: '',
        bookedOn,
        amountCents,
        currency: 'EUR',
        remittance: layout === 'csv' ? label : label.replace(/\s+/g, ' '),
        debtorName: null,
        bankReference: null,
      }),
    ];
  });
  return { layout, lines };
}
