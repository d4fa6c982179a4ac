import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@shared/account/notification-preferences.schemas';
import { apiFetch } from '@web/lib/api-client';
import { accountRootKey } from './account-query-keys';

const URL = '/api/me/notification-preferences';

export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(await apiFetch(URL, { signal }));
}

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(await apiFetch(URL, { method: 'PUT', body: preferences }));
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...accountRootKey, 'notification-preferences'],
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** The switch moves at once; it goes back if the server refuses. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
