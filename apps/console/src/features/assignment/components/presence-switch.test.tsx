// @vitest-environment happy-dom
// The top bar's availability: claims no presence while loading, shows the stored presence, changes it by keyboard (a select), and
// keeps what holds when the API refuses, saying so.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answer, renderPage, stubFetch } from '../../../../test/render';
import { PresenceSwitch } from './presence-switch';

type Call = [string, RequestInit | undefined];

describe('the availability switch', () => {
  it('shows the stored presence and sets another from the keyboard', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer(0, { presence: 'online', presenceAt: '2026-01-01T00:00:00.000Z' })
        : answer(0, { presence: 'away', presenceAt: null }),
    );
    const { user } = renderPage(<PresenceSwitch />);
    const select = screen.getByLabelText<HTMLSelectElement>('Availability');
    // While loading: disabled, and no presence claimed (a placeholder, not "offline").
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Loading…');
    await waitFor(() => expect(select.value).toBe('away'));
    expect(select.disabled).toBe(false);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Online', 'Away', 'Offline']);
    select.focus();
    await user.selectOptions(select, 'online');
    await waitFor(() =>
      expect(
        (fetchMock.mock.calls as Call[])
          .filter(([, i]) => i?.method === 'POST')
          .map(([u, i]) => [u, JSON.parse(String(i?.body))]),
      ).toEqual([['/api/staff/me/presence', { presence: 'online' }]]),
    );
    await waitFor(() => expect(select.value).toBe('online'));
  });

  it('says so when the change is refused, and shows the presence that holds', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? answer(5000, null, 500) : answer(0, { presence: 'offline', presenceAt: null }),
    );
    const { user } = renderPage(<PresenceSwitch />);
    const select = screen.getByLabelText<HTMLSelectElement>('Availability');
    await waitFor(() => expect(select.disabled).toBe(false));
    await user.selectOptions(select, 'online');
    expect((await screen.findByRole('alert')).textContent).toBe('Your availability could not be changed. Try again.');
    expect(select.value).toBe('offline');
  });
});
