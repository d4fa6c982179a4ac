import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FlaggedConversationList, flaggedConversationListSchema } from '@shared/messaging/message.schemas';
import { apiFetch } from '@web/lib/api-client';
import { messagesRootKey } from '@web/lib/messages-query-keys';
import { messageKeys } from './message-keys';

async function getFlaggedConversations(cursor: string | null, signal?: AbortSignal): Promise<FlaggedConversationList> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return flaggedConversationListSchema.parse(await apiFetch(`/api/admin/conversations${query}`, { signal }));
}

/** The admin's queue a page at a time, oldest first (decision 074). */
export const flaggedConversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.flagged,
    queryFn: ({ pageParam, signal }) => getFlaggedConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useFlaggedConversations = () => useInfiniteQuery(flaggedConversationsQueryOptions());

export function useReviewFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/conversations/${encodeURIComponent(id)}/review`, { method: 'POST', body: {} }),
    // The queue and the conversation on screen both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesRootKey }),
  });
}
