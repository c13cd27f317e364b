// The not-found state: an unknown path, or a page whose subject does not exist here (a
// notice the brand does not offer). A heading, what may have happened, and the ways on: home and
// all games. The server answers these pages with 404 and noindex (entry-server.tsx, plugins/web.ts).
import { Link } from 'react-router';
import { playerStatesTexts } from '@guildhall/locales/player-states-texts';
import { webPaths } from '@guildhall/contract/paths';
import { registerTextScope, useScopeTexts, useT } from '../lib/i18n';
import './not-found.css';

registerTextScope('states', playerStatesTexts);

/** `heading`: the page has no title of its own above it (the route table names none). */
export function NotFound({ heading = false }: { heading?: boolean }) {
  useScopeTexts('states');
  const t = useT();
  return (
    <div className="gh-state gh-not-found">
      {heading ? <h1 className="gh-page-title">{t('titles.notFound')}</h1> : null}
      <p className="gh-state__title">{t('errors.pageNotFound')}</p>
      <p>{t('states.notFound.hint')}</p>
      <div className="gh-state__actions">
        <Link className="gh-button gh-button--primary" to={webPaths.home}>
          {t('common.backHome')}
        </Link>
        <Link className="gh-button" to={webPaths.allGames}>
          {t('nav.allGames')}
        </Link>
      </div>
    </div>
  );
}
