import { z } from 'zod';
import { sellerHolidaySchema } from '../profile/holiday.schemas';
import { bundleDiscountViewSchema } from '../lots/bundle-discount.schemas';
import { reviewViewSchema } from '../reviews/review-view.schemas';
import { legalDetailsSchema } from '../trust/seller-status.schemas';
import { sellerSummarySchema, shopCardSchema } from './product.schemas';
import { dateTimeSchema } from '@shared/date-time';

export const sellerMessages = {
  notFound: 'Profil introuvable',
  noListings: 'Aucune annonce disponible pour le moment',
  noImage: "Pas d'image",
  recentReviews: 'Avis récents',
} as const;

/**
 * The public seller page: never a private person's e-mail, phone, address or payout details. A
 * professional's legal details are shown, as DSA art. 30(7) asks (decision 060).
 */
export const sellerProfileSchema = z
  .object({
    seller: sellerSummarySchema.extend({
      bio: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      memberSince: dateTimeSchema,
    }),
    /** On holiday (decision 059): the page says until when, and the listings are away meanwhile. */
    holiday: sellerHolidaySchema.nullable(),
    /** The seller's bundle discount (issue 32), and the sentence the page shows. */
    bundleDiscount: bundleDiscountViewSchema,
    legalDetails: legalDetailsSchema.nullable(),
    products: z.array(shopCardSchema),
    reviews: z.array(reviewViewSchema),
    viewer: z.object({ isSelf: z.boolean(), hasBlocked: z.boolean() }),
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
