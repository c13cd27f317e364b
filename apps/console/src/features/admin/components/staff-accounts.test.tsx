// @vitest-environment happy-dom
// The staff page: the table shows role, brands (or all of them), second factor and status; a new
// agent is sent with the brands ticked and the password; an agent without brands is refused
// before any request; disable and second factor reset ask first; the API's refusals are sentences.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBrand, StaffAccount } from '@guildhall/contract/staff-admin';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { StaffAccounts } from './staff-accounts';

const brand = (id: string, name: string): AdminBrand => ({
  id,
  name,
  mainColor: '#6c5ce7',
  radius: 8,
  footer: 'standard',
  defaultArea: 'kr',
  userCenter: true,
  rechargeButton: false,
  carousel: 'coverflow',
  logo: '/media/l.svg',
  favicon: '/media/f.svg',
  company: 'Guildhall Inc.',
  contactEmail: 'help@example.com',
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * 1024 * 1024,
  hosts: [],
});
const BRANDS = [brand('nova', 'Nova'), brand('ember', 'Ember')];
const STAFF: StaffAccount[] = [
  { id: 1, email: 'admin@guildhall.example', name: 'Ada Admin', role: 'admin', brands: [], allBrands: true, totpEnabled: true, disabled: false, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 2, email: 'agent.nova@guildhall.example', name: 'Jun Agent', role: 'agent', brands: ['ember', 'nova'], allBrands: false, totpEnabled: true, disabled: false, createdAt: '2026-01-02T00:00:00.000Z' },
  { id: 3, email: 'old@guildhall.example', name: 'Old Agent', role: 'agent', brands: ['nova'], allBrands: false, totpEnabled: false, disabled: true, createdAt: '2026-01-03T00:00:00.000Z' },
];

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[]).filter(([, init]) => init?.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

/** The page as admin #1; the list and the brands load in either order, so fetch answers by URL. */
async function open(...posts: Response[]) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return posts.shift() ?? answer(0);
    return url.includes('/staff/admin/brands') ? answer(0, BRANDS) : answer(0, STAFF);
  });
  page = render(<StaffAccounts selfId={1} />);
  await waitFor(() => expect(page!.container.querySelectorAll('tbody tr').length).toBe(3));
  return { fetchMock, container: page.container };
}

describe('the staff page', () => {
  it('lists every account with role, brands, second factor and status, and no disable for oneself', async () => {
    const { container } = await open();
    const rows = [...container.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].slice(1, 5).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Administrator', 'All brands', 'On', 'Active'],
      ['Agent', 'EmberNova', 'On', 'Active'],
      ['Agent', 'Nova', 'Off', 'Disabled'],
    ]);
    expect(container.querySelector('tbody tr')!.textContent).toContain('(you)');
    expect(() => button(container, 'Disable: Ada Admin')).toThrow();
    expect(button(container, 'Enable: Old Agent')).toBeTruthy();
  });

  it('creates an agent with the brands ticked and the initial password', async () => {
    const { fetchMock, container } = await open(answer(0, { id: 9 }));
    await click(button(container, 'New staff member'));
    change(field(container, 'Email'), 'Mira@Example.com');
    change(field(container, 'Name'), 'Mira Agent');
    await click(field(container, 'Ember'));
    change(field(container, 'Initial password'), 'Lantern-Harbor-42');
    await click(button(container, 'Save'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/staff', { email: 'mira@example.com', name: 'Mira Agent', role: 'agent', brands: ['ember'], password: 'Lantern-Harbor-42' }]]));
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('Mira Agent can now sign in.'));
  });

  it('asks for a brand for an agent and sends nothing without one; says when the email is taken', async () => {
    const { fetchMock, container } = await open(answer(1004, [{ field: 'email', rule: 'taken' }], 409));
    await click(button(container, 'New staff member'));
    change(field(container, 'Email'), 'jun@example.com');
    change(field(container, 'Name'), 'Jun');
    change(field(container, 'Initial password'), 'Lantern-Harbor-42');
    await click(button(container, 'Save'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Tick at least one brand for an agent.');
    expect(posts(fetchMock)).toEqual([]);
    await click(field(container, 'Nova'));
    await click(button(container, 'Save'));
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Another account already uses this email.'));
  });

  it('edits role and brands, starting from the stored ones', async () => {
    const { fetchMock, container } = await open(answer(0));
    await click(button(container, 'Edit: Jun Agent'));
    expect(field(container, 'Nova').checked).toBe(true);
    expect(field(container, 'Ember').checked).toBe(true);
    change(field<HTMLSelectElement>(container, 'Role'), 'admin');
    await click(field(container, 'Ember'));
    await click(button(container, 'Save'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/staff/2', { name: 'Jun Agent', role: 'admin', brands: ['nova'] }]]));
  });

  it('disables and resets the second factor only after a confirmation', async () => {
    const { fetchMock, container } = await open(answer(0), answer(0));
    await click(button(container, 'Disable: Jun Agent'));
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain('Disable Jun Agent? They are signed out at once');
    expect(posts(fetchMock)).toEqual([]);
    await click(button(container, 'Disable account'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/staff/2/disabled', { disabled: true }]]));
    await click(button(container, 'Reset 2FA: Jun Agent'));
    expect(posts(fetchMock)).toHaveLength(1);
    await click(button(container, 'Reset second factor'));
    await waitFor(() => expect(posts(fetchMock).at(-1)).toEqual(['/api/staff/admin/staff/2/totp/reset', {}]));
  });

  it('sets a new password and shows the refusal of a weak one', async () => {
    const { fetchMock, container } = await open(answer(1001, [{ field: 'password', rule: 'weak_password' }], 400), answer(0));
    await click(button(container, 'Set password: Old Agent'));
    // The row buttons say "Set password" too: the form's own button is the one that sends.
    const submit = () => container.querySelector<HTMLButtonElement>('form.c-confirm button[type="submit"]')!;
    expect(submit().textContent).toBe('Set password');
    change(field(container, 'New password'), 'short');
    await click(submit());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The password needs at least 8 characters.');
    change(field(container, 'New password'), 'password123');
    await click(submit());
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('This password is too common or too easy to guess.'));
    change(field(container, 'New password'), 'Orchid-Valley-77');
    await click(submit());
    await waitFor(() => expect(posts(fetchMock).at(-1)).toEqual(['/api/staff/admin/staff/3/password', { password: 'Orchid-Valley-77' }]));
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('New password set for Old Agent.'));
  });
});
