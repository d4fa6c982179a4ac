import { z } from 'zod';
import { pageSchema } from '@shared/paging';

/** Whether a favourite can still be bought: on sale, sold out, or no longer shown by its seller or us. */
export const FAVOURITE_STATES = ['available', 'sold_out', 'withdrawn'] as const;
export type FavouriteState = (typeof FAVOURITE_STATES)[number];

export const favouriteSchema = z.object({
  productId: z.uuid(),
  title: z.string(),
  priceCents: z.number().int(),
  /** The price when it was saved: 'Mes favoris' shows a drop since then. */
  savedPriceCents: z.number().int(),
  state: z.enum(FAVOURITE_STATES),
  image: z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() }).nullable(),
  savedAt: z.iso.datetime({ offset: true }),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouriteListSchema = pageSchema(favouriteSchema);
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** The ids the hearts read, for every card at once. */
export const favouriteIdsSchema = z.object({ productIds: z.array(z.uuid()) });

/** For the seller: how many people saved each of their listings (listings nobody saved are absent). */
export const favouriteCountsSchema = z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) });
export type FavouriteCounts = z.infer<typeof favouriteCountsSchema>;
