import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';
import { pageSchema } from '@shared/paging';

/** Issue 28, decision 046: what an import of a bank statement answers, and the lines to examine. */
/**
 * Issue 28, decision 046: the upload's answer (202): the file is read and kept and its new lines
 * stored; the job matches them after the answer, and the imports list shows the progress.
 */
export const statementImportSchema = z.object({
  statementId: z.string().uuid(),
  linesRead: z.number().int(),
  /** Lines no earlier or overlapping statement had stored: the ones the job matches. */
  linesNew: z.number().int(),
  alreadyImported: z.number().int(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const reconciliationExceptionSchema = z.object({
  id: z.string().uuid(),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  remittance: z.string(),
  debtorName: z.string().nullable(),
  reason: z.string(),
  orderNumber: z.string().nullable(),
  importedAt: dateTimeSchema,
});
export type ReconciliationException = z.infer<typeof reconciliationExceptionSchema>;
/** A page of 'À examiner', newest first (decision 069), and how many lines wait in all. */
export const reconciliationExceptionPageSchema = pageSchema(reconciliationExceptionSchema).extend({
  total: z.number().int(),
});
export type ReconciliationExceptionPage = z.infer<typeof reconciliationExceptionPageSchema>;

export const reconciliationMessages = {
  fileRequired: 'Choisissez un relevé bancaire (camt.053, camt.054 ou CSV)',
  tooLarge: 'Le relevé dépasse 10 Mo',
  unknownReference: 'Référence inconnue',
  cancelled: 'Commande annulée : à rembourser',
  alreadyPaid: 'Déjà payée : doublon',
} as const;

export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The admin's decisions on a line 'À examiner' (issue 28). */
export const linkLineSchema = z.object({
  orderNumber: z
    .string({ error: 'Indiquez le numéro de commande' })
    .trim()
    .min(1, 'Indiquez le numéro de commande')
    .max(40, 'Numéro de commande trop long'),
});
export const lineNoteSchema = z.object({
  note: z
    .string({ error: 'Indiquez une note' })
    .trim()
    .min(1, 'Indiquez une note')
    .max(500, 'La note dépasse 500 caractères'),
});
export const lineDecisionResultSchema = z.object({
  id: z.string().uuid(),
  outcome: z.enum(['validated', 'to_refund', 'dismissed']),
  orderNumber: z.string().nullable(),
});
export type LineDecisionResult = z.infer<typeof lineDecisionResultSchema>;

export const lineDecisionMessages = {
  alreadyDecided: 'Cette ligne a déjà été traitée',
  lineNotFound: 'Ligne de relevé introuvable',
  orderNotFound: 'Commande introuvable',
} as const;
