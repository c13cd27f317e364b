import { useMutation } from '@tanstack/react-query';
import { socialAuthPath } from '@guildhall/contract/paths';
import { SocialStartResultSchema } from '@guildhall/contract/accounts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@guildhall/contract/account-types';
import { api } from '../../../lib/api-client';
import { readSession, writeSession } from '../../../lib/session';
import { safeRedirect } from '../../../lib/redirect';

/** What the callback page needs to finish: which provider, where the login started, remember. */
export interface SocialStart {
  provider: SocialProvider;
  redirect: string;
  remember: boolean;
}

/** The social login under way in this tab (session storage, it survives the provider's pages). */
export function readSocialStart(): SocialStart | null {
  try {
    const v = JSON.parse(readSession('social_login') ?? 'null') as Partial<SocialStart> | null;
    if (!v || !SOCIAL_PROVIDERS.includes(v.provider as SocialProvider)) return null;
    return {
      provider: v.provider as SocialProvider,
      redirect: safeRedirect(v.redirect),
      remember: v.remember === true,
    };
  } catch {
    return null;
  }
}

export function forgetSocialStart(): void {
  writeSession('social_login', null);
}

/** Asks the API for the provider's authorization URL and remembers the start before leaving. */
export async function startSocialLogin(start: SocialStart): Promise<string> {
  const { authorizeUrl } = SocialStartResultSchema.parse(
    await api.get<unknown>(socialAuthPath(start.provider), { remember: String(start.remember) }),
  );
  const url = new URL(authorizeUrl, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('unexpected authorization URL');
  writeSession('social_login', JSON.stringify(start));
  return url.href;
}

export function useStartSocialLogin() {
  return useMutation({
    mutationFn: startSocialLogin,
    onSuccess: (href) => window.location.assign(href),
  });
}
