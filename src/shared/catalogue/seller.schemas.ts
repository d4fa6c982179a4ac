import { z } from 'zod';
import { sellerHolidaySchema } from '../profile/holiday.schemas';
import { bundleDiscountViewSchema } from '../lots/bundle-discount.schemas';
import { reviewViewSchema } from '../reviews/review-view.schemas';
import { legalDetailsSchema } from '../trust/seller-status.schemas';
import { sellerSummarySchema, shopCardSchema } from './product.schemas';
import { dateTimeSchema } from '@shared/date-time';
import { nextCursorSchema, pageSchema } from '@shared/paging';

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
    /** The first page of listings, newest first (decision 073); the next come from /products. */
    products: z.array(shopCardSchema),
    /** Every listing the viewer may see, for the heading, whatever the pages loaded. */
    productCount: z.number().int().nonnegative(),
    productsNextCursor: nextCursorSchema,
    reviews: z.array(reviewViewSchema),
    viewer: z.object({ isSelf: z.boolean(), hasBlocked: z.boolean() }),
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** The seller page's next listings after `productsNextCursor`. */
export const sellerListingPageSchema = pageSchema(shopCardSchema).meta({ id: 'SellerListingPage' });
export type SellerListingPage = z.infer<typeof sellerListingPageSchema>;

/** A page of a seller's reviews with her summary, whose rating counts all of them (decision 074). */
export const sellerReviewsSchema = pageSchema(reviewViewSchema).extend({ seller: sellerSummarySchema });
