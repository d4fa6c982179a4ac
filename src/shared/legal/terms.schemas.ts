import { z } from 'zod';
import { text } from '../text';

/** P2B Regulation (EU) 2019/1150 art. 3(2): a change takes effect at least 15 days after notice. */

export const termsVersionSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.iso.datetime({ offset: true }),
  effectiveAt: z.iso.datetime({ offset: true }),
  summary: z.string(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** GET /api/terms: the version in force, the one announced if any, and every version before. */
export const termsHistorySchema = z.object({
  current: termsVersionSchema.nullable(),
  upcoming: termsVersionSchema.nullable(),
  versions: z.array(termsVersionSchema),
});
export type TermsHistory = z.infer<typeof termsHistorySchema>;

/** GET /api/me/terms: whether the signed-in person must accept the version in force. */
export const myTermsSchema = z.object({
  current: termsVersionSchema.nullable(),
  mustAccept: z.boolean(),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MyTerms = z.infer<typeof myTermsSchema>;

export const acceptTermsSchema = z.object({
  version: z.number({ error: 'Version des conditions manquante' }).int().positive(),
});

export const publishTermsSchema = z.object({
  /** A day in Paris: the version is in force from its first minute. */
  effectiveOn: z.iso.date({ error: "Indiquez la date d'entrée en vigueur" }),
  summary: text({ error: 'Résumez les changements' })
    .trim()
    .min(1, 'Résumez les changements')
    .max(4000, 'Le résumé ne doit pas dépasser 4 000 caractères'),
});
export type PublishTermsInput = z.infer<typeof publishTermsSchema>;
