import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../lib/i18n';

/** Routes of the spec whose screens arrive with later work: title (from the route) and a way on. */
export function Page() {
  const t = useT();
  return (
    <div className="gh-state">
      <p>{t('common.comingSoon')}</p>
      <Link className="gh-button" to={webPaths.home}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
