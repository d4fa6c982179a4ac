import { z } from 'zod';
import { ratingSchema } from '../catalogue/product.schemas';
import { PAYOUT_METHODS } from './payout-methods';
import { dateTimeSchema } from '@shared/date-time';

const text = z.string().nullable();

/**
 * GET/PATCH /api/me/profile: the owner's own profile, private parts included
 * (e-mail, phone, address, payout details). Never sent about anyone else.
 */
export const ownProfileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    username: text,
    bio: text,
    phone: text,
    address: text,
    postalCode: text,
    city: text,
    country: text,
    avatarUrl: text,
    isVerified: z.boolean(),
    /** Whether others can open their page at /seller/{id}: once they have listed something. */
    hasPublicPage: z.boolean(),
    rating: ratingSchema,
    createdAt: dateTimeSchema,
    paymentMethod: z.enum(PAYOUT_METHODS).nullable(),
    paypalEmail: text,
    ibanHolderName: text,
    ibanNumber: text,
    mobileMoneyName: text,
    mobileMoneyNumber: text,
    /** When the payout details last changed, and until when a payout to them waits (null: none waits). */
    payoutDetailsChangedAt: dateTimeSchema.nullable(),
    payoutOnHoldUntil: dateTimeSchema.nullable(),
    /** Whether confirming a sensitive change asks for the authenticator's code too. */
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * POST /api/me/avatar: the new photo's address (its largest rendition), to show at once, and
 * every rendition stored, smallest first (the same names `shared/profile/avatar-sources.ts` derives).
 */
export const avatarResponseSchema = z.object({
  avatarUrl: z.string(),
  renditions: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});

/** GET /api/admin/users/:id/contact (spec §7 get-users-details): for the admin only. */
export const userContactSchema = z.object({ id: z.uuid(), email: z.string(), phone: text });
export type UserContact = z.infer<typeof userContactSchema>;
