// The signed-in frame: side navigation, top bar (availability, language, theme, who, sign out), the page.
// Without a session every console page leads to the login page, and back after it. On a phone the
// navigation folds away behind a Menu button (a disclosure), closed again after each move.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { meOptions } from '../features/auth/api/get-me';
import { logout } from '../features/auth/api/logout';
import { useT } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useAuth } from './auth';
import { LanguageSwitcher, ThemeSwitcher } from './language-switcher';
import { Logo } from '../components/logo';
import { SideNav } from './side-nav';
import { PresenceSwitch } from '../features/assignment/components/presence-switch';

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
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Going to another page folds the phone's navigation away again.
  const [navAt, setNavAt] = useState(location.pathname);
  if (navAt !== location.pathname) {
    setNavAt(location.pathname);
    setNavOpen(false);
  }
  const closeNavOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !navOpen) return;
    setNavOpen(false);
    menuButton.current?.focus();
  };

  // Sent away by the server (-600) or arriving signed out: come back here after login. Signed out
  // on purpose: a plain login page.
  if (!session)
    return (
      <Navigate
        to={auth.signedOut ? paths.login.getHref() : paths.login.getHref(`${location.pathname}${location.search}`)}
        replace
      />
    );
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
      <aside className={`c-sidebar${navOpen ? ' is-open' : ''}`} onKeyDown={closeNavOnEscape}>
        <div className="c-sidebar__brand">
          <Logo />
          <span>{t('app.name')}</span>
        </div>
        <button
          ref={menuButton}
          type="button"
          className="c-button c-nav-toggle"
          aria-expanded={navOpen}
          aria-controls="c-side-nav"
          onClick={() => setNavOpen(!navOpen)}
        >
          {t('nav.menu')}
        </button>
        <SideNav role={staff.role} />
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
            <PresenceSwitch />
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
