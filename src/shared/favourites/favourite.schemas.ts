import { z } from 'zod';

/** Past this, a list of favourites stops being a short list; the heart says so. */
export const FAVOURITE_LIMIT = 500;

export const favouriteTexts = {
  title: 'Mes favoris',
  added: 'Ajouté à vos favoris',
  removed: 'Retiré de vos favoris',
  signInToSave: 'Veuillez vous connecter pour ajouter un favori',
  ownProduct: 'Vous ne pouvez pas ajouter votre propre produit à vos favoris',
  limitReached: `Vous avez atteint ${FAVOURITE_LIMIT} favoris : retirez-en pour en ajouter`,
  error: 'Erreur lors de la mise à jour des favoris',
  loadError: 'Erreur lors du chargement des favoris',
  empty: "Vous n'avez pas encore de favori",
  emptyHint: 'Touchez le cœur d’une annonce pour la retrouver ici et être prévenu·e si son prix baisse.',
  soldOut: 'Vendu',
  withdrawn: 'Annonce retirée',
  add: (title: string) => `Ajouter « ${title} » aux favoris`,
  remove: (title: string) => `Retirer « ${title} » des favoris`,
  savedBy: (count: number) =>
    count === 0 ? 'Dans aucun favori' : `Dans les favoris de ${count} personne${count > 1 ? 's' : ''}`,
} as const;

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
export const favouriteListSchema = z.object({ items: z.array(favouriteSchema) });

/** The ids the hearts read, for every card at once. */
export const favouriteIdsSchema = z.object({ productIds: z.array(z.uuid()) });

/** For the seller: how many people saved each of their listings (listings nobody saved are absent). */
export const favouriteCountsSchema = z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) });
export type FavouriteCounts = z.infer<typeof favouriteCountsSchema>;
