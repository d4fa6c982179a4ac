import { createHash } from 'node:crypto';
import { badRequest } from '@server/platform/errors';

/** One credit read from a bank statement, whatever its format. */
export type StatementLine = {
  /** Identifies the line across imports: the bank's reference, or a hash of what the line says. */
  key: string;
  bookedOn: string;
  amountCents: number;
  currency: string;
  remittance: string;
  debtorName: string | null;
  bankReference: string | null;
};

type LineFacts = Omit<StatementLine, 'key'> & { account: string };

/**
 * The bank's own reference is unique per account; without one, the same date, amount, label
 * and account make the same line, so two overlapping statements import it once.
 */
export function statementLine(facts: LineFacts): StatementLine {
  const { account, ...line } = facts;
  const key = line.bankReference
    ? `ref:${account}:${line.bankReference}`
    : `hash:${createHash('sha256')
        .update([account, line.bookedOn, line.amountCents, line.currency, line.remittance].join('\u0000'))
        .digest('hex')}`;
  return { key, ...line };
}

/** "1234.5" or "1234,50" (the separator given) to cents, refusing more than two decimals. */
export function amountToCents(raw: string, separator: '.' | ','): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  const escaped = separator === '.' ? '\\.' : ',';
  const match = new RegExp(`^(\\d{1,10})(?:${escaped}(\\d{1,5}))?$`).exec(compact);
  const fraction = (match?.[2] ?? '').padEnd(5, '0');
  if (!match || !fraction.endsWith('000')) throw badRequest(`Montant illisible : « ${raw} »`, 'STATEMENT_INVALID');
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}
