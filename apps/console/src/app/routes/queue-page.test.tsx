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

const AGENT: Staff = { id: 2, email: 'agent.nova@guildhall.example', name: 'Jun Agent', role: 'agent', brands: ['nova'], totpEnabled: false };

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
});

/** The staff API as the queue page reads it; the queue answers per view. */
function stubApi() {
  const lists: Record<string, QueueItem[]> = {
    all: [item(11, 'Reward missing', 2), item(12, 'Cannot log in', null)],
    unassigned: [item(12, 'Cannot log in', null)],
    mine: [item(11, 'Reward missing', 2)],
  };
  const fn = vi.fn(async (url: string) => {
    const u = new URL(url, 'http://console.test');
    if (u.pathname === '/api/staff/inquiries') return answer(0, { list: lists[u.searchParams.get('view') ?? ''] ?? [], nextCursor: null });
    if (u.pathname === '/api/staff/staff') return answer(0, [AGENT]);
    if (u.pathname === '/api/staff/brands') return answer(0, [{ id: 'nova', name: 'Nova Games', mainColor: '#6c5ce7', defaultArea: 'kr', languages: ['ko', 'en'], attachmentMaxFiles: 3, attachmentMaxBytes: 1048576 }]);
    if (u.pathname === '/api/staff/catalogue') return answer(0, []);
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
      return { highlighted: label?.textContent, checked: views.find((v) => v.checked)?.value, address: screen.getByTestId('address').textContent };
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
      const lastQueueCall = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://console.test')).filter((u) => u.pathname === '/api/staff/inquiries').at(-1)!;
      expect(lastQueueCall.searchParams.get('view')).toBe(view);
      await waitFor(() => expect(rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(view === 'unassigned' ? ['#12'] : view === 'mine' ? ['#11'] : ['#11', '#12']));
    }
  });
});
