import { z } from 'zod';
import type { FileRules } from '../file-rules';
import { groundSchema } from '../moderation/statement.schemas';
import { text } from '../text';
import { SELLER_STATUSES } from './seller-status';
import { legalDetailsSchema } from './seller-status.schemas';
import { isValidSiret, normalizeSiret } from './siret';

export const verificationMessages = {
  approved: 'Utilisateur vérifié',
  refused: 'Vérification refusée',
  failed: 'Erreur lors de la vérification',
  revoked: 'Vérification retirée',
  requested: 'Demande de vérification envoyée',
  requestFailed: 'Erreur lors de la demande',
  siretRequired: 'Veuillez saisir votre numéro SIRET',
  siretInvalid: 'Numéro SIRET invalide (14 chiffres)',
  reasonRequired: 'Veuillez indiquer la raison',
  reasonTooLong: 'La raison est trop longue (max 500 caractères)',
  sellerOnly: 'Seuls les vendeurs peuvent demander la vérification',
  alreadyPending: 'Votre demande de vérification est déjà en cours d’examen',
  alreadyVerified: 'Votre compte est déjà vérifié',
  notFound: 'Demande de vérification introuvable',
  notPending: 'Cette demande a déjà été traitée',
  notVerified: 'Cet utilisateur n’est pas vérifié',
} as const;

/** Spec §9 file limits, as for proofs: JPG, PNG or PDF, 5 MB; images re-encoded without metadata. */
export const verificationDocumentRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  messages: {
    required: 'Veuillez joindre une pièce d’identité',
    type: 'Seuls les fichiers JPG, PNG et PDF sont autorisés',
    size: 'La taille du fichier doit être inférieure à 5 Mo',
  },
};

/** Spec §9: the admin's verification list shows 10 at a time. */
export const VERIFICATION_PAGE_SIZE = 10;
/** decisions.md §9: documents are deleted 30 days after the decision. */
export const VERIFICATION_DOCUMENT_RETENTION_DAYS = 30;

export const reasonSchema = text({ error: verificationMessages.reasonRequired })
  .trim()
  .min(1, verificationMessages.reasonRequired)
  .max(500, verificationMessages.reasonTooLong);

/** The seller's form (the document travels beside it): a professional gives a SIRET. */
export const verificationRequestSchema = z
  .object({
    kind: z.enum(['individual', 'professional'], { error: 'Veuillez choisir particulier ou professionnel' }),
    siret: text().trim().max(40, verificationMessages.siretInvalid).optional(),
  })
  .transform((value, ctx) => {
    if (value.kind === 'individual') return { isProfessional: false, siret: null };
    const siret = normalizeSiret(value.siret ?? '');
    if (siret === '') {
      ctx.addIssue({ code: 'custom', message: verificationMessages.siretRequired, path: ['siret'] });
      return z.NEVER;
    }
    if (!isValidSiret(siret)) {
      ctx.addIssue({ code: 'custom', message: verificationMessages.siretInvalid, path: ['siret'] });
      return z.NEVER;
    }
    return { isProfessional: true, siret };
  });
export type VerificationRequestInput = z.input<typeof verificationRequestSchema>;
export type VerificationRequest = z.output<typeof verificationRequestSchema>;

export const refuseVerificationSchema = z.object({
  reason: reasonSchema,
  ground: groundSchema.default('terms_verification'),
});

export const VERIFICATION_STATES = ['not_requested', 'pending', 'verified', 'refused', 'revoked'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What the seller sees of their own verification. */
export const myVerificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  isSeller: z.boolean(),
  /** Why it was refused or withdrawn. */
  reason: z.string().nullable(),
  /** The statement of reasons of a refusal or withdrawal (DSA art. 17): its page and its ground. */
  decision: z.object({ id: z.uuid(), groundLabel: z.string() }).nullable(),
  requestedAt: z.iso.datetime({ offset: true }).nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const verificationStateLabels: Record<VerificationState, string> = {
  not_requested: 'Non demandée',
  pending: 'En cours d’examen',
  verified: 'Vendeur vérifié',
  refused: 'Refusée',
  revoked: 'Retirée',
};

export const adminVerificationSchema = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string(), username: z.string().nullable(), email: z.string() }),
  isProfessional: z.boolean(),
  siret: z.string().nullable(),
  /** The profile's status and a professional's legal details, for the desk to check (decision 060). */
  sellerStatus: z.enum(SELLER_STATUSES),
  legalDetails: legalDetailsSchema.nullable(),
  /** Signed for one hour (spec §9); null when the file is gone. */
  documentUrl: z.string().nullable(),
  documentType: z.enum(['image', 'pdf']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationPageSchema = z.object({
  items: z.array(adminVerificationSchema),
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type AdminVerificationPage = z.infer<typeof adminVerificationPageSchema>;

export const cursorQuerySchema = z.object({ after: z.string().max(200).optional() });
