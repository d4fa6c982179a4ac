import { createHmac, timingSafeEqual } from 'node:crypto';

/** Wave's advice, and ours: a signature older (or newer) than this is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

type Parsed = { timestamp: string; signatures: Buffer[] };

/**
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`: Wave's Wave-Signature header, and ours. Several v1
 * are allowed (a provider signs with the old and the new secret while rotating them).
 */
function parseHeader(header: string | undefined): Parsed | null {
  if (!header || header.length > 1000) return null;
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = value;
    if (key === 'v1' && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp && signatures.length > 0 ? { timestamp, signatures } : null;
}

/**
 * HMAC-SHA256 with the provider's secret over what it signs (the timestamp and the raw body
 * bytes), compared in constant time; then the timestamp within the tolerance of our clock.
 */
export function checkSignature(
  header: string | undefined,
  signed: (timestamp: string) => Buffer,
  secret: string,
  now: Date,
): SignatureCheck {
  const parsed = parseHeader(header);
  if (!parsed) return 'invalid';
  const expected = createHmac('sha256', secret).update(signed(parsed.timestamp)).digest();
  if (!parsed.signatures.some((signature) => timingSafeEqual(signature, expected))) return 'invalid';
  const age = Math.abs(now.getTime() / 1000 - Number(parsed.timestamp));
  return age <= SIGNATURE_TOLERANCE_SECONDS ? 'valid' : 'stale';
}
