import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openLiveSource } from '@web/lib/live-source';
import { messagesRootKey } from '@web/lib/messages-query-keys';
import { notificationsQueryKey } from '../api/get-notifications';

/**
 * 'open' fires on every (re)connection: whatever happened while the stream was down
 * (network drop, server restart) is caught up by refetching, never merged by hand.
 * 'resync': the server's bus reconnected and may have missed events.
 */
const REFETCH_ON = ['open', 'notification', 'resync'] as const;

/**
 * One live stream of the signed-in user's notifications and conversations (a new message, a
 * read receipt), closed with the component: the messages screens ride on it, not on a second one.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const refreshMessages = () => void queryClient.invalidateQueries({ queryKey: messagesRootKey });
    return openLiveSource('/api/me/events', (source) => {
      REFETCH_ON.forEach((type) => source.addEventListener(type, refresh));
      ['open', 'conversation', 'resync'].forEach((type) => source.addEventListener(type, refreshMessages));
    });
  }, [queryClient]);
}
