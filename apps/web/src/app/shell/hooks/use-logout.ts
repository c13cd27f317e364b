import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { webPaths } from '@guildhall/contract/paths';
import { useAuth } from '../../../lib/auth';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n';
import { logoutRequest } from '../../../features/accounts/api/logout';
import { userInfoKey } from '../../../features/accounts/api/get-user-info';

const isUserCenter = (pathname: string) => pathname.toLowerCase() === webPaths.userCenter.toLowerCase();

/**
 * Logout: revoke the token on the server (its failure changes nothing here),
 * clear the session from both storages, say so, leave the user center for home.
 */
export function useToastOnLogout() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);

  const finish = useCallback(() => {
    logout();
    queryClient.removeQueries({ queryKey: userInfoKey });
    toast.success(t('nav.logoutSuccess'));
  }, [logout, queryClient, toast, t]);

  // Navigation is a transition: the user center stays on screen until home is ready, and it would
  // send a logged-out visitor to the login page. So the session ends once home is showing.
  useEffect(() => {
    if (!leaving.current || isUserCenter(pathname)) return;
    leaving.current = false;
    finish();
  }, [pathname, finish]);

  return () => {
    // The request takes the token as it starts, before the storages are cleared.
    void logoutRequest();
    if (!isUserCenter(pathname)) return finish();
    leaving.current = true;
    void navigate(webPaths.home);
  };
}
