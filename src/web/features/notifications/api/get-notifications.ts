import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NotificationList, notificationListSchema } from '@shared/notifications/notification.schemas';
import { apiFetch } from '@web/lib/api-client';

/** The live stream and every change refetch this one list. */
export const notificationsQueryKey = ['notifications'] as const;

export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return notificationListSchema.parse(await apiFetch('/api/me/notifications', { signal }));
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
