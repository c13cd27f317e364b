import { useMutation } from '@tanstack/react-query';
import { privacyPaths, type AccountDeleted, type DeleteAccountRequest } from '@guildhall/contract/privacy';
import { api } from '../../../lib/api-client';

/** Deletes the caller's account (the account name typed again, and the password when it has one). */
export function deleteAccount(body: DeleteAccountRequest) {
  return api.post<AccountDeleted>(privacyPaths.deleteAccount, body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
