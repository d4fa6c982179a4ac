import { z } from 'zod';
import { text } from '../text';

export const REPORT_REASONS = [
  'inappropriate_content',
  'spam',
  'harassment',
  'fake_product',
  'scam',
  'violence',
  'hate_speech',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  inappropriate_content: 'Contenu inapproprié',
  spam: 'Spam',
  harassment: 'Harcèlement',
  fake_product: 'Produit contrefait',
  scam: 'Arnaque',
  violence: 'Violence',
  hate_speech: 'Discours haineux',
  other: 'Autre',
};

export const REPORT_DESCRIPTION_MAX = 500;

/** What the person reporting fills in; the target (user or product) comes from the route. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Veuillez sélectionner une raison' }),
  // A blank description is stored as null, like the original's nullable column.
  description: text()
    .trim()
    .max(REPORT_DESCRIPTION_MAX, 'La description est trop longue (max 500 caractères)')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReportInput = z.input<typeof reportSchema>;
export type ReportData = z.output<typeof reportSchema>;
