// @vitest-environment happy-dom
// The login page's body against a stubbed API: only offered methods show, the contract's rules
// report inline on the inputs, "remember password" decides the storage, and a second click
// while a login runs sends nothing.
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginConfig, LoginResult } from '@guildhall/contract/accounts';
import { configureApi } from '../../../lib/api-client';
import { enter, renderSite } from '../../../../test/render';
import { LoginPanel } from './login-panel';

const ALL: LoginConfig = { methods: ['password', 'quick', 'guest', 'google', 'vk'], registration: true };
const RESULT: LoginResult = {
  token: 'tok-1',
  account: 'alice',
  username: 'Alice',
  type: 'OFFICIAL',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function render(config: LoginConfig) {
  return renderSite(
    <Routes>
      <Route path="/login" element={<LoginPanel config={config} target="/UserCenter" />} />
      <Route path="/UserCenter" element={<p>user center page</p>} />
    </Routes>,
    { route: '/login' },
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  configureApi('/api', { lang: 'en', area: 'eru' });
  fetchMock = vi.fn(async () => answer({ code: 0, msg: 'ok', data: RESULT }));
  vi.stubGlobal('fetch', fetchMock);
});

describe('LoginPanel', () => {
  it('shows only the methods the login config offers', () => {
    const first = render({ methods: ['password', 'facebook'], registration: false });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(input('Account')).toBeTruthy();
    expect(button('Continue with Facebook')).toBeTruthy();
    expect(text()).not.toContain('Continue with Google');
    expect(text()).not.toContain('Continue as guest');
    expect(text()).not.toContain('Create an account');

    first.unmount();
    render(ALL);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Password login', 'Quick login']);
    expect(button('Continue with Google')).toBeTruthy();
    expect(button('Continue with VK')).toBeTruthy();
    expect(button('Continue as guest')).toBeTruthy();
    expect(button('Create an account')).toBeTruthy();
  });

  it('reports the contract rules on the inputs, tied by aria-describedby, without calling the API', async () => {
    const { user } = render(ALL);
    await user.type(input('Account'), 'ab');
    await user.click(button('Log in'));
    const account = input('Account');
    await waitFor(() => expect(account.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = account.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Use at least 4 characters.');
    expect(input('Password').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing again clears that field's message.
    await user.type(account, 'ice');
    expect(input('Account').hasAttribute('aria-invalid')).toBe(false);
  });

  it('with "remember password" keeps the token in local storage too, then goes to the redirect target', async () => {
    const { user } = render(ALL);
    await user.type(input('Account'), 'alice');
    await enter(user, input('Password'), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(button('Log in'));
    await waitFor(() => expect(text()).toContain('user center page'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/website\/login\/auth\?/);
    expect(JSON.parse(init.body as string)).toEqual({ account: 'alice', password: 'correct horse', remember: true });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('type')).toBe('0');
    expect(text()).toContain('Logged in successfully');
  });

  it('without remember keeps it in session storage only; a second submit while pending sends nothing', async () => {
    const { user } = render(ALL);
    await user.type(input('Account'), 'alice');
    await enter(user, input('Password'), 'correct horse');
    // Two submits in the same moment (a double click lands faster than any answer).
    const form = button('Log in').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(text()).toContain('user center page'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the API's localised message when the account or password is wrong", async () => {
    fetchMock.mockImplementation(async () =>
      answer({ code: 1006, msg: 'Login failed: incorrect account or password.', data: null }, 401),
    );
    const { user } = render(ALL);
    await user.type(input('Account'), 'alice');
    await user.type(input('Password'), 'wrong');
    await user.click(button('Log in'));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed: incorrect account or password.');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(button('Log in').disabled).toBe(false);
  });
});
