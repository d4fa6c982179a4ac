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

/** An API answer the server drew a page's first screen with (app/first-screen.tsx). */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };

/**
 * Puts those answers in the cache before the app hydrates the page, so that its first pass draws
 * what the server drew, and asks the API for none of it again.
 */
export function seedQueries(queryClient: QueryClient, queries: SeededQuery[]) {
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
}
