import { z } from 'zod';
import { pageSchema } from '@shared/paging';
import { FAVOURITE_COUNTS_MAX_IDS, FAVOURITE_LIMIT, favouriteTexts } from './favourite-texts';

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

/**
 * The ids the hearts read, for every card at once: a bounded set, not a list to page (decision
 * 076). A member holds at most FAVOURITE_LIMIT favourites, so it is at most 500 ids (about 19 KB).
 */
export const favouriteIdsSchema = z.object({ productIds: z.array(z.uuid()).max(FAVOURITE_LIMIT) });

/**
 * The listings a seller asks about (the cards she sees): comma-separated ids, 1 to
 * FAVOURITE_COUNTS_MAX_IDS, a lookup rather than a list of all her listings (decision 076).
 */
export const favouriteCountsQuerySchema = z.object({
  ids: z
    .string({ error: favouriteTexts.badCountIds })
    .max(FAVOURITE_COUNTS_MAX_IDS * 37, favouriteTexts.badCountIds)
    .transform((value, ctx) => {
      const ids = [...new Set(value.split(','))];
      if (ids.length > FAVOURITE_COUNTS_MAX_IDS || ids.some((id) => !z.uuid().safeParse(id).success)) {
        ctx.addIssue({ code: 'custom', message: favouriteTexts.badCountIds });
        return z.NEVER;
      }
      return ids;
    }),
});

/** For the seller: how many people saved each listing asked about (those nobody saved are absent). */
export const favouriteCountsSchema = z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) });
export type FavouriteCounts = z.infer<typeof favouriteCountsSchema>;
