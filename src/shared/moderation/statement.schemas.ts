import { z } from 'zod';
import { MODERATION_DECISION_KINDS, MODERATION_GROUNDS } from './grounds';
import { text } from '../text';
import { nextCursorSchema, pageSchema } from '../paging';

export const statementMessages = {
  notFound: 'Décision introuvable',
  complaintRequired: 'Expliquez pourquoi vous contestez cette décision',
  complaintTooShort: 'Votre explication est trop courte (min 10 caractères)',
  complaintTooLong: 'Votre explication est trop longue (max 2000 caractères)',
  complaintSent: 'Contestation envoyée. Un autre membre de l’équipe va réexaminer la décision.',
  complaintFailed: 'Erreur lors de l’envoi de la contestation',
  contestClosed: 'Le délai de 6 mois pour contester cette décision est dépassé',
  alreadyContested: 'Cette décision a déjà été contestée',
  answerRequired: 'Expliquez votre décision à la personne concernée',
  answerTooLong: 'Votre réponse est trop longue (max 2000 caractères)',
  sameAdmin: 'Une contestation doit être examinée par un autre administrateur que celui qui a décidé',
  notPending: 'Cette contestation a déjà été examinée',
  reviewed: 'Contestation examinée',
  groundRequired: 'Veuillez choisir le motif de la décision',
} as const;

export const groundSchema = z.enum(MODERATION_GROUNDS, { error: statementMessages.groundRequired });

/** The statement of reasons the person reads (DSA art. 17(3)). */
export const statementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MODERATION_DECISION_KINDS),
  /** What was restricted: the listing's title, the account. */
  subject: z.string().nullable(),
  productId: z.uuid().nullable(),
  facts: z.string(),
  ground: z.enum(MODERATION_GROUNDS),
  groundIsLaw: z.boolean(),
  automated: z.boolean(),
  fromNotice: z.boolean(),
  decidedAt: z.iso.datetime({ offset: true }),
  contestUntil: z.iso.datetime({ offset: true }),
  canContest: z.boolean(),
  complaint: z
    .object({
      text: z.string(),
      at: z.iso.datetime({ offset: true }),
      status: z.enum(['pending', 'upheld', 'reversed']),
      answer: z.string().nullable(),
      reviewedAt: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
});
export type Statement = z.infer<typeof statementSchema>;
/** A page of the person's decisions, newest first (decision 076). */
export const statementListSchema = pageSchema(statementSchema);

/** The link of an e-mail carries a signed key: a suspended account can read and contest too. */
export const statementAccessSchema = z.object({ cle: z.string().max(200).optional() });

export const complaintSchema = z.object({
  explanation: text({ error: statementMessages.complaintRequired })
    .trim()
    .min(1, statementMessages.complaintRequired)
    .min(10, statementMessages.complaintTooShort)
    .max(2000, statementMessages.complaintTooLong),
  key: z.string().max(200).optional(),
});
export type ComplaintInput = z.input<typeof complaintSchema>;

export const complaintDecisionSchema = z.object({
  outcome: z.enum(['upheld', 'reversed'], { error: 'Veuillez choisir : maintenir ou annuler' }),
  answer: text({ error: statementMessages.answerRequired })
    .trim()
    .min(1, statementMessages.answerRequired)
    .max(2000, statementMessages.answerTooLong),
});
export type ComplaintDecisionInput = z.input<typeof complaintDecisionSchema>;

/** A complaint waiting for an admin other than the one who decided. */
export const pendingComplaintSchema = statementSchema.extend({
  personName: z.string(),
  decidedByName: z.string().nullable(),
  /** False for the admin who took the decision: another must review it. */
  canReview: z.boolean(),
});
/** A page of the waiting complaints, oldest first, and how many wait in all (decision 074). */
export const pendingComplaintListSchema = z.object({
  items: z.array(pendingComplaintSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type PendingComplaintList = z.infer<typeof pendingComplaintListSchema>;
export type PendingComplaint = z.infer<typeof pendingComplaintSchema>;
