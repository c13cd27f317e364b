// The shell every page shares: top bar, page title under it, side panel, content, brand footer.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { useBrand } from './brand';
import { AppRoutes, titleKeyFor } from './router';
import { TopBar } from '../features/shell/components/top-bar';
import { SidePanel } from '../features/shell/components/side-panel';
import { SiteFooter } from '../features/shell/components/site-footer';
import { usePrecheck } from '../features/shell/hooks/use-precheck';

export function usePageTitle(): string | null {
  const { pathname } = useLocation();
  const t = useT();
  const key = titleKeyFor(pathname);
  return key ? t(key) : null;
}

/** Sets document.title; pages with their own title (a game, a notice) call it with theirs. */
export function useDocumentTitle(title: string | null | undefined) {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}

export function Layout() {
  const [panelOpen, setPanelOpen] = useState(false);
  const location = useLocation();
  const title = usePageTitle();
  const t = useT();
  useDocumentTitle(title);
  usePrecheck();
  useEffect(() => {
    setPanelOpen(false);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="gh-app">
      <a className="gh-skip" href="#main">
        {t('nav.skipToContent')}
      </a>
      <TopBar onMenu={() => setPanelOpen(true)} menuOpen={panelOpen} />
      <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
      <main id="main" className="gh-main" tabIndex={-1}>
        {title && location.pathname !== '/' ? <h1 className="gh-page-title">{title}</h1> : null}
        <AppRoutes />
      </main>
      <SiteFooter />
    </div>
  );
}
