import { QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@guildhall/contract/errors';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: true,
        // Retrying a refusal (not found, validation, session) cannot help; a network failure may.
        retry: (count, error) => count < 2 && error instanceof ApiError && error.code === ErrorCode.clientNetwork,
      },
    },
  });
}
