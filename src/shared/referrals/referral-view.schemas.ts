import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';
import { nextCursorSchema, pageQuerySchema } from '@shared/paging';

export const REFERRAL_NOTE = 'Gagnez 5€ pour chaque ami qui effectue son premier achat ou vente avec votre code!';

export const referralMessages = {
  notFound: 'Bonus de parrainage introuvable',
  alreadyPaid: 'Ce bonus de parrainage a déjà été payé',
  notYetPayable: 'Ce bonus sera payable quand la première commande du filleul sera terminée',
  cancelled: 'Ce bonus est annulé : la première commande du filleul a été annulée ou remboursée',
  markedPaid: 'Bonus de parrainage marqué comme payé',
  codeCopied: 'Code copié!',
  linkCopied: 'Lien copié!',
} as const;

export const REFERRAL_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The referral card of /profile: the user's code, where to invite friends, and what it earned. */
export const myReferralsSchema = z.object({
  code: z.string(),
  inviteUrl: z.string(),
  counts: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    paid: z.number().int(),
    /** Friends who signed up with the code but have not bought anything yet. */
    signedUpOnly: z.number().int(),
  }),
  earningsCents: z.number().int(),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;

const partySchema = z.object({ id: z.uuid(), displayName: z.string() });

export const adminReferralSchema = z.object({
  id: z.uuid(),
  referrer: partySchema,
  referred: partySchema,
  orderNumber: z.string(),
  amountCents: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  /** Pending and its first order finished (completed, or delivered past the return window). */
  payable: z.boolean(),
  createdAt: dateTimeSchema,
  paidAt: dateTimeSchema.nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

/** One status's bonuses a page at a time (decision 076): `?status=&cursor=&limit=`, at most 50 a page. */
export const adminReferralListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REFERRAL_STATUSES).default('pending'),
});
export type AdminReferralListQuery = z.infer<typeof adminReferralListQuerySchema>;

/** A page of the status's bonuses; `total` counts all of them, whatever the page. */
export const adminReferralListSchema = z.object({
  referrals: z.array(adminReferralSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type AdminReferralList = z.infer<typeof adminReferralListSchema>;
