import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ConversationView, conversationViewSchema } from '@shared/messaging/message.schemas';
import { apiFetch } from '@web/lib/api-client';
import { messageKeys } from './message-keys';

export async function getConversation(
  id: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<ConversationView> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return conversationViewSchema.parse(
    await apiFetch(`/api/conversations/${encodeURIComponent(id)}${query}`, { signal }),
  );
}

/** Pages from the newest back: the first page is the latest 50, each next one older. */
export const conversationQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ pageParam, signal }) => getConversation(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasOlder ? (page.messages[0]?.id ?? null) : null),
  });

export const useConversation = (id: string) => useInfiniteQuery(conversationQueryOptions(id));
