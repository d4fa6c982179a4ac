import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/notifications/notification.schemas';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

export async function markAllNotificationsRead(): Promise<void> {
  await apiFetch('/api/me/notifications/read-all', { method: 'POST', body: {} });
}

export async function deleteNotification(id: string): Promise<void> {
  try {
    await apiFetch(`/api/me/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    // Already deleted from another tab or device: the wanted outcome.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** The panel changes at once, goes back if the server refuses, then follows the server. */
function useOptimisticMutation<TInput>(
  mutationFn: (input: TInput) => Promise<void>,
  applyLocally: (list: NotificationList, input: TInput) => NotificationList,
) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, applyLocally(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useMarkAllNotificationsRead = () =>
  useOptimisticMutation(markAllNotificationsRead, (list) => ({
    items: list.items.map((item) => ({ ...item, isRead: true })),
    unreadCount: 0,
  }));

export const useDeleteNotification = () =>
  useOptimisticMutation(deleteNotification, (list, id) => {
    const removed = list.items.find((item) => item.id === id);
    return {
      items: list.items.filter((item) => item.id !== id),
      unreadCount: removed && !removed.isRead ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
    };
  });
