// Only the product page says these: apart from the labels every shop card reads.

/** What the product page says under a private seller's offer (L111-7). */
export const privateSaleNotice =
  "Vendeur particulier : le droit de rétractation du Code de la consommation ne s'applique pas aux ventes entre particuliers.";
/** And under a professional's (L221-18). */
export const professionalSaleNotice =
  'Vendeur professionnel : vous pouvez vous rétracter sans motif dans les 14 jours suivant la livraison.';
