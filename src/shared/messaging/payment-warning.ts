/**
 * Spots a message that carries payment details or invites payment outside the platform
 * (decisions.md §9): the escrow protects only payments made through Boucles, so both people
 * are warned. Pure and shared, so the composer can warn before sending and the server decides.
 * Deliberately narrow: a phone number alone, an e-mail alone, the word "virement" or "PayPal"
 * alone (both are ways to pay the platform) raise nothing.
 */
export type PaymentWarningReason = 'iban' | 'phone_payment' | 'paypal_address' | 'off_platform';

// Accents and case do not matter: "Vírement DIRECT" is the same invitation.
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const IBAN_CANDIDATE = /\b[a-z]{2}\d{2}(?:[ -]?[a-z0-9]){11,30}/g;

// IBAN lengths of the countries our buyers and sellers bank in (Europe, West and Central Africa).
const IBAN_LENGTHS: Record<string, number> = {
  fr: 27,
  mc: 27,
  be: 16,
  lu: 20,
  ch: 21,
  de: 22,
  nl: 18,
  es: 24,
  pt: 25,
  it: 27,
  gb: 22,
  ie: 22,
  at: 20,
  dk: 18,
  fi: 18,
  se: 24,
  no: 15,
  pl: 28,
  gr: 27,
  cz: 24,
  ro: 24,
  hu: 28,
  bg: 22,
  hr: 21,
  si: 19,
  sk: 24,
  ee: 20,
  lt: 20,
  lv: 21,
  cy: 28,
  mt: 31,
  is: 26,
  li: 21,
  sn: 28,
  ci: 28,
  ml: 28,
  bj: 28,
  bf: 28,
  tg: 28,
  ne: 28,
  cm: 27,
  ga: 27,
  cg: 27,
  td: 27,
  cf: 27,
  gq: 27,
  ma: 28,
  tn: 24,
  dz: 26,
  mg: 27,
  mr: 27,
};

/**
 * A candidate runs on into the words after it ("…189 merci"): the IBAN is its first n
 * characters, n being its country's length; an unknown country is tried at each group's end.
 */
function containsIban(candidate: string): boolean {
  const compact = candidate.replace(/[ -]/g, '');
  const known = IBAN_LENGTHS[compact.slice(0, 2)];
  if (known) return compact.length >= known && isValidIban(compact.slice(0, known));
  const ends = [...candidate.matchAll(/[a-z0-9](?=[ -]|$)/g)].map(
    (match) => candidate.slice(0, (match.index ?? 0) + 1).replace(/[ -]/g, '').length,
  );
  return ends.some((end) => end >= 15 && isValidIban(compact.slice(0, end)));
}

/** ISO 13616 check: the country and check digits moved to the end, the whole read base 36, mod 97 = 1. */
export function isValidIban(candidate: string): boolean {
  const compact = candidate.replace(/[ -]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// A French number (06 12 34 56 78, 06.12.34.56.78) or an international one (+33 6…, 00225 07…).
// Never inside a longer code (an order number such as CMD-2026-000123 is not a phone).
const PHONE =
  /(?<![\w-])(?:0[1-9](?:[\s.-]?\d{2}){4}|(?:\+|00)[1-9]\d{0,2}(?:[\s.-]?\(0\))?(?:[\s.-]?\d){6,12})(?![\w-])/;

// "argent" alone is left out on purpose: it is also a hair colour (silver).
const PAYMENT_WORDS =
  /\b(?:pay(?:e|er|ez|es|ons|ement)|paie(?:s|nt|ment|ra|rai)?|regle[rz]?|reglement|virement|vire[rz]?|transfert|envoie[rsz]?\s+(?:l'|de\s+l')?argent|wave|orange\s*money|mtn\s*money|mobile\s*money|momo|moov\s*money|lydia|wero|paylib|revolut|cash|especes)\b/;

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/;
const PAYPAL_LINK = /\bpaypal\.me\/\S+/;

const OFF_PLATFORM = [
  /\bvirement\s+direct\b/,
  /\bpaiement\s+direct\b/,
  /\bpayer\s+(?:en\s+)?direct(?:ement)?\b/,
  /\bwestern\s*union\b/,
  /\bmoney\s*gram\b/,
  /\bria\s+money\b/,
  /\bmandat\s+cash\b/,
  /\b(?:transcash|neosurf|coupons?\s+pcs)\b/,
  /\b(?:hors|en\s+dehors\s+de)\s+(?:la\s+)?(?:plateforme|boucles|site|appli(?:cation)?)\b/,
  /\bsans\s+passer\s+par\s+(?:la\s+)?(?:plateforme|boucles|le\s+site|l'appli(?:cation)?)\b/,
  /\bde\s+la\s+main\s+a\s+la\s+main\b/,
];

/** The reasons a message deserves the warning; empty when it does not. */
export function paymentWarningReasons(message: string): PaymentWarningReason[] {
  const text = fold(message);
  const reasons: PaymentWarningReason[] = [];
  if ([...text.matchAll(IBAN_CANDIDATE)].some((match) => containsIban(match[0]))) reasons.push('iban');
  else if (/\b(?:iban|rib)\b/.test(text) && PAYMENT_WORDS.test(text)) reasons.push('iban');
  if (PAYMENT_WORDS.test(text) && PHONE.test(text)) reasons.push('phone_payment');
  if (PAYPAL_LINK.test(text) || (/\bpaypal\b/.test(text) && EMAIL.test(text))) reasons.push('paypal_address');
  if (OFF_PLATFORM.some((pattern) => pattern.test(text))) reasons.push('off_platform');
  return reasons;
}

export const hasPaymentWarning = (message: string): boolean => paymentWarningReasons(message).length > 0;
