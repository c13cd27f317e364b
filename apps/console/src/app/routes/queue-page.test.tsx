// @vitest-environment happy-dom
// The queue's view buttons follow the address without lagging: the click that changes the address
// shows the new view at once (checked, highlighted) and asks the API for that view's list. They
// used to show the previous view until a deferred navigation render caught up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { QueueItem, Staff } from '@guildhall/contract/staff';
import { writeSession } from '../../lib/session';
import { answer, renderPage } from '../../../test/render';
import { AuthProvider } from '../auth';
import { QueuePage } from './queue-page';

const AGENT: Staff = {
  id: 2,
  email: 'agent.nova@guildhall.example',
  name: 'Jun Agent',
  role: 'agent',
  brands: ['nova'],
  totpEnabled: false,
};

const item = (inquiryId: number, title: string, assignedTo: number | null): QueueItem => ({
  inquiryId,
  brand: 'nova',
  gameId: 1,
  gameName: 'Starfall Odyssey',
  lang: 'ko',
  title,
  status: 0,
  queryType: 3,
  region: 'kr-1',
  queryTypeName: 'Payment',
  account: 'player01',
  roleName: 'Ash',
  assignedTo,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  waitingSince: null,
  priority: inquiryId === 11 ? 3 : 1,
  tier: inquiryId === 11 ? 'vip' : 'standard',
  tags: inquiryId === 11 ? ['refund'] : [],
  dueAt: inquiryId === 11 ? '2020-01-01T00:00:00.000Z' : null,
  dueState: inquiryId === 11 ? 'breached' : null,
});

