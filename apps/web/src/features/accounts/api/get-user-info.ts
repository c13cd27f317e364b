import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import type { UserInfo } from '@guildhall/contract/accounts';
import { ACCOUNT_TYPES, loginTypeOf } from '@guildhall/contract/account-types';
import { api, ApiError } from '../../../lib/api-client';
import { readSession, readToken, storeUserInfo } from '../../../lib/session';

export const userInfoKey = ['user-info'] as const;

/**
 * users/info of the session in force (the token is part of the key, so another login asks again).
 * Its username and login type are kept in storage (lib/session.ts).
 */
export const userInfoOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...userInfoKey, token],
    enabled: token !== null,
    queryFn: async ({ signal }): Promise<UserInfo> => {
      // Logged out (or another login) since this query was set up: asking would go without the
      // token it is about, so answer as the server would for a session that no longer exists.
      if (readToken() !== token) throw new ApiError(-600, null, 0);
      // The shell runs this on every page: a light shape check instead of the zod schema, which
      // would bring zod into the front page's entry chunk.
      const info = await api.get<UserInfo>(apiPaths.userInfo, { platform: readSession('platform') }, signal);
      if (!info || typeof info.account !== 'string' || !ACCOUNT_TYPES.includes(info.type))
        throw new ApiError(1106, null, 200);
      if (readToken() === token) storeUserInfo(info.username, loginTypeOf(info.type));
      return info;
    },
  });

export function useUserInfo(token: string | null) {
  return useQuery(userInfoOptions(token));
}
