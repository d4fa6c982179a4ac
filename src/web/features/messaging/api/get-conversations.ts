import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ConversationList, conversationListSchema } from '@shared/messaging/message.schemas';
import { apiFetch } from '@web/lib/api-client';
import { messageKeys } from './message-keys';

export async function getConversations(before: string | null, signal?: AbortSignal): Promise<ConversationList> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return conversationListSchema.parse(await apiFetch(`/api/conversations${query}`, { signal }));
}

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.list,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());
