// What a product's page says to its visitor, apart from the listing form's and the seller's texts
// (product-messages.ts): the product page's first screen loads this module and the seller's
// listings do not, so that they need not load the product page's code with it (issue 35).
export const productPageMessages = {
  notFound: 'Produit non trouvé',
  ownProduct: 'Votre produit',
  soldOut: 'Vendu',
  signInToOrder: 'Veuillez vous connecter pour commander',
  signInToHide: 'Veuillez vous connecter pour masquer une annonce',
} as const;
