/** Everything of this feature lives under one key, so signing out or deleting clears it at once. */
export const accountRootKey = ['account'] as const;
