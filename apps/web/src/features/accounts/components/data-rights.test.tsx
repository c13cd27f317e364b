// @vitest-environment happy-dom
// The user center's data card against a stubbed API: the download hands the ZIP to the browser, a
// refusal shows the API's words; the deletion asks for the account name (checked here first) and
// the password only where an account can have one, and signs out once the page has left.
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '@guildhall/contract/accounts';
import { configureApi } from '../../../lib/api-client';
import { renderSite } from '../../../../test/render';
import { DataRights } from './data-rights';

const OFFICIAL: UserInfo = {
  account: 'alice',
  type: 'OFFICIAL',
  username: 'Alice',
  email: null,
  emailCertified: false,
  phone: null,
  birthday: null,
};
const GUEST: UserInfo = { ...OFFICIAL, account: 'guest_ab12cd', type: 'GUEST' };

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function render(info: UserInfo) {
  return renderSite(
    <Routes>
      <Route path="/UserCenter" element={<DataRights info={info} />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route: '/UserCenter' },
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('token', 'tok-1');
  configureApi('/api', { lang: 'en', area: 'eru' });
  fetchMock = vi.fn(async () =>
    answer({ code: 0, msg: 'success', data: { sessionsEnded: 1, filesRemoved: 0, inquiriesAnonymised: 0 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('DataRights', () => {
  it('downloads the archive with the session token, and shows a refusal in the API’s words', async () => {
    const click = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(click);
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="guildhall-data-7-20261125.zip"',
        },
      }),
    );
    render(OFFICIAL);
    fireEvent.click(button('Download my data'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toMatch(/^\/api\/ucenter\/data\/export\?/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');

    fetchMock.mockResolvedValueOnce(
      answer({ code: 1005, msg: 'Too many requests. Try again later.', data: null }, 429),
    );
    fireEvent.click(button('Download my data'));
    await waitFor(() => expect(text()).toContain('Too many requests. Try again later.'));
  });

  it('checks the account name before asking the API, and sends the password of an official account', async () => {
    render(OFFICIAL);
    fireEvent.click(button('Delete my account'));
    fireEvent.change(screen.getByLabelText('To confirm, type your account name: alice'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1!' } });
    fireEvent.click(button('Delete permanently'));
    await waitFor(() => expect(text()).toContain('This is not your account name.'));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('To confirm, type your account name: alice'), {
      target: { value: 'alice' },
    });
    fireEvent.click(button('Delete permanently'));
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toMatch(/^\/api\/ucenter\/account\/delete\?/);
    expect(JSON.parse(init.body as string)).toEqual({ account: 'alice', password: 'Secret-Pass-1!' });
    // Signed out once the user center has gone.
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
  });

  it('asks a guest for the account name only', async () => {
    render(GUEST);
    fireEvent.click(button('Delete my account'));
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('To confirm, type your account name: guest_ab12cd'), {
      target: { value: 'guest_ab12cd' },
    });
    fireEvent.click(button('Delete permanently'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      account: 'guest_ab12cd',
    });
  });
});
