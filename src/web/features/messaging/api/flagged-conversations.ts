import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flaggedConversationListSchema } from '@shared/messaging/message.schemas';
import { apiFetch } from '@web/lib/api-client';
import { messagesRootKey } from '@web/lib/messages-query-keys';
import { messageKeys } from './message-keys';

export const flaggedConversationsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.flagged,
    queryFn: async ({ signal }) =>
      flaggedConversationListSchema.parse(await apiFetch('/api/admin/conversations', { signal })).items,
  });

export const useFlaggedConversations = () => useQuery(flaggedConversationsQueryOptions());

export function useReviewFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/conversations/${encodeURIComponent(id)}/review`, { method: 'POST', body: {} }),
    // The queue and the conversation on screen both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesRootKey }),
  });
}
