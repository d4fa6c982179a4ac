import { z } from 'zod';
import type { FileRules } from '../file-rules';
import { text } from '../text';
import { RETURN_ACTIONS, RETURN_REASONS, RETURN_STATUSES } from './return-status';

export const returnMessages = {
  reasonRequired: 'Veuillez sélectionner une raison de retour',
  descriptionTooLong: 'La description est trop longue (max 1000 caractères)',
  tooManyPhotos: 'Vous pouvez ajouter au plus 5 photos',
  created: 'Demande de retour créée avec succès!',
  createFailed: 'Erreur lors de la création de la demande de retour',
  statusUpdated: 'Statut du retour mis à jour!',
  statusFailed: 'Erreur lors de la mise à jour du statut',
  proofSent: 'Preuve de remboursement envoyée!',
  proofFailed: "Erreur lors de l'envoi de la preuve",
  validated: 'Retour validé avec succès!',
  validateFailed: 'Erreur lors de la validation du retour',
  refunded: 'Retour remboursé',
  notFound: 'Retour introuvable',
} as const;

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

/** Spec §5: the seller's refund proof, an image or a PDF. */
export const sellerRefundProofRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: proofTypes,
  messages: { required: 'Veuillez sélectionner une preuve de virement', type: proofType, size: proofSize },
};

/** Spec §5: the admin's proof when validating a return, an image or a PDF. */
export const adminRefundProofRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: proofTypes,
  messages: { required: 'Veuillez sélectionner un fichier de preuve', type: proofType, size: proofSize },
};

/** The text fields of a return request (the photos travel beside them in the multipart body). */
export const returnRequestSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: returnMessages.reasonRequired }),
  description: text().trim().max(1000, returnMessages.descriptionTooLong).default(''),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

const isoDate = z.string();

/** The return of an order as its buyer or seller sees it, in the order view. */
export const orderReturnViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  description: z.string().nullable(),
  /** Signed URLs (one year, spec §9). */
  photoUrls: z.array(z.string()),
  /** Signed for one hour; null when the seller has not sent one. */
  sellerRefundProofUrl: z.string().nullable(),
  /** Signed for one year; null before the admin's validation. */
  adminRefundProofUrl: z.string().nullable(),
  /** What this viewer may do on the return now. */
  allowedActions: z.array(z.enum(RETURN_ACTIONS)),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type OrderReturnView = z.infer<typeof orderReturnViewSchema>;

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** A return in the admin's pending-returns tab. */
export const adminReturnViewSchema = orderReturnViewSchema.omit({ allowedActions: true }).extend({
  orderId: z.uuid(),
  orderNumber: z.string(),
  totalAmountCents: z.number().int(),
  productTitle: z.string(),
  buyer: person,
  seller: person,
});
export type AdminReturnView = z.infer<typeof adminReturnViewSchema>;

/** approved: waiting for the admin's validation; received: waiting to be closed as refunded. */
export const ADMIN_RETURN_FILTERS = ['approved', 'received', 'admin_approved', 'shipped_back', 'refunded'] as const;
export type AdminReturnFilter = (typeof ADMIN_RETURN_FILTERS)[number];
export const adminReturnListQuerySchema = z.object({ status: z.enum(ADMIN_RETURN_FILTERS).default('approved') });
export const adminReturnListResponseSchema = z.object({ returns: z.array(adminReturnViewSchema) });
