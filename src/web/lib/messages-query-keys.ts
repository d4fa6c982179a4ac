/**
 * Every messaging query lives under this key (the list, the unread count, each open
 * conversation): the one live stream of the app, held by the notifications feature,
 * refreshes them all when a conversation changes, without knowing the feature.
 */
export const messagesRootKey = ['messages'] as const;
