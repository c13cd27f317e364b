// @vitest-environment happy-dom
// The staff page: the table shows role, brands (or all of them), second factor and status; a new
// agent is sent with the brands ticked and the password; an agent without brands is refused
// before any request; disable and second factor reset ask first; the API's refusals are sentences.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBrand, StaffAccount } from '@guildhall/contract/staff-admin';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
import { StaffAdmin } from './staff-page';

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
  replyWithinHours: 24,
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
  {
    id: 1,
    email: 'admin@guildhall.example',
    name: 'Ada Admin',
    role: 'admin',
    brands: [],
    allBrands: true,
    totpEnabled: true,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    email: 'agent.nova@guildhall.example',
    name: 'Jun Agent',
    role: 'agent',
    brands: ['ember', 'nova'],
    allBrands: false,
    totpEnabled: true,
    disabled: false,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  {
    id: 3,
    email: 'old@guildhall.example',
    name: 'Old Agent',
    role: 'agent',
    brands: ['nova'],
    allBrands: false,
    totpEnabled: false,
    disabled: true,
    createdAt: '2026-01-03T00:00:00.000Z',
  },
];

/** Jun's automatic assignment settings (GET /staff/admin/staff/2/assignment). */
const PROFILE = {
  staffId: 2,
  languages: ['ko', 'en'],
  skills: ['payment'],
  capacity: 8,
  autoAssign: true,
  presence: 'online',
  presenceAt: null,
  openLoad: 3,
  knownSkills: ['account', 'bug', 'payment'],
};

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

/** The staff rows of the table (its head row left out). */
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Staff accounts' }))
    .getAllByRole('row')
    .slice(1);
const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The page as admin #1; the list and the brands load in either order, so fetch answers by URL. */
async function open(...posts: Response[]) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return posts.shift() ?? answer(0);
    if (url.includes('/assignment')) return answer(0, PROFILE);
    return url.includes('/staff/admin/brands') ? answer(0, BRANDS) : answer(0, STAFF);
  });
  const { user } = renderPage(<StaffAdmin selfId={1} />);
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
  return { fetchMock, user };
}

describe('the staff page', () => {
  it('lists every account with role, brands, second factor and status, and no disable for oneself', async () => {
    await open();
    const rows = bodyRows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Administrator', 'All brands', 'On', 'Active'],
      ['Agent', 'EmberNova', 'On', 'Active'],
      ['Agent', 'Nova', 'Off', 'Disabled'],
    ]);
    expect(bodyRows()[0]!.textContent).toContain('(you)');
    expect(screen.queryByRole('button', { name: 'Disable: Ada Admin' })).toBeNull();
    expect(button('Enable: Old Agent')).toBeTruthy();
  });

  it('creates an agent with the brands ticked and the initial password', async () => {
    const { fetchMock, user } = await open(answer(0, { id: 9 }));
    await user.click(button('New staff member'));
    await enter(user, field('Email'), 'Mira@Example.com');
    await enter(user, field('Name'), 'Mira Agent');
    await user.click(field('Ember'));
    await enter(user, field('Initial password'), 'Lantern-Harbor-42');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          '/api/staff/admin/staff',
          {
            email: 'mira@example.com',
            name: 'Mira Agent',
            role: 'agent',
            brands: ['ember'],
            password: 'Lantern-Harbor-42',
          },
        ],
      ]),
    );
    await waitFor(() => expect(document.body.textContent).toContain('Mira Agent can now sign in.'));
  });

  it('asks for a brand for an agent and sends nothing without one; says when the email is taken', async () => {
    const { fetchMock, user } = await open(answer(1004, [{ field: 'email', rule: 'taken' }], 409));
    await user.click(button('New staff member'));
    await enter(user, field('Email'), 'jun@example.com');
    await user.type(field('Name'), 'Jun');
    await enter(user, field('Initial password'), 'Lantern-Harbor-42');
    await user.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Tick at least one brand for an agent.');
    expect(posts(fetchMock)).toEqual([]);
    await user.click(field('Nova'));
    await user.click(button('Save'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Another account already uses this email.'));
  });

  it('edits role and brands, starting from the stored ones', async () => {
    const { fetchMock, user } = await open(answer(0));
    await user.click(button('Edit: Jun Agent'));
    expect(field('Nova').checked).toBe(true);
    expect(field('Ember').checked).toBe(true);
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(field('Ember'));
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/admin/staff/2', { name: 'Jun Agent', role: 'admin', brands: ['nova'] }],
      ]),
    );
  });

  it("edits an agent's automatic assignment on its own form: languages, skills, capacity, opting out", async () => {
    const { fetchMock, user } = await open(
      answer(0, { ...PROFILE, languages: ['th'], skills: [], capacity: 2, autoAssign: false }),
    );
    await user.click(button('Edit: Jun Agent'));
    const form = await screen.findByRole('form', { name: 'Automatic assignment' });
    expect(form.textContent).toContain('Now: Online, 3 open of 8');
    const box = (name: string) => within(form).getByRole<HTMLInputElement>('checkbox', { name });
    expect(box('Korean').checked).toBe(true);
    expect(box('payment').checked).toBe(true);
    await user.click(box('Korean'));
    await user.click(box('English'));
    await user.click(box('Thai'));
    await user.click(box('payment'));
    await user.clear(within(form).getByLabelText('Capacity (open inquiries at once)'));
    await user.type(within(form).getByLabelText('Capacity (open inquiries at once)'), '2');
    await user.click(box('Takes automatic assignment'));
    await user.click(within(form).getByRole('button', { name: 'Save assignment' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/admin/staff/2/assignment', { languages: ['th'], skills: [], capacity: 2, autoAssign: false }],
      ]),
    );
  });

  it('disables and resets the second factor only after a confirmation', async () => {
    const { fetchMock, user } = await open(answer(0), answer(0));
    await user.click(button('Disable: Jun Agent'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Disable Jun Agent? They are signed out at once');
    expect(posts(fetchMock)).toEqual([]);
    await user.click(button('Disable account'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/staff/2/disabled', { disabled: true }]]));
    await user.click(button('Reset 2FA: Jun Agent'));
    expect(posts(fetchMock)).toHaveLength(1);
    await user.click(button('Reset second factor'));
    await waitFor(() => expect(posts(fetchMock).at(-1)).toEqual(['/api/staff/admin/staff/2/totp/reset', {}]));
  });

  it('sets a new password and shows the refusal of a weak one', async () => {
    const { fetchMock, user } = await open(
      answer(1001, [{ field: 'password', rule: 'weak_password' }], 400),
      answer(0),
    );
    await user.click(button('Set password: Old Agent'));
    // The row buttons say "Set password" too, by their names ("Set password: Old Agent"): the form's own button is the one named exactly so.
    const form = screen.getByRole('form', { name: 'New password for Old Agent' });
    const submit = () => within(form).getByRole('button', { name: 'Set password' });
    expect(submit().getAttribute('type')).toBe('submit');
    expect(submit().textContent).toBe('Set password');
    const password = within(form).getByLabelText('New password');
    await user.type(password, 'short');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('The password needs at least 8 characters.');
    await user.clear(password);
    await enter(user, password, 'password123');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This password is too common or too easy to guess.'),
    );
    await user.clear(password);
    await enter(user, password, 'Orchid-Valley-77');
    await user.click(submit());
    await waitFor(() =>
      expect(posts(fetchMock).at(-1)).toEqual(['/api/staff/admin/staff/3/password', { password: 'Orchid-Valley-77' }]),
    );
    await waitFor(() => expect(document.body.textContent).toContain('New password set for Old Agent.'));
  });
});
