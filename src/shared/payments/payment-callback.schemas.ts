import { z } from 'zod';
import { text } from '../text';

/**
 * Decision 048: our own documented callback format, for a provider without a signed webhook
 * of its own (a PayPal or mobile-money integration we relay). The amount is in cents.
 */
export const genericCallbackSchema = z.object({
  transactionId: text().min(1).max(200),
  reference: text().max(200),
  amount: z.number().int().positive().max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Devise ISO 4217 attendue (EUR)'),
  paidAt: z.iso.datetime({ offset: true }),
  payer: text().max(200).nullish(),
});
export type GenericCallback = z.infer<typeof genericCallbackSchema>;

/**
 * The part of Wave's Checkout API event we read (https://docs.wave.com/webhook): an envelope
 * `{ id, type, data }` whose `data` is the checkout session. Its amount is a string in the
 * currency's units ("125", "12.50"); `client_reference` is what we gave when creating it.
 */
export const waveEventSchema = z.object({
  id: text().max(200),
  type: text().max(100),
  data: z
    .object({
      id: text().max(200),
      amount: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'Montant Wave illisible'),
      currency: z.string().regex(/^[A-Z]{3}$/, 'Devise ISO 4217 attendue'),
      client_reference: text().max(200).nullish(),
      payment_status: text().max(40).optional(),
      transaction_id: text().min(1).max(200).nullish(),
      when_completed: z.iso.datetime({ offset: true }).nullish(),
    })
    .optional(),
});
export type WaveEvent = z.infer<typeof waveEventSchema>;

export const callbackResultSchema = z.object({
  outcome: z.enum(['validated', 'to_examine', 'already_received', 'ignored']),
  orderNumber: z.string().nullable(),
});
export type CallbackResult = z.infer<typeof callbackResultSchema>;

export const callbackMessages = {
  unknownProvider: 'Prestataire de paiement inconnu ou non configuré',
  badSignature: 'Signature du rappel de paiement invalide',
  stale: 'Rappel de paiement trop ancien (plus de 5 minutes) : signature refusée',
  unreadable: 'Rappel de paiement illisible',
} as const;
