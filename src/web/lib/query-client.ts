import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
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
