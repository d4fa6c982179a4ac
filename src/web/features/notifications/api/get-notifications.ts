import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList } from '@shared/notifications/notification.schemas';
import { apiFetch } from '@web/lib/api-client';

/** The live stream and every change refetch this one list. */
export const notificationsQueryKey = ['notifications'] as const;

/**
 * The server writes this answer through the shared `notificationListSchema`; parsing it again here
 * would bring zod to every member's page with the bell (issue 35, decision 077).
 */
export async function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationList> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return (await apiFetch(`/api/me/notifications${query}`, { signal })) as NotificationList;
}

/** The panel's 20 newest, then 'Voir plus' for the next 20 (decision 074). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
