/**
 * Every product query of the app lives under this key (shop, product page, own
 * products), so saving a product refreshes all of them without this feature
 * knowing the others' keys.
 */
export const productsRootKey = ['products'] as const;
