import type { z } from 'zod';
import { genericCallbackSchema, waveEventSchema, callbackMessages } from '@shared/payments/payment-callback.schemas';
import { badRequest } from '@server/platform/errors';
import { amountToCents } from '../reconciliation/statement-line';

/** A payment a provider tells us it received, in our terms. */
export type PaymentNotification = {
  transactionId: string;
  reference: string;
  amountCents: number;
  currency: string;
  /** yyyy-mm-dd */
  paidOn: string;
  payer: string | null;
  details: Record<string, unknown>;
};

export type ProviderName = 'wave' | 'generic';

export type ProviderAdapter = {
  /** The source shown in the activity log and the 'À examiner' list. */
  label: string;
  signatureHeader: string;
  /** The bytes the provider signs, from the header's timestamp and the raw body. */
  signedPayload(timestamp: string, body: Buffer): Buffer;
  /** The payment the event reports; null for an event that reports none (a failure, a test). */
  read(json: unknown, now: Date): PaymentNotification | null;
};

function parse<T>(schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${callbackMessages.unreadable} : ${issue?.path.join('.') || 'corps'} (${issue?.message ?? ''})`);
  }
  return parsed.data;
}

/** Ours: `X-Boucles-Signature: t=<unix>,v1=hex(HMAC-SHA256(secret, "<t>." + body))`. */
const generic: ProviderAdapter = {
  label: 'Rappel de paiement (générique)',
  signatureHeader: 'x-boucles-signature',
  signedPayload: (timestamp, body) => Buffer.concat([Buffer.from(`${timestamp}.`), body]),
  read(json) {
    const callback = parse(genericCallbackSchema, json);
    return {
      transactionId: callback.transactionId,
      reference: callback.reference,
      amountCents: callback.amount,
      currency: callback.currency,
      paidOn: callback.paidAt.slice(0, 10),
      payer: callback.payer ?? null,
      details: { transactionId: callback.transactionId, paidAt: callback.paidAt },
    };
  },
};

/**
 * Wave's Checkout API webhooks (https://docs.wave.com/webhook, "Signing secret" strategy):
 * `Wave-Signature: t=<unix>,v1=hex(HMAC-SHA256(secret, "<t>" + body))`, no separator. Only
 * `checkout.session.completed` with `payment_status` 'succeeded' is a payment; every other event
 * is acknowledged and changes nothing.
 */
const wave: ProviderAdapter = {
  label: 'Paiement mobile (Wave)',
  signatureHeader: 'wave-signature',
  signedPayload: (timestamp, body) => Buffer.concat([Buffer.from(timestamp), body]),
  read(json, now) {
    const event = parse(waveEventSchema, json);
    const session = event.data;
    if (event.type !== 'checkout.session.completed' || !session || session.payment_status !== 'succeeded') return null;
    // The Wave transaction id, which the payer also sees in the app; a session is paid once.
    const transactionId = session.transaction_id ?? session.id;
    const completedAt = session.when_completed ?? now.toISOString();
    return {
      transactionId,
      reference: session.client_reference ?? '',
      amountCents: amountToCents(session.amount, '.'),
      currency: session.currency,
      paidOn: completedAt.slice(0, 10),
      payer: null,
      details: { eventId: event.id, checkoutSessionId: session.id, transactionId, amount: session.amount },
    };
  },
};

const ADAPTERS: Record<ProviderName, ProviderAdapter> = { wave, generic };

export function providerNamed(name: string): { name: ProviderName; adapter: ProviderAdapter } | null {
  return Object.hasOwn(ADAPTERS, name) ? { name: name as ProviderName, adapter: ADAPTERS[name as ProviderName] } : null;
}
