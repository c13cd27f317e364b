import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { LoginConfigSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';

/** The login methods offered for the game the player came from (or the site's default). */
export const loginConfigOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: ['login-config', clientId],
    queryFn: async ({ signal }) =>
      LoginConfigSchema.parse(await api.get<unknown>(apiPaths.loginConfig, { clientId }, signal)),
    staleTime: 5 * 60_000,
  });

export function useLoginConfig() {
  return useQuery(loginConfigOptions(readSession('clientId')));
}
