import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '../api/get-notifications';

/**
 * 'open' fires on every (re)connection: whatever happened while the stream was down
 * (network drop, server restart) is caught up by refetching, never merged by hand.
 * 'resync': the server's bus reconnected and may have missed events.
 */
const REFETCH_ON = ['open', 'notification', 'resync'] as const;

/** One live stream of the signed-in user's notifications, closed with the component. */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/me/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    REFETCH_ON.forEach((type) => source.addEventListener(type, refresh));
    return () => source.close();
  }, [queryClient]);
}
