// /login: the ways in that the login config offers, then back to where the player came from
// (`?redirect=`, same-origin paths only).
import { Link, useLocation, useSearchParams } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useAccountTexts } from '../../../features/accounts/texts';
import { safeRedirect } from '../../../lib/redirect';
import { useAuth } from '../../../lib/auth';
import { QueryState } from '../../../components/query-state';
import { useLoginConfig } from '../../../features/accounts/api/get-login-config';
import { LoginPanel } from '../../../features/accounts/components/login-panel';

export function Page() {
  useAccountTexts();
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const { loggedIn, username } = useAuth();
  const config = useLoginConfig();
  const target = safeRedirect(params.get('redirect'));
  const loginRequired = (location.state as { loginRequired?: boolean } | null)?.loginRequired === true;

  return (
    <div className="gh-auth">
      {loginRequired && !loggedIn ? (
        <p className="gh-auth__notice" role="status">
          {t('auth.loginFirst')}
        </p>
      ) : null}
      {loggedIn ? (
        <p className="gh-auth__notice" role="status">
          {username ? t('auth.loggedInAs', { name: username }) : t('auth.loggedIn')}{' '}
          <Link to={target}>{t('auth.continue')}</Link>
        </p>
      ) : null}
      {config.data ? (
        <LoginPanel config={config.data} target={target} />
      ) : (
        <QueryState error={config.error} isLoading={config.isLoading} onRetry={() => void config.refetch()} />
      )}
      <Link className="gh-auth__home" to={webPaths.home}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
