import { QueryClient } from '@tanstack/react-query';

/** SPEC §8: never retried, never refetched on focus or on an interval, fresh forever. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
