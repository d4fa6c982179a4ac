// No zod here: the shop's cards and the product page read these labels on their first screen.

/** Decision 060: every seller is a private person or a professional (L111-7, D111-8). */
export const SELLER_STATUSES = ['private', 'professional'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const sellerStatusLabels: Record<SellerStatus, string> = {
  private: 'Particulier',
  professional: 'Professionnel',
};

/** What the product page says under a private seller's offer (L111-7). */
export const privateSaleNotice =
  "Vendeur particulier : le droit de rétractation du Code de la consommation ne s'applique pas aux ventes entre particuliers.";
/** And under a professional's (L221-18). */
export const professionalSaleNotice =
  'Vendeur professionnel : vous pouvez vous rétracter sans motif dans les 14 jours suivant la livraison.';
