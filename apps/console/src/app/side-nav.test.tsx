// @vitest-environment happy-dom
// Administration is for administrators: agents see neither its navigation nor its pages (the API
// refuses them with 1003 anyway); reports are for everyone.
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Staff } from '@guildhall/contract/staff';
import { writeSession } from '../lib/session';
import { render, type Rendered } from '../../test/render';
import { AuthProvider } from './auth';
import { AdminOnly } from './routes/admin/admin-only';
import { SideNav } from './side-nav';

const AGENT: Staff = { id: 2, email: 'agent.nova@guildhall.example', name: 'Jun Agent', role: 'agent', brands: ['nova'], totpEnabled: false };
const ADMIN: Staff = { id: 1, email: 'admin@guildhall.example', name: 'Ada Admin', role: 'admin', brands: ['nova', 'ember'], totpEnabled: true };

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  writeSession(null);
});

const links = (root: HTMLElement) => [...root.querySelectorAll('nav a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('the side navigation', () => {
  it('shows agents their work and reports, but no administration', () => {
    page = render(<SideNav role="agent" />);
    expect(links(page.container)).toEqual([
      ['Queue', '/'],
      ['Canned replies', '/canned-replies'],
      ['Reports', '/reports'],
      ['Security', '/security'],
    ]);
    expect(page.container.textContent).not.toContain('Administration');
  });

  it('adds brands, games, staff and the audit log for administrators, as their own group', () => {
    page = render(<SideNav role="admin" />);
    expect(links(page.container).slice(4)).toEqual([
      ['Brands', '/admin/brands'],
      ['Games', '/admin/games'],
      ['Staff', '/admin/staff'],
      ['Audit log', '/admin/audit'],
    ]);
    const group = page.container.querySelector('[role="group"]')!;
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
    page = render(admin());
    expect(page.container.querySelector('h1')?.textContent).toBe('For administrators only');
    expect(page.container.textContent).not.toContain('brand editor');
  });

  it('open for an administrator', () => {
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: ADMIN });
    page = render(admin());
    expect(page.container.textContent).toBe('brand editor');
  });
});
