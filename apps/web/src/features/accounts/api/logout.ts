import { apiPaths } from '@guildhall/contract/paths';
import { api } from '../../../lib/api-client';

/**
 * Revokes the session's token on the server. The client reads the token synchronously when the
 * call starts, so the storages may be cleared right after; a failure changes nothing for the player.
 */
export function logoutRequest(): Promise<void> {
  return api.post<null>(apiPaths.logout, {}, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
