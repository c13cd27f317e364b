import { useLocation, useNavigate } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useAuth } from '../../../app/auth';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n';

/** Logout (spec section 4): clear the session, say so, leave the user center for home. */
export function useToastOnLogout() {
  const { logout } = useAuth();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    logout();
    toast.success(t('nav.logoutSuccess'));
    if (pathname.toLowerCase() === webPaths.userCenter.toLowerCase()) void navigate(webPaths.home);
  };
}
