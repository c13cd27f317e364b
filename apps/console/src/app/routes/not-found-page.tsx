import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="c-page c-empty-state">
      <h1>{t('notFound.title')}</h1>
      <p className="c-muted">{t('notFound.body')}</p>
      <Link className="c-button" to={paths.queue.getHref()}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
