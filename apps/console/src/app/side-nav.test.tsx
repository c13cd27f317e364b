// @vitest-environment happy-dom
// Administration is for administrators: agents see neither its navigation nor its pages (the API
// refuses them with 1003 anyway); reports are for everyone.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Staff } from '@guildhall/contract/staff';
import { writeSession } from '../lib/session';
import { renderPage } from '../../test/render';
import { AuthProvider } from './auth';
import { AdminOnly } from './routes/admin/admin-only';
import { SideNav } from './side-nav';

const AGENT: Staff = {
  id: 2,
  email: 'agent.nova@guildhall.example',
  name: 'Jun Agent',
  role: 'agent',
  brands: ['nova'],
  totpEnabled: false,
};
const ADMIN: Staff = {
  id: 1,
  email: 'admin@guildhall.example',
  name: 'Ada Admin',
  role: 'admin',
  brands: ['nova', 'ember'],
  totpEnabled: true,
};

afterEach(() => {
  writeSession(null);
});

const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('the side navigation', () => {
  it('shows agents their work and reports, but no administration', () => {
    renderPage(<SideNav role="agent" />);
    expect(links()).toEqual([
      ['Queue', '/'],
      ['Canned replies', '/canned-replies'],
      ['Reports', '/reports'],
      ['Security', '/security'],
    ]);
    expect(screen.queryByRole('group', { name: 'Administration' })).toBeNull();
    expect(document.body.textContent).not.toContain('Administration');
  });

  it('adds brands, games, staff, SLAs and the audit log for administrators, as their own group', () => {
    renderPage(<SideNav role="admin" />);
    expect(links().slice(4)).toEqual([
      ['Brands', '/admin/brands'],
      ['Games', '/admin/games'],
      ['Staff', '/admin/staff'],
      ['SLAs', '/admin/sla'],
      ['Rules', '/admin/rules'],
      ['Macros', '/admin/macros'],
      ['Audit log', '/admin/audit'],
    ]);
    const group = screen.getByRole('group', { name: 'Administration' });
    expect(group.getAttribute('aria-labelledby')).toBe('c-nav-admin');
    expect(document.getElementById('c-nav-admin')?.textContent).toBe('Administration');
  });
});

describe('administration pages', () => {
  const admin = () => (
    <AuthProvider>
      <Routes>
        <Route element={<AdminOnly />}>
          <Route index element={<p>brand editor</p>} />
        </Route>
      </Routes>
    </AuthProvider>
  );

  it('tell an agent who follows a link that they are for administrators', () => {
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: AGENT });
    renderPage(admin());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('For administrators only');
    expect(document.body.textContent).not.toContain('brand editor');
  });

  it('open for an administrator', () => {
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: ADMIN });
    const { container } = renderPage(admin());
    expect(container.textContent).toBe('brand editor');
  });
});
