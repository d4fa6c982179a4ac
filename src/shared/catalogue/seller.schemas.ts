import { z } from 'zod';
import { reviewViewSchema } from '../reviews/review-view.schemas';
import { sellerSummarySchema, shopCardSchema } from './product.schemas';
import { dateTimeSchema } from '@shared/date-time';

export const sellerMessages = {
  notFound: 'Profil introuvable',
  noListings: 'Aucune annonce disponible pour le moment',
  noImage: "Pas d'image",
  recentReviews: 'Avis récents',
} as const;

/** The public seller page: never e-mail, phone, address or payout details. */
export const sellerProfileSchema = z
  .object({
    seller: sellerSummarySchema.extend({
      bio: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      memberSince: dateTimeSchema,
    }),
    products: z.array(shopCardSchema),
    reviews: z.array(reviewViewSchema),
    viewer: z.object({ isSelf: z.boolean(), hasBlocked: z.boolean() }),
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
