// The signed-in frame: side navigation, top bar (language, theme, who, sign out), the page.
// Without a session every console page leads to the login page, and back after it.
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meOptions } from '../features/auth/api/get-me';
import { logout } from '../features/auth/api/logout';
import { useT, type MessageKey } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useAuth } from './auth';
import { LanguageSwitcher, ThemeSwitcher } from './language-switcher';
import { Logo } from '../components/logo';

const NAV: { to: string; key: MessageKey; icon: string; soon?: boolean; end?: boolean }[] = [
  { to: paths.queue.getHref(), key: 'nav.queue', icon: 'M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z', end: true },
  { to: paths.canned.getHref(), key: 'nav.canned', icon: 'M4 4h16v12H7l-3 3zm4 4v2h8V8zm0 4v2h5v-2z' },
  { to: paths.catalogue.getHref(), key: 'nav.catalogue', icon: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z', soon: true },
  { to: paths.reports.getHref(), key: 'nav.reports', icon: 'M4 20V10h4v10zm6 0V4h4v16zm6 0v-7h4v7z', soon: true },
  { to: paths.security.getHref(), key: 'nav.security', icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm0 5a2 2 0 0 1 2 2v1h1v6H9v-6h1V9a2 2 0 0 1 2-2zm0 1.5a.5.5 0 0 0-.5.5v1h1V9a.5.5 0 0 0-.5-.5z' },
];

export function Layout() {
  const t = useT();
  const auth = useAuth();
  const location = useLocation();
  const session = auth.session;
  // The staff record may have changed since login (brands, second factor): refresh it once.
  const me = useQuery({ ...meOptions(), enabled: !!session });
  const { updateStaff } = auth;
  useEffect(() => {
    if (me.data) updateStaff(me.data);
  }, [me.data, updateStaff]);

  // Sent away by the server (-600) or arriving signed out: come back here after login. Signed out
  // on purpose: a plain login page.
  if (!session) return <Navigate to={auth.signedOut ? paths.login.getHref() : paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  const staff = session.staff;

  async function signOut() {
    await logout().catch(() => undefined);
    auth.signOut();
  }

  return (
    <div className="c-app">
      <a className="c-skip" href="#main">
        {t('app.skip')}
      </a>
      <aside className="c-sidebar">
        <div className="c-sidebar__brand">
          <Logo />
          <span>{t('app.name')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false} className={({ isActive }) => `c-nav-link${isActive ? ' is-active' : ''}`}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path fill="currentColor" d={item.icon} />
                  </svg>
                  <span>{t(item.key)}</span>
                  {item.soon ? <span className="c-pill c-pill--soon">{t('app.comingSoon')}</span> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="c-body">
        <header className="c-topbar">
          <span className="c-topbar__who">
            <span className="c-avatar" aria-hidden="true">
              {staff.name.slice(0, 1)}
            </span>
            <span>{t('topbar.account', { name: staff.name, role: t(`role.${staff.role}`) })}</span>
          </span>
          <div className="c-topbar__tools">
            <LanguageSwitcher />
            <ThemeSwitcher />
            <button type="button" className="c-button c-button--small" onClick={() => void signOut()}>
              {t('topbar.logout')}
            </button>
          </div>
        </header>
        <main id="main" className="c-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
