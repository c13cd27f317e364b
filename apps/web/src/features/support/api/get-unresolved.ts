import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { UnresolvedSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';

/** The player's open inquiry (status below "waiting for evaluation") for a game, or null. */
export const unresolvedOptions = (clientId: number, token: string | null) =>
  queryOptions({
    queryKey: ['support', 'unresolved', clientId, token],
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      UnresolvedSchema.parse(await api.get<unknown>(apiPaths.inquiryUnresolved, { clientId }, signal)),
    staleTime: 0,
  });

export function useUnresolved(clientId: number, token: string | null) {
  return useQuery(unresolvedOptions(clientId, token));
}
