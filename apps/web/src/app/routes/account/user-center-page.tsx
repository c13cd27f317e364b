// /UserCenter: for brands that offer it (a brand setting) and logged-in players only; a logged-out
// player is sent to log in first and comes back here.
import { Link, Navigate, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useAccountTexts } from '../../../features/accounts/texts';
import { loginHref } from '../../../lib/redirect';
import { useBrand } from '../../../lib/brand';
import { useAuth } from '../../../lib/auth';
import { UserCenter } from '../../../features/accounts/components/user-center';

export function Page() {
  useAccountTexts();
  const t = useT();
  const brand = useBrand();
  const { token } = useAuth();
  const { pathname, search } = useLocation();
  if (!brand.userCenter) {
    return (
      <div className="gh-state" role="status">
        <p>{t('ucenter.notOffered')}</p>
        <Link className="gh-button" to={webPaths.home}>
          {t('common.backHome')}
        </Link>
      </div>
    );
  }
  if (!token) return <Navigate to={loginHref(`${pathname}${search}`)} replace state={{ loginRequired: true }} />;
  return <UserCenter token={token} />;
}
