/** Every admin dashboard query lives under this key; a live event refreshes them all. */
export const adminRootKey = ['admin'] as const;
