import { createHmac } from 'node:crypto';

/**
 * A local stand-in for the payment providers (decision 048): it builds and signs callbacks
 * exactly as Wave's webhooks are signed, and as our generic format is, with the secrets the
 * test app is configured with.
 */
export const TEST_CALLBACK_SECRETS = {
  wave: 'wave_sn_WHS_test-secret-for-the-stand-in',
  generic: 'boucles-generic-test-secret-0123456789',
} as const;

export type SignedCallback = { url: string; payload: string; headers: Record<string, string> };

const unix = (at: Date) => Math.floor(at.getTime() / 1000);
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Wave: `Wave-Signature: t=<unix>,v1=hex(HMAC-SHA256(secret, t + body))`. */
export function waveSignature(body: string, at: Date, secret: string = TEST_CALLBACK_SECRETS.wave): string {
  const t = unix(at);
  return `t=${t},v1=${hmac(secret, `${t}${body}`)}`;
}

/** Ours: `X-Boucles-Signature: t=<unix>,v1=hex(HMAC-SHA256(secret, t + "." + body))`. */
export function genericSignature(body: string, at: Date, secret: string = TEST_CALLBACK_SECRETS.generic): string {
  const t = unix(at);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

type WavePayment = {
  transactionId: string;
  reference: string | null;
  /** In the currency's units, as Wave writes it: "125", "30.99". */
  amount: string;
  currency?: string;
  type?: string;
  paymentStatus?: string;
  at: Date;
};

/** A `checkout.session.completed` event shaped as Wave's Checkout API sends it. */
export function waveEvent(payment: WavePayment): string {
  const session = `cos-${payment.transactionId.toLowerCase()}`;
  return JSON.stringify({
    id: `AE_sn_${payment.transactionId}`,
    type: payment.type ?? 'checkout.session.completed',
    data: {
      id: session,
      amount: payment.amount,
      checkout_status: 'complete',
      client_reference: payment.reference,
      currency: payment.currency ?? 'EUR',
      error_url: 'https://boucles.example/paiement/erreur',
      last_payment_error: null,
      business_name: 'Boucles',
      payment_status: payment.paymentStatus ?? 'succeeded',
      success_url: 'https://boucles.example/paiement/merci',
      transaction_id: payment.transactionId,
      wave_launch_url: `https://pay.wave.com/c/${session}`,
      when_completed: payment.at.toISOString(),
      when_created: new Date(payment.at.getTime() - 60_000).toISOString(),
      when_expires: new Date(payment.at.getTime() + 30 * 60_000).toISOString(),
    },
  });
}

export function waveCallback(payment: WavePayment, signedAt: Date = payment.at): SignedCallback {
  const payload = waveEvent(payment);
  return {
    url: '/api/payments/callbacks/wave',
    payload,
    headers: { 'content-type': 'application/json', 'wave-signature': waveSignature(payload, signedAt) },
  };
}

type GenericPayment = {
  transactionId: string;
  reference: string;
  amountCents: number;
  currency?: string;
  payer?: string | null;
  at: Date;
};

export function genericCallback(payment: GenericPayment, signedAt: Date = payment.at): SignedCallback {
  const payload = JSON.stringify({
    transactionId: payment.transactionId,
    reference: payment.reference,
    amount: payment.amountCents,
    currency: payment.currency ?? 'EUR',
    paidAt: payment.at.toISOString(),
    payer: payment.payer ?? 'Awa Acheteuse',
  });
  return {
    url: '/api/payments/callbacks/generic',
    payload,
    headers: { 'content-type': 'application/json', 'x-boucles-signature': genericSignature(payload, signedAt) },
  };
}
