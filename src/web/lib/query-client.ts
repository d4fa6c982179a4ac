import { QueryClient, onlineManager } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  // TanStack Query assumes a network until an 'offline' event: an app opened offline (from the
  // service worker's shell) would fail each request with its own error under the offline banner.
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Cheap phones on mobile data: avoid refetching what was just loaded.
        staleTime: 30_000,
        retry: 1,
      },
    },
  });
}
