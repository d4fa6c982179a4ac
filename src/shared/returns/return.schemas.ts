import { z } from 'zod';
import type { FileRules } from '../file-rules';
import { deliveryAddressSchema } from '../orders/checkout.schemas';
import type { PaymentMethod } from '../orders/payment-methods';
import {
  checkPayoutDetails,
  onlyChosenDetails,
  type PayoutDetails,
  payoutDetailFields,
} from '../profile/payout-details.schemas';
import { PAYOUT_METHODS, type PayoutMethod } from '../profile/payout-methods';
import { text } from '../text';
import { RETURN_REASONS } from './return-status';
import { DISPUTE_OUTCOMES, orderReturnViewSchema } from './return-view.schemas';
import { nextCursorSchema, pageQuerySchema } from '@shared/paging';

export const returnMessages = {
  reasonRequired: 'Veuillez sélectionner une raison de retour',
  descriptionTooLong: 'La description est trop longue (max 1000 caractères)',
  tooManyPhotos: 'Vous pouvez ajouter au plus 5 photos',
  created: 'Demande de retour créée avec succès!',
  createFailed: 'Erreur lors de la création de la demande de retour',
  statusUpdated: 'Statut du retour mis à jour!',
  statusFailed: 'Erreur lors de la mise à jour du statut',
  validated: 'Retour validé avec succès!',
  validateFailed: 'Erreur lors de la validation du retour',
  refunded: 'Retour remboursé',
  refundFailed: 'Erreur lors du remboursement',
  refundMethodRequired: 'Veuillez choisir comment être remboursé',
  refundReferenceRequired: 'Veuillez indiquer la référence du remboursement',
  refundReferenceTooLong: 'La référence est trop longue (max 200 caractères)',
  refundedOrder: 'Cette commande a déjà été remboursée',
  openReturnOnCancel:
    "Un retour est en cours sur cette commande : remboursez l'acheteur par le retour, depuis l'onglet Retours",
  unpaidOrder: "Le paiement de cette commande n'a jamais été validé : rien à rembourser",
  cancelledOrder: 'Cette commande a été annulée : son remboursement est déjà fait',
  notFound: 'Retour introuvable',
  returnAddressRequired: "Veuillez entrer l'adresse où renvoyer l'article",
  countryTooLong: 'Le pays est trop long (max 100 caractères)',
  trackingRequired: 'Veuillez entrer le numéro de suivi du transporteur',
  trackingInvalid: 'Le numéro de suivi doit contenir de 6 à 40 lettres ou chiffres (tirets et espaces permis)',
  refusalReasonRequired: 'Veuillez expliquer votre refus (au moins 10 caractères)',
  refusalReasonTooLong: 'La raison du refus est trop longue (max 1000 caractères)',
  disputeMessageRequired: 'Veuillez expliquer votre contestation (au moins 10 caractères)',
  disputeMessageTooLong: 'Le message est trop long (max 2000 caractères)',
  disputeOpened: "Votre contestation est envoyée : l'admin va trancher",
  decisionReasonRequired: 'Veuillez motiver la décision (au moins 10 caractères)',
  decisionReasonTooLong: 'La motivation est trop longue (max 1000 caractères)',
  decisionRequired: 'Veuillez choisir : maintenir le refus ou ordonner le retour',
  decided: 'Décision enregistrée',
  sealAnswerInvalid: 'Veuillez indiquer si le scellé du produit est intact',
  itemsRequired: 'Veuillez choisir les articles à retourner',
  itemNotInOrder: 'Cet article ne fait pas partie de cette commande',
} as const;

/** The lines a return sends back, comma-separated order line ids (one field of the multipart form). */
const returnedItemIds = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return null;
    const ids = [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => id !== '');
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: returnMessages.itemsRequired });
      return z.NEVER;
    }
    if (ids.some((id) => !z.uuid().safeParse(id).success)) {
      ctx.addIssue({ code: 'custom', message: returnMessages.itemNotInOrder });
      return z.NEVER;
    }
    return ids;
  });

export const RETURN_PHOTO_MAX = 5;

/** Return photos: images only (checked again by their bytes on the server). */
export const returnPhotoRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  messages: {
    required: 'Veuillez sélectionner une photo',
    type: 'Seuls les fichiers JPG, PNG et WEBP sont autorisés',
    size: 'La taille du fichier doit être inférieure à 5 Mo',
  },
};

const proofTypes = ['image/jpeg', 'image/png', 'application/pdf'];
const proofSize = 'La taille du fichier doit être inférieure à 5 Mo';
const proofType = 'Seuls les fichiers JPG, PNG et PDF sont autorisés';

/** The admin's proof of the refund paid from escrow, an image or a PDF (decision 041). */
export const adminRefundProofRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: proofTypes,
  messages: { required: 'Veuillez sélectionner un fichier de preuve', type: proofType, size: proofSize },
};

/** How the order was paid says how the buyer is most likely refunded (the form's first choice). */
export const refundMethodForPayment: Record<PaymentMethod, PayoutMethod> = {
  bank_transfer: 'iban',
  paypal: 'paypal',
  mtn_mobile: 'mobile_money',
};

/** Where the platform sends the buyer's money back: the method, the holder's name and the account. */
export type RefundDestination = { method: PayoutMethod; holder: string | null; account: string };

function refundDestination(details: PayoutDetails & { paymentMethod: PayoutMethod }): RefundDestination {
  switch (details.paymentMethod) {
    case 'paypal':
      return { method: 'paypal', holder: null, account: details.paypalEmail ?? '' };
    case 'iban':
      return { method: 'iban', holder: details.ibanHolderName, account: details.ibanNumber ?? '' };
    case 'mobile_money':
      return { method: 'mobile_money', holder: details.mobileMoneyName, account: details.mobileMoneyNumber ?? '' };
  }
}

