import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { messageKeys } from './message-keys';

// Read by hand, not with zod: the avatar menu shows it on every page, zod stays out of the first download.
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const payload = await apiFetch('/api/conversations/unread-count', { signal });
  const count = typeof payload === 'object' && payload !== null && 'unreadCount' in payload ? payload.unreadCount : 0;
  return typeof count === 'number' ? count : 0;
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.unread, queryFn: ({ signal }) => getUnreadCount(signal) });

/** The signed-in user's unread messages, kept current by the live stream. */
export const useUnreadMessages = (enabled = true) => useQuery({ ...unreadMessagesQueryOptions(), enabled });
