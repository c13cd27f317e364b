import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../lib/i18n';

export function Page() {
  const t = useT();
  return (
    <div className="gh-state" role="alert">
      <p>{t('errors.pageNotFound')}</p>
      <Link className="gh-button gh-button--primary" to={webPaths.home}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
