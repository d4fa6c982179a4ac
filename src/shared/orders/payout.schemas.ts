import { z } from 'zod';
import { text } from '../text';
import { dateTimeSchema } from '@shared/date-time';
import { nextCursorSchema } from '@shared/paging';

export const PAYOUT_METHODS = ['paypal', 'iban', 'mobile_money'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const payoutMethodLabels: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  iban: 'Virement (IBAN)',
  mobile_money: 'Mobile Money',
};

export const payoutMessages = {
  recorded: 'Versement enregistré',
  amountInvalid: 'Veuillez indiquer un montant valide',
  methodRequired: 'Veuillez sélectionner un mode de versement',
  referenceRequired: 'Veuillez indiquer la référence du versement',
  referenceTooLong: 'La référence est trop longue (max 200 caractères)',
  nothingOwed: "Rien n'est dû à ce vendeur",
  exceedsOwed: 'Le montant dépasse ce qui est dû au vendeur',
  sellerNotFound: 'Vendeur introuvable',
  notFound: 'Versement introuvable',
  proofAlreadySent: 'Une preuve a déjà été jointe à ce versement',
} as const;

/** What the admin records after paying a seller outside the app. */
export const recordPayoutSchema = z.object({
  sellerId: z.uuid({ error: payoutMessages.sellerNotFound }),
  amountCents: z
    .number({ error: payoutMessages.amountInvalid })
    .int(payoutMessages.amountInvalid)
    .positive(payoutMessages.amountInvalid),
  method: z.enum(PAYOUT_METHODS, { error: payoutMessages.methodRequired }),
  reference: text({ error: payoutMessages.referenceRequired })
    .trim()
    .min(1, payoutMessages.referenceRequired)
    .max(200, payoutMessages.referenceTooLong),
});
export type RecordPayoutInput = z.infer<typeof recordPayoutSchema>;

/** A seller the platform owes money to, with where to send it (their profile's payout details). */
export const sellerBalanceSchema = z.object({
  sellerId: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Released to the seller (orders finished) and not yet paid out. */
  owedCents: z.number().int(),
  /** Still in escrow for this seller's orders under way. */
  inEscrowCents: z.number().int(),
  payoutDetails: z.object({
    method: z.enum(PAYOUT_METHODS).nullable(),
    paypalEmail: z.string().nullable(),
    ibanHolderName: z.string().nullable(),
    ibanNumber: z.string().nullable(),
    mobileMoneyName: z.string().nullable(),
    mobileMoneyNumber: z.string().nullable(),
  }),
  lastPayoutAt: dateTimeSchema.nullable(),
  /** When the seller last changed their payout details, and until when a payout waits (null: it may go). */
  payoutDetailsChangedAt: dateTimeSchema.nullable(),
  payoutOnHoldUntil: dateTimeSchema.nullable(),
  /** Reportable under DAC7 without tax details: no payout until given (decision 063). */
  taxDetailsMissing: z.boolean(),
});
export type SellerBalance = z.infer<typeof sellerBalanceSchema>;
/** A page of sellers, most owed first; those owed nothing come after, while escrow holds money for them (decision 075). */
export const sellerBalanceListSchema = z.object({
  sellers: z.array(sellerBalanceSchema),
  nextCursor: nextCursorSchema,
  /** How many sellers are owed something, over every page. */
  owedCount: z.number().int(),
});
export type SellerBalanceList = z.infer<typeof sellerBalanceListSchema>;

export const payoutViewSchema = z.object({
  id: z.uuid(),
  sellerId: z.uuid(),
  amountCents: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  reference: z.string(),
  hasProof: z.boolean(),
  /** Signed for 1 hour, for admins. */
  proofUrl: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type PayoutView = z.infer<typeof payoutViewSchema>;
