import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openLiveSource } from '@web/lib/live-source';
import { adminRootKey } from '../api/admin-keys';

// 'resync': the server's bus reconnected and events may have been missed.
// 'statements': an import's lines were stored, or the job matched some of them.
const TOPICS = ['orders', 'payments', 'verifications', 'reports', 'statements', 'resync'] as const;

/**
 * Live dashboard (spec §7 Realtime): the server pushes an event whenever an order is
 * created or a payment or order changes, or a verification request or report arrives or is
 * decided, or a bank statement's import moves on; the lists and the stat cards refetch. EventSource
 * reconnects by itself after a network drop.
 */
export function useAdminEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminRootKey });
    return openLiveSource('/api/admin/events', (source) => {
      TOPICS.forEach((topic) => source.addEventListener(topic, refresh));
    });
  }, [queryClient]);
}
