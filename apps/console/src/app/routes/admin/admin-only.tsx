// Administration pages: agents are refused them by the API (1003) and do not see them in the
// navigation; one who follows a link here is told so instead of a page of errors.
import { Link, Outlet } from 'react-router';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useStaff } from '../../auth';

export function AdminOnly() {
  const t = useT();
  const staff = useStaff();
  if (staff.role === 'admin') return <Outlet />;
  return (
    <div className="c-page c-empty-state">
      <h1>{t('admin.onlyTitle')}</h1>
      <p className="c-muted">{t('admin.onlyBody')}</p>
      <Link className="c-button" to={paths.queue.getHref()}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
