import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ConversationList, conversationListSchema } from '@shared/messaging/message.schemas';
import { conversationsPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';
import { messageKeys } from './message-keys';

export async function getConversations(cursor: string | null, signal?: AbortSignal): Promise<ConversationList> {
  return conversationListSchema.parse(await apiFetch(conversationsPath(cursor), { signal }));
}

/**
 * A page at a time, last activity first; 'Voir plus' asks for the next (decision 074). A new
 * message refetches every loaded page from the first, so a moved conversation shows at the top.
 */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.list,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());
