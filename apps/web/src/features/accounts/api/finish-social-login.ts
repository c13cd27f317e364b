import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, socialAuthPath } from '@guildhall/contract/paths';
import { LoginResultSchema } from '@guildhall/contract/accounts';
import { type SocialProvider } from '@guildhall/contract/account-types';
import { api } from '../../../lib/api-client';

/**
 * The provider's single-use code becomes a session. A query (not an effect) so the callback page
 * asks exactly once however often it renders; never retried, never refetched.
 */
export const socialFinishOptions = (provider: SocialProvider | null, code: string | null, state: string | null) =>
  queryOptions({
    queryKey: ['social-finish', provider, state],
    enabled: provider !== null && Boolean(code) && Boolean(state),
    queryFn: async () => {
      // Twitter's finish has a path of its own (docs/wire-contract.md, Paths); every other provider finishes on its *_auth.
      const path = provider === 'twitter' ? apiPaths.twitterRedirect : socialAuthPath(provider!);
      return LoginResultSchema.parse(await api.get<unknown>(path, { code, state }));
    },
    retry: false,
    staleTime: Infinity,
    // The answer holds a token, which lives in storage once kept: gone with the page.
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useFinishSocialLogin(provider: SocialProvider | null, code: string | null, state: string | null) {
  return useQuery(socialFinishOptions(provider, code, state));
}
