import { messagesRootKey } from '@web/lib/messages-query-keys';

/** Under the root key the live stream refreshes: a message or a receipt updates every one of them. */
export const messageKeys = {
  list: [...messagesRootKey, 'list'] as const,
  unread: [...messagesRootKey, 'unread'] as const,
  conversation: (id: string) => [...messagesRootKey, 'conversation', id] as const,
  flagged: [...messagesRootKey, 'flagged'] as const,
};