/** The staff API as the queue page reads it; the queue answers per view. */
function stubApi() {
  const lists: Record<string, QueueItem[]> = {
    all: [item(11, 'Reward missing', 2), item(12, 'Cannot log in', null)],
    unassigned: [item(12, 'Cannot log in', null)],
    mine: [item(11, 'Reward missing', 2)],
  };
  const fn = vi.fn(async (url: string, _init?: RequestInit) => {
    const u = new URL(url, 'http://console.test');
    if (u.pathname === '/api/staff/inquiries')
      return answer(0, { list: lists[u.searchParams.get('view') ?? ''] ?? [], nextCursor: null });
    if (u.pathname === '/api/staff/staff') return answer(0, [AGENT]);
    if (u.pathname === '/api/staff/brands')
      return answer(0, [
        {
          id: 'nova',
          name: 'Nova Games',
          mainColor: '#6c5ce7',
          defaultArea: 'kr',
          languages: ['ko', 'en'],
          attachmentMaxFiles: 3,
          attachmentMaxBytes: 1048576,
        },
      ]);
    if (u.pathname === '/api/staff/catalogue') return answer(0, []);
    if (u.pathname === '/api/staff/tags') return answer(0, [{ id: 1, brand: '*', name: 'launch day' }]);
    if (u.pathname === '/api/staff/inquiries/bulk')
      return answer(0, {
        results: [
          { inquiryId: 11, outcome: 'changed' },
          { inquiryId: 12, outcome: 'unchanged' },
        ],
      });
    if (u.pathname === '/api/staff/macros')
      return answer(0, [
        {
          id: 4,
          brand: null,
          name: 'Ask for receipt',
          actions: [{ type: 'add_tag', tag: 'receipt' }],
          updatedAt: '2026-11-25T00:00:00.000Z',
        },
      ]);
    if (u.pathname === '/api/staff/macros/4/apply')
      return answer(0, {
        results: [
          { inquiryId: 11, ok: true, actions: [] },
          { inquiryId: 12, ok: true, actions: [] },
        ],
      });
    return answer(1002, null, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The address as the router's hooks see it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

afterEach(() => {
  writeSession(null);
});

/** The queue's rows (its head row left out). */
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the queue page', () => {
  it('shows the clicked view as the current one in the same moment the address changes', async () => {
    const fetchMock = stubApi();
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: AGENT });
    renderPage(
      <AuthProvider>
        <Routes>
          <Route index element={<QueuePage />} />
        </Routes>
        <Address />
      </AuthProvider>,
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const views = screen.getAllByRole<HTMLInputElement>('radio');
    const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
    const current = () => {
      // The highlight is the label's class; what is checked is the radio's own state.
      const label = views.map((v) => v.closest('label')!).find((l) => l.classList.contains('is-checked'));
      return {
        highlighted: label?.textContent,
        checked: views.find((v) => v.checked)?.value,
        address: screen.getByTestId('address').textContent,
      };
    };
    expect(current()).toEqual({ highlighted: 'All', checked: 'all', address: '' });

    // What a person sees right after the click, before anything deferred has had a chance to run.
    for (const [name, view] of [
      ['Unassigned', 'unassigned'],
      ['Mine', 'mine'],
      ['All', 'all'],
    ] as const) {
      let seen: ReturnType<typeof current> | null = null;
      await act(async () => {
        radio(name).click();
        seen = current();
      });
      const address = view === 'all' ? '' : `?view=${view}`;
      expect(seen, `right after clicking ${name}`).toEqual({ highlighted: name, checked: view, address });
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      expect(current(), `after clicking ${name}`).toEqual({ highlighted: name, checked: view, address });
      // The list asked for is the clicked view's, and it is the one shown.
      const lastQueueCall = fetchMock.mock.calls
        .map(([url]) => new URL(url, 'http://console.test'))
        .filter((u) => u.pathname === '/api/staff/inquiries')
        .at(-1)!;
      expect(lastQueueCall.searchParams.get('view')).toBe(view);
      await waitFor(() =>
        expect(rows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(
          view === 'unassigned' ? ['#12'] : view === 'mine' ? ['#11'] : ['#11', '#12'],
        ),
      );
    }
  });

  it('shows priority, tier, tags and a breached due time in words, and changes the selected rows from the bulk bar', async () => {
    const fetchMock = stubApi();
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: AGENT });
    renderPage(
      <AuthProvider>
        <Routes>
          <Route index element={<QueuePage />} />
        </Routes>
      </AuthProvider>,
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const first = rows()[0]!;
    expect(first.textContent).toContain('Urgent');
    expect(first.textContent).toContain('VIP');
    expect(first.textContent).toContain('refund');
    expect(first.textContent).toContain('Breached');
    expect(rows()[1]!.textContent).toContain('No due time');
    expect(screen.queryByRole('region', { name: /Change the selected inquiries/ })).toBeNull();
    await act(async () => {
      screen.getByRole('checkbox', { name: 'Select every inquiry shown' }).click();
    });
    const bar = await screen.findByRole('region', { name: /Change the selected inquiries/ });
    expect(bar.textContent).toContain('Selected: 2');
    const priority = within(bar).getByRole<HTMLSelectElement>('combobox', { name: 'Set priority' });
    await act(async () => {
      priority.value = '2';
      priority.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => {
      within(bar).getByRole('button', { name: 'Apply to selected' }).click();
    });
    await waitFor(() =>
      expect(within(bar).getByRole('status').textContent).toBe('Changed: 1 · already so: 1 · skipped: 0'),
    );
    const call = fetchMock.mock.calls.find(
      ([url]) => new URL(url, 'http://console.test').pathname === '/api/staff/inquiries/bulk',
    )!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      inquiryIds: [11, 12],
      addTags: [],
      removeTags: [],
      priority: 2,
    });
  });

  it('applies a macro to the selected rows from the bulk bar (macros in bulk from the queue)', async () => {
    const fetchMock = stubApi();
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: AGENT });
    renderPage(
      <AuthProvider>
        <Routes>
          <Route index element={<QueuePage />} />
        </Routes>
      </AuthProvider>,
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    await act(async () => {
      screen.getByRole('checkbox', { name: 'Select every inquiry shown' }).click();
    });
    const bar = await screen.findByRole('region', { name: /Change the selected inquiries/ });
    const macro = within(bar).getByRole<HTMLSelectElement>('combobox', { name: 'Macro for 2 selected inquiries' });
    await waitFor(() => expect(within(macro).getByRole('option', { name: 'Ask for receipt' })).toBeTruthy());
    await act(async () => {
      macro.value = '4';
      macro.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => {
      within(macro.parentElement!).getByRole('button', { name: 'Apply' }).click();
    });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => new URL(url, 'http://console.test').pathname === '/api/staff/macros/4/apply',
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(
      ([url]) => new URL(url, 'http://console.test').pathname === '/api/staff/macros/4/apply',
    )!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ inquiryIds: [11, 12] });
    // Done: the selection is cleared, so the bar goes away.
    await waitFor(() => expect(screen.queryByRole('region', { name: /Change the selected inquiries/ })).toBeNull());
  });
});
