import { z } from 'zod';
import { NOTICE_CATEGORIES } from '../moderation/notice.schemas';
import { groundSchema } from '../moderation/statement.schemas';
import { reasonSchema } from './verification.schemas';
import { nextCursorSchema } from '@shared/paging';

export const reportQueueMessages = {
  dismissed: 'Signalements classés sans suite',
  takenDown: 'Annonce retirée',
  warned: 'Avertissement envoyé',
  suspended: 'Utilisateur suspendu',
  reviewRemoved: 'Avis retiré',
  messageRemoved: 'Message retiré',
  restored: 'Utilisateur rétabli',
  failed: 'Erreur lors du traitement du signalement',
  nothingOpen: 'Aucun signalement ouvert sur cette cible',
  notAProduct: 'Seule une annonce peut être retirée',
  notRemovable: 'Cette décision ne s’applique pas à ce contenu',
  noResponsibleUser: 'Aucun utilisateur à qui appliquer cette décision',
  empty: 'Aucun signalement ouvert',
} as const;

export const REPORT_DECISIONS = ['dismiss', 'take_down', 'remove_review', 'remove_message', 'warn', 'suspend'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

export const reportDecisionLabels: Record<ReportDecision, string> = {
  dismiss: 'Classer sans suite',
  take_down: 'Retirer l’annonce',
  remove_review: 'Retirer l’avis',
  remove_message: 'Retirer le message',
  warn: 'Avertir l’utilisateur',
  suspend: 'Suspendre l’utilisateur',
};

/**
 * The admin's decision on every open report about one target. The target type is a free
 * word (user, product, and whatever else people may report later); the server knows which.
 */
export const reportDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    targetType: z.string().min(1).max(40),
    targetId: z.uuid({ error: reportQueueMessages.nothingOpen }),
    decision: z.literal('dismiss'),
  }),
  z.object({
    targetType: z.string().min(1).max(40),
    targetId: z.uuid({ error: reportQueueMessages.nothingOpen }),
    decision: z.enum(['take_down', 'remove_review', 'remove_message', 'warn', 'suspend']),
    /** What the person concerned reads. */
    reason: reasonSchema,
    /** The law or clause of the terms (DSA art. 17(3)); each decision's usual one when left out. */
    ground: groundSchema.optional(),
  }),
]);
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;

/** Open reports about one target, newest first, with what the admin needs to judge. */
export const reportGroupSchema = z.object({
  target: z.object({
    type: z.string(),
    id: z.uuid(),
    /** The listing's title, the user's name; null when the target is gone. */
    label: z.string().nullable(),
    /** Where the admin can see it. */
    link: z.string().nullable(),
    /** Who a warning or a suspension would reach (the seller of a listing). */
    responsibleUser: z.object({ id: z.uuid(), name: z.string(), suspended: z.boolean() }).nullable(),
    /** A listing already taken down. */
    takenDown: z.boolean(),
  }),
  count: z.number().int().positive(),
  latestAt: z.iso.datetime({ offset: true }),
  reports: z.array(
    z.object({
      id: z.uuid(),
      reason: z.enum(NOTICE_CATEGORIES),
      description: z.string().nullable(),
      reporterName: z.string(),
      /** A notice (DSA art. 16): the exact address its sender gave. */
      url: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  decisions: z.array(z.enum(REPORT_DECISIONS)),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
/** A page of the groups, most recently reported first, and how many groups are open in all (decision 075). */
export const reportQueueSchema = z.object({
  groups: z.array(reportGroupSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const suspensionSchema = z.object({ reason: reasonSchema, ground: groundSchema.default('terms_conduct') });
export const takedownSchema = z.object({ reason: reasonSchema, ground: groundSchema.default('terms_listings') });
