import { z } from 'zod';
import { DELIVERY_TYPES } from '../delivery';
import type { FileRules } from '../file-rules';
import { text } from '../text';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_METHODS } from './payment-methods';

export const checkoutMessages = {
  addressRequired: 'Veuillez entrer une adresse de livraison',
  addressTooShort: "L'adresse doit contenir au moins 10 caractères",
  addressTooLong: "L'adresse est trop longue (max 500 caractères)",
  addressInvalidChars: "L'adresse contient des caractères invalides",
  countryTooLong: 'Le pays est trop long (max 100 caractères)',
  productInvalid: 'Produit invalide',
  lotInvalid: 'Lot invalide',
  productOrLot: 'Commandez un produit ou un lot, pas les deux',
  lotOffer: "Dans un lot, l'offre acceptée de chaque article compte d'elle-même",
  offerInvalid: 'Offre introuvable',
  deliveryTypeRequired: 'Veuillez choisir un mode de livraison',
  paymentMethodRequired: 'Veuillez sélectionner un mode de paiement',
  pickupPointRequired: 'Veuillez entrer un point de récupération',
  pickupPointTooLong: 'Le point de récupération est trop long (max 300 caractères)',
  trackingNumberTooLong: 'Le numéro de suivi est trop long (max 100 caractères)',
  statusInvalid: 'Veuillez sélectionner un statut',
  reasonRequired: 'Veuillez indiquer une raison',
  reasonTooLong: 'La raison est trop longue (max 500 caractères)',
  idempotencyKeyInvalid: "L'en-tête Idempotency-Key doit contenir de 8 à 128 lettres, chiffres, tirets ou soulignés",
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre commande',
} as const;

/**
 * One key per checkout attempt, sent again when the attempt is retried: the server answers a
 * retry with the order the first try made, never a second one. A UUID fits.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string({ error: checkoutMessages.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, checkoutMessages.idempotencyKeyInvalid);

/**
 * Spec §5 "Checkout", to the letter: letters (accented too), digits, whitespace,
 * comma, period, hyphen. \p{M} admits accents typed as combining marks.
 */
// The spec's list, plus what French addresses need: ' ’ / ° (decisions.md).
const ADDRESS_PATTERN = /^[\p{L}\p{M}0-9\s,.'’/°-]+$/u;

/** A delivery address; the first failing rule gives the message, as the spec lists them. */
export const deliveryAddressSchema = text({ error: checkoutMessages.addressRequired })
  .trim()
  .min(1, checkoutMessages.addressRequired)
  .min(10, checkoutMessages.addressTooShort)
  .max(500, checkoutMessages.addressTooLong)
  .regex(ADDRESS_PATTERN, checkoutMessages.addressInvalidChars);

// Blank means unknown, which delivery.ts prices at the European rate.
const countrySchema = text()
  .trim()
  .max(100, checkoutMessages.countryTooLong)
  .nullish()
  .transform((country) => (country ? country : null));

export const checkoutSchema = z
  .object({
    productId: z.uuid({ error: checkoutMessages.productInvalid }).optional(),
    /** Instead of productId: order my open lot with this seller (issue 32, decision 065). */
    lotSellerId: z.uuid({ error: checkoutMessages.lotInvalid }).optional(),
    deliveryType: z.enum(DELIVERY_TYPES, { error: checkoutMessages.deliveryTypeRequired }),
    address: text().nullish(),
    country: countrySchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: checkoutMessages.paymentMethodRequired }),
    /** An accepted offer of mine on this product: the server reads its amount (decision 058). */
    offerId: z.uuid({ error: checkoutMessages.offerInvalid }).nullish(),
  })
  .superRefine((data, ctx) => {
    if ((data.productId === undefined) === (data.lotSellerId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: checkoutMessages.productOrLot });
    }
    // Each line's accepted offer is found by the server (decision 065).
    if (data.lotSellerId !== undefined && data.offerId) {
      ctx.addIssue({ code: 'custom', path: ['offerId'], message: checkoutMessages.lotOffer });
    }
  })
  .superRefine(
    (data, ctx) => {
      if (data.deliveryType !== 'home') return;
      const address = deliveryAddressSchema.safeParse(data.address);
      if (!address.success) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: address.error.issues[0]?.message ?? '' });
      }
    },
    // Also when another field failed, so the form shows the address message with the others.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // Pickup needs no address and costs nothing wherever the buyer lives.
  .transform((data) =>
    data.deliveryType === 'pickup'
      ? { ...data, address: null, country: null }
      : { ...data, address: data.address?.trim() ?? null },
  );
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;

export const pickupPointSchema = z.object({
  pickupLocation: text({ error: checkoutMessages.pickupPointRequired })
    .trim()
    .min(1, checkoutMessages.pickupPointRequired)
    .max(300, checkoutMessages.pickupPointTooLong),
});

/** The same address rules as checkout; the country sets the new delivery cost. */
export const switchToHomeSchema = z.object({
  address: deliveryAddressSchema,
  country: countrySchema,
});

export const markSentSchema = z.object({
  trackingNumber: text()
    .trim()
    .max(100, checkoutMessages.trackingNumberTooLong)
    .nullish()
    .transform((trackingNumber) => (trackingNumber ? trackingNumber : null)),
});

export const adminSetStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: checkoutMessages.statusInvalid }),
  reason: text({ error: checkoutMessages.reasonRequired })
    .trim()
    .min(1, checkoutMessages.reasonRequired)
    .max(500, checkoutMessages.reasonTooLong),
});

export const paymentProofRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  messages: {
    required: 'Veuillez sélectionner un fichier',
    type: 'Seuls les fichiers JPG, PNG et PDF sont autorisés',
    size: 'La taille du fichier doit être inférieure à 5 Mo',
  },
};
