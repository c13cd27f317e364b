// The side navigation: the daily work for everyone, and the administration (catalogue, staff, audit log)
// only for administrators: agents are refused those pages by the API (1003), so they do not see them.
import { NavLink } from 'react-router';
import type { StaffRole } from '@guildhall/contract/staff';
import { useT, type MessageKey } from '../lib/i18n';
import { paths } from '../lib/paths';

interface NavItem {
  to: string;
  key: MessageKey;
  icon: string;
  end?: boolean;
}

const WORK: NavItem[] = [
  { to: paths.queue.getHref(), key: 'nav.queue', icon: 'M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z', end: true },
  { to: paths.canned.getHref(), key: 'nav.canned', icon: 'M4 4h16v12H7l-3 3zm4 4v2h8V8zm0 4v2h5v-2z' },
  { to: paths.reports.getHref(), key: 'nav.reports', icon: 'M4 20V10h4v10zm6 0V4h4v16zm6 0v-7h4v7z' },
  {
    to: paths.security.getHref(),
    key: 'nav.security',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm0 5a2 2 0 0 1 2 2v1h1v6H9v-6h1V9a2 2 0 0 1 2-2zm0 1.5a.5.5 0 0 0-.5.5v1h1V9a.5.5 0 0 0-.5-.5z',
  },
];

const ADMIN: NavItem[] = [
  {
    to: paths.brands.getHref(),
    key: 'nav.brands',
    icon: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.8.7-1.4 1.5-1.4H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8zm-5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm4 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  },
  { to: paths.games.getHref(), key: 'nav.games', icon: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z' },
  {
    to: paths.staff.getHref(),
    key: 'nav.staff',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.3 3.1-6 7-6s7 2.7 7 6zm15 0c0-1.8-.6-3.4-1.7-4.7.6-.2 1.1-.3 1.7-.3 2.8 0 5 1.8 5 4v1z',
  },
  {
    to: paths.sla.getHref(),
    key: 'nav.sla',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7z',
  },
  {
    to: paths.rules.getHref(),
    key: 'nav.rules',
    icon: 'M4 4h10v2H4zm0 7h7v2H4zm0 7h10v2H4zm13.5-9L21 12.5 17.5 16 16 14.5l2-2-2-2z',
  },
  { to: paths.macros.getHref(), key: 'nav.macros', icon: 'M13 2 4 14h6l-1 8 9-12h-6z' },
  {
    to: paths.audit.getHref(),
    key: 'nav.audit',
    icon: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5zM8 11v2h8v-2zm0 4v2h8v-2zm0-8v2h4V7z',
  },
];

function Items({ items }: { items: NavItem[] }) {
  const t = useT();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? false}
            className={({ isActive }) => `c-nav-link${isActive ? ' is-active' : ''}`}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path fill="currentColor" d={item.icon} />
            </svg>
            <span>{t(item.key)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SideNav({ role }: { role: StaffRole }) {
  const t = useT();
  return (
    <nav id="c-side-nav" className="c-side-nav" aria-label={t('nav.label')}>
      <Items items={WORK} />
      {role === 'admin' ? (
        <div className="c-nav-group" role="group" aria-labelledby="c-nav-admin">
          <h2 className="c-nav-group__title" id="c-nav-admin">
            {t('nav.admin')}
          </h2>
          <Items items={ADMIN} />
        </div>
      ) : null}
    </nav>
  );
}
