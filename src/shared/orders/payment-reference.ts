/**
 * The payment reference a bank transfer carries: an ISO 11649 structured creditor reference
 * ("RF" + two check digits + the order number's letters and digits), so a bank statement line
 * can be tied to its order whatever the bank did to spaces and case.
 */

const MAX_BODY_LENGTH = 21;

/** ISO 7064 MOD 97-10 on the reference with letters as numbers (A = 10 … Z = 35). */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    for (const digit of String(Number.parseInt(char, 36))) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

function referenceBody(orderNumber: string): string {
  const body = orderNumber.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (body.length === 0 || body.length > MAX_BODY_LENGTH) {
    throw new RangeError(`An order number cannot make a creditor reference: ${orderNumber}`);
  }
  return body;
}

/** "RF47CMD2026000123" for order "CMD-2026-000123". */
export function paymentReference(orderNumber: string): string {
  const body = referenceBody(orderNumber);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Groups of four, as banks print it: "RF47 CMD2 0260 0012 3". */
export function formatPaymentReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether a string (spaces and case ignored) is a well-formed creditor reference. */
export function isCreditorReference(candidate: string): boolean {
  const compact = candidate.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}
