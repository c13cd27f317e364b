// @vitest-environment happy-dom
// Registration as the login page shows it (decision record 0032): the email is proven first, so
// "Send code" checks the address on its own and calls nothing while it is invalid; the hint then
// says where the code went (and that an address with an account gets a mail saying how to log
// in); the form sends email, code, name and password together, and the API's refusals land on
// their fields in the player's language: a wrong code on the code, a taken name on the name.
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LoginResult } from '@guildhall/contract/accounts';
import ar from '@guildhall/locales/player/ar.json';
import { configureApi } from '../../../lib/api-client';
import type { Dictionary } from '../../../lib/i18n';
import { describedText, enter, jsonAnswer, renderSite, type SiteOptions } from '../../../../test/render';
import { LoginPanel } from './login-panel';

const RESULT: LoginResult = {
  token: 'tok-r',
  account: 'newcomer',
  username: 'Newcomer',
  type: 'OFFICIAL',
  expiresAt: '2099-01-01T00:00:00.000Z',
};
const answer = jsonAnswer;
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const bodyOf = (call: unknown) => JSON.parse((call as [string, RequestInit])[1].body as string) as unknown;

let fetchMock: ReturnType<typeof vi.fn>;
/** What `register` answers; send_code always answers null. */
let registerAnswer: () => Response;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  configureApi('/api', { lang: 'en', area: 'eru' });
  registerAnswer = () => answer({ code: 0, msg: 'success', data: RESULT });
  fetchMock = vi.fn(async (url: string) =>
    /register\/send_code/.test(url) ? answer({ code: 0, msg: 'success', data: null }) : registerAnswer(),
  );
  vi.stubGlobal('fetch', fetchMock);
});

async function openRegistration(options: SiteOptions = {}, create = 'Create an account') {
  const site = renderSite(
    <Routes>
      <Route
        path="/login"
        element={<LoginPanel config={{ methods: ['password', 'quick'], registration: true }} target="/UserCenter" />}
      />
      <Route path="/UserCenter" element={<p>user center page</p>} />
    </Routes>,
    { route: '/login', ...options },
  );
  await site.user.click(button(create));
  return site;
}

describe('RegisterForm', () => {
  it('sends a code to a valid address only, says where it went, then registers with it', async () => {
    const { user } = await openRegistration();
    expect(describedText(input('Email address'))).toContain('We send a code to this address');

    await user.type(input('Email address'), 'not-an-address');
    await user.click(button('Send code'));
    await waitFor(() => expect(input('Email address').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(input('Email address'))).toContain('Enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input('Email address'));
    await user.type(input('Email address'), 'New@Example.com');
    await user.click(button('Send code'));
    await waitFor(() =>
      expect(describedText(input('Verification code'))).toContain('Check your inbox at new@example.com'),
    );
    expect((fetchMock.mock.calls[0] as [string])[0]).toMatch(/^\/api\/website\/login\/register\/send_code\?/);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ email: 'new@example.com' });
    expect(describedText(input('Verification code'))).toContain('the mail says how to log in instead');

    await enter(user, input('Verification code'), '123456');
    await user.type(input('Account'), 'Newcomer');
    await enter(user, input('Password'), 'Tidewater-77');
    await enter(user, input('Confirm password'), 'Tidewater-77');
    await user.click(button('Create account'));
    await waitFor(() => expect(document.body.textContent).toContain('user center page'));
    expect((fetchMock.mock.calls[1] as [string])[0]).toMatch(/^\/api\/website\/login\/register\?/);
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({
      email: 'new@example.com',
      code: '123456',
      account: 'Newcomer',
      password: 'Tidewater-77',
      confirmPassword: 'Tidewater-77',
      remember: false,
    });
    expect(sessionStorage.getItem('token')).toBe('tok-r');
  });

  it('asks for the email and the code before anything is sent', async () => {
    const { user } = await openRegistration();
    await user.type(input('Account'), 'Newcomer');
    await enter(user, input('Password'), 'Tidewater-77');
    await enter(user, input('Confirm password'), 'Tidewater-77');
    await user.click(button('Create account'));
    await waitFor(() => expect(input('Email address').getAttribute('aria-invalid')).toBe('true'));
    expect(input('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input('Verification code'))).toContain('Enter the 6-digit code.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [1006, 401, 'Verification code', 'This code is wrong or has expired.'],
    [1004, 409, 'Account', 'This account name is already taken. Choose another one and send a new code.'],
  ])('shows a %s answer on its field', async (code, status, field, text) => {
    registerAnswer = () => answer({ code, msg: 'refused', data: null }, status);
    const { user } = await openRegistration();
    await user.type(input('Email address'), 'new@example.com');
    await enter(user, input('Verification code'), '654321');
    await user.type(input('Account'), 'player01');
    await enter(user, input('Password'), 'Tidewater-77');
    await enter(user, input('Confirm password'), 'Tidewater-77');
    await user.click(button('Create account'));
    await waitFor(() => expect(input(field).getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(input(field))).toContain(text);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("speaks the player's language, Arabic here, the errors at their field too", async () => {
    const t = ar.auth;
    registerAnswer = () => answer({ code: 1006, msg: 'رفض', data: null }, 401);
    const { user } = await openRegistration({ lang: 'ar', dict: ar as Dictionary }, t.createAccount);
    await user.type(input(t.email), 'new@example.com');
    await enter(user, input(t.code), '654321');
    await user.type(input(t.account), 'newcomer');
    await enter(user, input(t.password), 'Tidewater-77');
    await enter(user, input(t.confirmPassword), 'Tidewater-77');
    await user.click(button(t.submitRegister));
    await waitFor(() => expect(describedText(input(t.code))).toContain(t.errorCodeWrong));
  });
});
