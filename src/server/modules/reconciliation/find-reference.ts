import { isCreditorReference } from '@shared/orders/payment-reference';

/**
 * The order a transfer's remittance information names: its RF creditor reference or its
 * order number, anywhere in the text, whatever the spaces, hyphens and case, with or without
 * the 'RF'. An RF reference whose check digits fail names nothing (a mistyped digit must not
 * pay another order); two digits before the number without 'RF' count only when they are
 * the right check digits, since they may be any other figure of the label.
 */
export type ReferenceFinding =
  | { kind: 'none' }
  | { kind: 'invalid'; reference: string }
  | { kind: 'several'; orderNumbers: string[] }
  | { kind: 'order'; orderNumber: string };

const SEP = '[\\s-]*';
// "CMD" + year (4 digits) + sequence (6 digits, decision 046), not followed by a further digit.
const PATTERN = new RegExp(
  `(?:(R${SEP}F)${SEP})?(?:(\\d${SEP}\\d)${SEP})?C${SEP}M${SEP}D((?:${SEP}\\d){10})(?!\\d)`,
  'g',
);

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

type Candidate = { orderNumber: string; invalidReference?: string };

function candidate(match: RegExpMatchArray): Candidate {
  const digits = digitsOnly(match[3] ?? '');
  const orderNumber = `CMD-${digits.slice(0, 4)}-${digits.slice(4)}`;
  const check = match[2] ? digitsOnly(match[2]) : undefined;
  if (!match[1] || check === undefined) return { orderNumber };
  const reference = `RF${check}CMD${digits}`;
  return isCreditorReference(reference) ? { orderNumber } : { orderNumber, invalidReference: reference };
}

export function findReference(remittance: string): ReferenceFinding {
  const candidates = [...remittance.toUpperCase().matchAll(PATTERN)].map(candidate);
  const invalid = candidates.find((c) => c.invalidReference);
  if (invalid?.invalidReference) return { kind: 'invalid', reference: invalid.invalidReference };
  const orderNumbers = [...new Set(candidates.map((c) => c.orderNumber))];
  if (orderNumbers.length === 0) return { kind: 'none' };
  if (orderNumbers.length > 1) return { kind: 'several', orderNumbers };
  return { kind: 'order', orderNumber: orderNumbers[0] as string };
}
