import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { api } from '../../../lib/api-client';

/** Security settings: every other session of the account ends; this one stays. */
export function revokeOtherSessions() {
  return api.post<{ revoked: number }>(apiPaths.revokeOtherSessions, {});
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
