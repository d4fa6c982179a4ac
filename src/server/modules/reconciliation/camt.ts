import { badRequest } from '@server/platform/errors';
import { type StatementLine, amountToCents, statementLine } from './statement-line';
import { type XmlElement, child, childrenNamed, parseXml, path } from './xml-tree';

/**
 * ISO 20022 camt.053 (BkToCstmrStmt, Stmt) and camt.054 (BkToCstmrDbtCdtNtfctn, Ntfctn),
 * versions 001.02 to 001.08: the credit entries (Ntry with CdtDbtInd CRDT, not reversals).
 * A batch entry with several TxDtls gives one line per transaction, each with its own amount
 * and remittance information.
 */
const REPORTS: Record<string, string> = { BkToCstmrStmt: 'Stmt', BkToCstmrDbtCdtNtfctn: 'Ntfctn' };

const notCamt = () =>
  badRequest(
    "Ce fichier XML n'est pas un relevé camt.053 ou camt.054 (BkToCstmrStmt ou BkToCstmrDbtCdtNtfctn)",
    'STATEMENT_UNSUPPORTED',
  );

function amountOf(element: XmlElement | undefined): { amountCents: number; currency: string } | undefined {
  if (!element?.text) return undefined;
  return { amountCents: amountToCents(element.text, '.'), currency: (element.attrs.Ccy ?? '').toUpperCase() };
}

/** TxDtls carries its amount at Amt (001.08) or AmtDtls/TxAmt/Amt (001.02 onwards). */
const transactionAmount = (tx: XmlElement) =>
  amountOf(child(tx, 'Amt')) ?? amountOf(path(tx, 'AmtDtls', 'TxAmt', 'Amt'));

function remittanceOf(tx: XmlElement | undefined, entry: XmlElement): string {
  const info = child(tx, 'RmtInf');
  const parts = [
    ...childrenNamed(info, 'Ustrd').map((u) => u.text),
    ...childrenNamed(info, 'Strd').map((s) => path(s, 'CdtrRefInf', 'Ref')?.text ?? ''),
    path(tx, 'Refs', 'EndToEndId')?.text ?? '',
    child(entry, 'AddtlNtryInf')?.text ?? '',
  ];
  return parts.filter((part) => part !== '' && part !== 'NOTPROVIDED').join(' ');
}

/** Dbtr/Nm up to 001.07, Dbtr/Pty/Nm in 001.08. */
const debtorOf = (tx: XmlElement | undefined) =>
  path(tx, 'RltdPties', 'Dbtr', 'Nm')?.text ?? path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')?.text ?? null;

function entryLines(entry: XmlElement, account: string): StatementLine[] {
  if (child(entry, 'CdtDbtInd')?.text !== 'CRDT' || child(entry, 'RvslInd')?.text === 'true') return [];
  const entryAmount = amountOf(child(entry, 'Amt'));
  if (!entryAmount) throw badRequest('Une écriture du relevé n’a pas de montant', 'STATEMENT_INVALID');
  const bookedOn = (path(entry, 'BookgDt', 'Dt')?.text ?? path(entry, 'BookgDt', 'DtTm')?.text ?? '').slice(0, 10);
  const entryReference = child(entry, 'AcctSvcrRef')?.text ?? null;
  const transactions = childrenNamed(entry, 'NtryDtls').flatMap((details) => childrenNamed(details, 'TxDtls'));
  const batch = transactions.length > 1;
  const describe = (tx: XmlElement | undefined, index: number) => {
    const own = tx && batch ? transactionAmount(tx) : undefined;
    const txReference = path(tx, 'Refs', 'AcctSvcrRef')?.text;
    return statementLine({
      account,
      bookedOn,
      ...(own ?? entryAmount),
      remittance: remittanceOf(tx, entry),
      debtorName: debtorOf(tx),
      bankReference: txReference ?? (entryReference && batch ? `${entryReference}/${index + 1}` : entryReference),
    });
  };
  return transactions.length === 0 ? [describe(undefined, 0)] : transactions.map(describe);
}

export function parseCamt(xml: string): StatementLine[] {
  const root = parseXml(xml);
  const message = root.name === 'Document' ? root.children[0] : undefined;
  const reportName = message ? REPORTS[message.name] : undefined;
  if (!message || !reportName) throw notCamt();
  return childrenNamed(message, reportName).flatMap((report) => {
    const account = path(report, 'Acct', 'Id', 'IBAN')?.text ?? path(report, 'Acct', 'Id', 'Othr', 'Id')?.text ?? '';
    return childrenNamed(report, 'Ntry').flatMap((entry) => entryLines(entry, account));
  });
}
