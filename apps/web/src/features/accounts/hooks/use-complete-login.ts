import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { type LoginResult } from '@guildhall/contract/accounts';
import { loginTypeOf } from '@guildhall/contract/account-types';
import { storeLogin } from '../../../lib/session';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n';
import { userInfoKey } from '../api/get-user-info';

/** Every way in ends here: keep the session (never the password), say so, go where the login started. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  return useCallback(
    (result: LoginResult, remember: boolean, target: string) => {
      storeLogin({ token: result.token, username: result.username, loginType: loginTypeOf(result.type) }, remember);
      queryClient.removeQueries({ queryKey: userInfoKey });
      // A guest has not logged in to anything: say what happened.
      toast.success(t(result.type === 'GUEST' ? 'auth.guestSuccess' : 'auth.loginSuccess'));
      void navigate(target, { replace: true });
    },
    [queryClient, toast, t, navigate],
  );
}
