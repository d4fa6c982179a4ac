import { z } from 'zod';

/** DSA art. 15 and 24: the yearly transparency report's figures. */
export const transparencyQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Année invalide' })
    .int('Année invalide')
    .min(2020, 'Année invalide')
    .max(2100, 'Année invalide'),
});

const counts = z.record(z.string(), z.number().int().nonnegative());

export const transparencyReportSchema = z.object({
  year: z.number().int(),
  notices: z.object({ total: z.number().int(), byTarget: counts, byCategory: counts }),
  decisions: z.object({
    total: z.number().int(),
    byKind: counts,
    byGround: counts,
    onNotice: z.number().int(),
    automated: z.number().int(),
    /** From the notice to the decision that closed it, in hours; null without any. */
    medianHoursToDecide: z.number().nullable(),
  }),
  complaints: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    upheld: z.number().int(),
    reversed: z.number().int(),
    medianHoursToDecide: z.number().nullable(),
  }),
});
export type TransparencyReport = z.infer<typeof transparencyReportSchema>;
