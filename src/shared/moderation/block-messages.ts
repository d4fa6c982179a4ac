// Without zod: the product page shows them on its first screen.

/** Blocking and hidden listings: the French texts and what Settings lists. */
export const blockMessages = {
  orderRefused: 'Vous ne pouvez pas commander auprès de ce vendeur',
  /** On the product page, instead of 'Commander', when the viewer blocked the seller. */
  youBlockedSeller: 'Vous avez bloqué ce vendeur : débloquez-le pour commander.',
  /** When the seller blocked the viewer: the same refusal as the server's. */
  sellerUnavailable: 'Vous ne pouvez pas commander auprès de ce vendeur.',
  confirmTitle: 'Bloquer ce vendeur ?',
  confirmBody:
    'Ses annonces disparaîtront de votre boutique, vous ne pourrez plus lui écrire ni lui commander, et inversement. Vous pourrez le débloquer dans vos paramètres.',
  listingShown: 'Annonce affichée à nouveau',
  showFailed: "Erreur lors de l'affichage de l'annonce",
} as const;