/**
 * The text fields of a return request (the photos travel beside them in the multipart body),
 * with how the buyer wants to be refunded, in the payout details' shape (decision 041).
 */
export const returnRequestFieldsSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: returnMessages.reasonRequired }),
  description: text().trim().max(1000, returnMessages.descriptionTooLong).default(''),
  /** A withdrawal of a sealed listing: 'yes' the seal is intact, 'no' it was opened (decision 060). */
  sealIntact: z.enum(['yes', 'no'], { error: returnMessages.sealAnswerInvalid }).optional(),
  /** The lines sent back (decision 066); a one-line order's only line when absent. */
  itemIds: returnedItemIds,
  ...payoutDetailFields,
});

/** The request checked like payout details: the chosen method's details only, and required. */
export const returnRequestSchema = returnRequestFieldsSchema
  .superRefine((data, ctx) => {
    if (data.paymentMethod === null) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: returnMessages.refundMethodRequired });
      return;
    }
    checkPayoutDetails(data, ctx);
  })
  .transform((data) => {
    const details = onlyChosenDetails(data);
    const method = details.paymentMethod ?? 'iban';
    return {
      reason: data.reason,
      description: data.description,
      sealIntact: data.sealIntact === undefined ? null : data.sealIntact === 'yes',
      itemIds: data.itemIds,
      refund: refundDestination({ ...details, paymentMethod: method }),
    };
  });
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

/** The seller confirms the item is back, and whether the unit goes back on sale ('Remettre en vente'). */
export const returnReceivedSchema = z.object({ relist: z.boolean().default(false) });

/** What the admin records when paying the buyer back from escrow (the proof travels beside it). */
export const returnRefundSchema = z.object({
  method: z.enum(PAYOUT_METHODS, { error: returnMessages.refundMethodRequired }),
  reference: text({ error: returnMessages.refundReferenceRequired })
    .trim()
    .min(1, returnMessages.refundReferenceRequired)
    .max(200, returnMessages.refundReferenceTooLong),
});
export type ReturnRefundInput = z.input<typeof returnRefundSchema>;
export type ReturnRefund = z.output<typeof returnRefundSchema>;

/** The seller accepts: where the buyer sends the item, by checkout's address rules (decision 026). */
export const returnApprovalSchema = z.object({
  address: text({ error: returnMessages.returnAddressRequired })
    .trim()
    .min(1, returnMessages.returnAddressRequired)
    .pipe(deliveryAddressSchema),
  country: text()
    .trim()
    .max(100, returnMessages.countryTooLong)
    .nullish()
    .transform((country) => (country ? country : null)),
});
export type ReturnApprovalInput = z.input<typeof returnApprovalSchema>;

/** Carriers' numbers: Colissimo 13, Mondial Relay 8 to 12, UPS 18, DHL 10 characters… */
const TRACKING_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{4,38})[A-Za-z0-9]$/;

export const returnShippingSchema = z.object({
  trackingNumber: text({ error: returnMessages.trackingRequired })
    .trim()
    .min(1, returnMessages.trackingRequired)
    .regex(TRACKING_PATTERN, returnMessages.trackingInvalid),
});
export type ReturnShippingInput = z.input<typeof returnShippingSchema>;

export const returnRefusalSchema = z.object({
  reason: text({ error: returnMessages.refusalReasonRequired })
    .trim()
    .min(10, returnMessages.refusalReasonRequired)
    .max(1000, returnMessages.refusalReasonTooLong),
});
export type ReturnRefusalInput = z.input<typeof returnRefusalSchema>;

/** The buyer contests the refusal; photos travel beside the message, by the return photos' rules. */
export const returnDisputeSchema = z.object({
  message: text({ error: returnMessages.disputeMessageRequired })
    .trim()
    .min(10, returnMessages.disputeMessageRequired)
    .max(2000, returnMessages.disputeMessageTooLong),
});
export type ReturnDisputeInput = z.input<typeof returnDisputeSchema>;

export const disputeDecisionSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: returnMessages.decisionRequired }),
  reason: text({ error: returnMessages.decisionReasonRequired })
    .trim()
    .min(10, returnMessages.decisionReasonRequired)
    .max(1000, returnMessages.decisionReasonTooLong),
});
export type DisputeDecisionInput = z.input<typeof disputeDecisionSchema>;

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** A return in the admin's pending-returns tab. */
export const adminReturnViewSchema = orderReturnViewSchema
  .omit({ allowedActions: true })
  .extend({
    orderId: z.uuid(),
    orderNumber: z.string(),
    totalAmountCents: z.number().int(),
    productTitle: z.string(),
    buyer: person,
    seller: person,
  })
  .meta({ id: 'AdminReturn' });
export type AdminReturnView = z.infer<typeof adminReturnViewSchema>;

/** approved: waiting for the admin's validation; received: waiting to be closed as refunded; disputed: to decide. */
export const ADMIN_RETURN_FILTERS = [
  'approved',
  'received',
  'disputed',
  'admin_approved',
  'shipped_back',
  'refunded',
] as const;
export type AdminReturnFilter = (typeof ADMIN_RETURN_FILTERS)[number];
export const adminReturnListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_RETURN_FILTERS).default('approved'),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;
/** A page of one status's returns, oldest change first, and how many there are in all (decision 075). */
export const adminReturnListResponseSchema = z.object({
  returns: z.array(adminReturnViewSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type AdminReturnList = z.infer<typeof adminReturnListResponseSchema>;
