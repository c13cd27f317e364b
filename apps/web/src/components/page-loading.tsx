import { useT } from '../lib/i18n';

export function PageLoading() {
  const t = useT();
  return (
    <div className="gh-state gh-page-loading" role="status">
      <span className="gh-spinner" aria-hidden="true" /> {t('common.loading')}
    </div>
  );
}
