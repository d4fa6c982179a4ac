// Apart from productMessages (the listing form's texts): the shop's first screen downloads only these.
export const shopMessages = {
  empty: 'Aucun produit ne correspond à vos critères',
} as const;
