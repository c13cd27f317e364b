import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Retrying a rejected call (not found, validation) cannot help; a network failure may.
        retry: (count, error) => count < 2 && error instanceof ApiError && error.code === 1106,
      },
    },
  });
}
