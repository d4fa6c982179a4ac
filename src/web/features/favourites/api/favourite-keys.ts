/** Every favourites and saved-search query lives under this key. */
export const favouritesRootKey = ['favourites'] as const;
export const favouriteIdsKey = [...favouritesRootKey, 'ids'] as const;
export const favouriteListKey = [...favouritesRootKey, 'list'] as const;
export const favouriteCountsKey = [...favouritesRootKey, 'counts'] as const;
export const savedSearchesKey = [...favouritesRootKey, 'searches'] as const;
