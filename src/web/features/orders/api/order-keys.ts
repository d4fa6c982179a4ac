/** Every order query lives under this key, so any change on an order refreshes both tabs. */
export const ordersRootKey = ['orders'] as const;
