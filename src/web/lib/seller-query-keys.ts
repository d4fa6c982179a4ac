/**
 * Every seller query (public profile, reviews) lives under this key, so blocking
 * a seller from another screen refreshes them without knowing the catalogue's keys.
 */
export const sellersRootKey = ['sellers'] as const;
