// The shell every page shares: top bar, page title under it, side panel, content, brand footer.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/document-title';
import { useUserInfoSync } from '../features/accounts/hooks/use-user-info-sync';
import { AppRoutes, routeFor } from './router';
import { TopBar } from './shell/components/top-bar';
import { SiteFooter } from './shell/components/site-footer';
import { usePrecheck } from './shell/hooks/use-precheck';
import { useRouteChange } from './shell/hooks/use-route-change';
import { simpleGamesOptions } from '../features/games/api/get-games';
import type { Prefetch } from './server-route';

/**
 * The shell's own data, on every server-rendered page beside its route's: the top bar names the
 * game the URL is about (useCurrentGame). Server only, as a page's `server` (app/server-route.ts).
 */
export const prefetchShell: Prefetch | undefined = import.meta.env.SSR
  ? (client, { lang, area }) => client.query(simpleGamesOptions(lang, area))
  : undefined;

// The side panel is not part of any first paint: its chunk comes once the page is up (so the
// first tap on the menu opens it at once) and stays out of the front page's JavaScript budget.
const loadSidePanel = () => import('./shell/components/side-panel');
const SidePanel = lazy(() => loadSidePanel().then((m) => ({ default: m.SidePanel })));

/** The title shown under the top bar, from the route table. */
export function usePageTitle(): string | null {
  const { pathname } = useLocation();
  const t = useT();
  const key = routeFor(pathname).titleKey;
  return key ? t(key) : null;
}

export function Layout() {
  const [panelOpen, setPanelOpen] = useState(false);
  // Mounted from the first time it is asked for; the server never draws it (a closed dialog).
  const [panelWanted, setPanelWanted] = useState(false);
  const location = useLocation();
  const title = usePageTitle();
  const t = useT();
  const route = routeFor(location.pathname);
  // The front page's tab shows the brand alone; pages naming a game or notice set their own.
  useDocumentTitle(location.pathname === '/' ? null : title, route.ownDocumentTitle === true);
  usePrecheck();
  useUserInfoSync();
  useEffect(() => {
    const later = window.setTimeout(() => void loadSidePanel().catch(() => undefined), 1500);
    return () => window.clearTimeout(later);
  }, []);
  useRouteChange(location.pathname, () => {
    setPanelOpen(false);
    window.scrollTo(0, 0);
  });

  return (
    <div className="gh-app">
      <a className="gh-skip" href="#main">
        {t('nav.skipToContent')}
      </a>
      <TopBar
        onMenu={() => {
          setPanelWanted(true);
          setPanelOpen(true);
        }}
        menuOpen={panelOpen}
      />
      {panelWanted ? (
        <Suspense fallback={null}>
          <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
      <main id="main" className="gh-main" tabIndex={-1}>
        {title && location.pathname !== '/' ? <h1 className="gh-page-title">{title}</h1> : null}
        <AppRoutes />
      </main>
      <SiteFooter />
    </div>
  );
}
