import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';

/** Issue 28, decision 047: the imports history of the 'Rapprochement' tab, and its monthly share. */
export const IMPORTS_PAGE_SIZE = 20;

export const statementFormatLabels = {
  camt: 'camt.053 / camt.054',
  csv: 'CSV date;libellé;montant',
  csv_credit_agricole: 'CSV Crédit Agricole',
} as const;

export const importsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page invalide' })
    .int('Page invalide')
    .min(1, 'Page invalide')
    .max(100_000, 'Page invalide')
    .default(1),
});

export const statementImportRowSchema = z.object({
  id: z.string().uuid(),
  importedAt: dateTimeSchema,
  admin: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  filename: z.string(),
  format: z.enum(['camt', 'csv', 'csv_credit_agricole']),
  linesRead: z.number().int(),
  validated: z.number().int(),
  toExamine: z.number().int(),
  duplicatesSkipped: z.number().int(),
  /** The import's progress: its new lines, those the job matched so far, and when it was done (null while it runs). */
  linesToMatch: z.number().int(),
  linesMatched: z.number().int(),
  finishedAt: dateTimeSchema.nullable(),
  /** Kept until this day (yyyy-mm-dd); null for an import made before the file was kept. */
  /** A calendar day (YYYY-MM-DD): the file is kept until then. */
  retainUntil: z.iso.date().nullable(),
  hasFile: z.boolean(),
});
export type StatementImportRow = z.infer<typeof statementImportRowSchema>;

export const monthlyShareSchema = z.object({
  /** Payments validated this calendar month (Paris time), and those a statement line validated. */
  validated: z.number().int(),
  reconciled: z.number().int(),
  /** Rounded to the unit; null when no payment was validated this month. */
  percent: z.number().int().nullable(),
});
export type MonthlyShare = z.infer<typeof monthlyShareSchema>;

export const statementImportsPageSchema = z.object({
  imports: z.array(statementImportRowSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  monthlyShare: monthlyShareSchema,
});
export type StatementImportsPage = z.infer<typeof statementImportsPageSchema>;

export const statementFileUrlSchema = z.object({ url: z.string() });

export const statementImportMessages = {
  notFound: 'Import introuvable',
  noFile: "Le fichier de cet import n'a pas été conservé",
} as const;
