// Apart from the schemas, so the heart on every card does not bring zod into the shop's first screen.
/** Past this, a list of favourites stops being a short list; the heart says so. */
export const FAVOURITE_LIMIT = 500;

/** The most listings one favourite-counts request asks about: a page of the seller's listings (decision 076). */
export const FAVOURITE_COUNTS_MAX_IDS = 50;

export const favouriteTexts = {
  title: 'Mes favoris',
  added: 'Ajouté à vos favoris',
  removed: 'Retiré de vos favoris',
  signInToSave: 'Veuillez vous connecter pour ajouter un favori',
  ownProduct: 'Vous ne pouvez pas ajouter votre propre produit à vos favoris',
  limitReached: `Vous avez atteint ${FAVOURITE_LIMIT} favoris : retirez-en pour en ajouter`,
  error: 'Erreur lors de la mise à jour des favoris',
  badCountIds: `Annonces invalides : de 1 à ${FAVOURITE_COUNTS_MAX_IDS} identifiants par demande`,
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
