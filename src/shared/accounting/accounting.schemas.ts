import { z } from 'zod';

export const accountingMessages = {
  dateInvalid: 'Veuillez indiquer une date valide (AAAA-MM-JJ)',
  rangeInvalid: 'La date de fin doit être postérieure ou égale à la date de début',
  rangeTooLong: 'La période ne peut pas dépasser 366 jours',
} as const;

const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day 'AAAA-MM-JJ' that exists (no 2026-02-30). */
export const isoDay = z
  .string({ error: accountingMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: accountingMessages.dateInvalid, abort: true })
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, accountingMessages.dateInvalid);

/** An export's period, both days included (Paris days are not needed: the ledger is in UTC). */
export const exportRangeSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, { error: accountingMessages.rangeInvalid, path: ['to'] })
  .refine(
    (range) => Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`) < MAX_RANGE_DAYS * DAY_MS,
    { error: accountingMessages.rangeTooLong, path: ['to'] },
  );
export type ExportRange = z.infer<typeof exportRangeSchema>;

export const balancesQuerySchema = z.object({ at: isoDay });

export const ACCOUNT_LABELS = {
  platform_cash: 'Trésorerie de la plateforme',
  seller_escrow: 'Séquestre vendeurs',
  seller_payable: 'Dû aux vendeurs',
  commission_revenue: 'Commissions',
  referral_payable: 'Bonus de parrainage dus',
  referral_expense: 'Charges de parrainage',
} as const;
export type LedgerAccountName = keyof typeof ACCOUNT_LABELS;

/** The platform's balances at the end of a day, from the ledger (debit positive, credit negative). */
export const balancesAtSchema = z.object({
  /** The day (YYYY-MM-DD, Paris) whose end the balances are taken at. */
  at: z.iso.date(),
  accounts: z.array(
    z.object({
      account: z.enum(Object.keys(ACCOUNT_LABELS) as [LedgerAccountName, ...LedgerAccountName[]]),
      label: z.string(),
      balanceCents: z.number().int(),
    }),
  ),
  balanced: z.boolean(),
});
export type BalancesAt = z.infer<typeof balancesAtSchema>;
