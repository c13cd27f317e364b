// Catalogue and reports: their staff API endpoints are not there yet (issue 5); the navigation
// already shows where they will be.
import { useEffect } from 'react';
import { useT } from '../../lib/i18n';

export function ComingSoonPage({ section }: { section: 'catalogue' | 'reports' }) {
  const t = useT();
  const title = t(`nav.${section}`);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className="c-page">
      <header className="c-page__header">
        <h1>
          {title} <span className="c-pill c-pill--soon">{t('app.comingSoon')}</span>
        </h1>
      </header>
      <div className="c-card c-soon">
        <p>{t(`soon.${section}`)}</p>
        {section === 'catalogue' ? <p className="c-muted">{t('soon.adminOnly')}</p> : null}
        <p className="c-muted">{t('soon.pending')}</p>
      </div>
    </div>
  );
}
