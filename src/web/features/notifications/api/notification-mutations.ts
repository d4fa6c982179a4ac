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

/**
 * The panel changes at once, goes back if the server refuses, then follows the server.
 * `applyLocally` gets every page loaded: each carries the unread count, all are changed.
 */
function useOptimisticMutation<TInput>(
  mutationFn: (input: TInput) => Promise<void>,
  applyLocally: (pages: NotificationList[], input: TInput) => NotificationList[],
) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, pages: applyLocally(previous.pages, input) });
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useMarkAllNotificationsRead = () =>
  useOptimisticMutation(markAllNotificationsRead, (pages) =>
    pages.map((page) => ({ ...page, items: page.items.map((item) => ({ ...item, isRead: true })), unreadCount: 0 })),
  );

export const useDeleteNotification = () =>
  useOptimisticMutation(deleteNotification, (pages, id) => {
    const removed = pages.flatMap((page) => page.items).find((item) => item.id === id);
    const lowers = removed !== undefined && !removed.isRead;
    return pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      unreadCount: lowers ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
    }));
  });
