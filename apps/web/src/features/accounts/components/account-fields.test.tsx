// @vitest-environment happy-dom
// The account-with-code fields (account-fields.tsx) as the quick login shows them: "Send code"
// checks the account on its own first and calls nothing while it is invalid; once a code went
// out the hint says so and the code is what the login sends.
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LoginResult } from '@guildhall/contract/accounts';
import { configureApi } from '../../../lib/api-client';
import { describedText, enter, jsonAnswer, renderSite } from '../../../../test/render';
import { LoginPanel } from './login-panel';

const RESULT: LoginResult = {
  token: 'tok-q',
  account: 'alice',
  username: 'Alice',
  type: 'OFFICIAL',
  expiresAt: '2099-01-01T00:00:00.000Z',
};
let fetchMock: ReturnType<typeof vi.fn>;
const answer = jsonAnswer;
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const hintOf = describedText;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  configureApi('/api', { lang: 'en', area: 'eru' });
  fetchMock = vi.fn(async (url: string) => answer({ code: 0, msg: 'ok', data: /send/i.test(url) ? null : RESULT }));
  vi.stubGlobal('fetch', fetchMock);
});

describe('AccountCodeFields in the quick login', () => {
  it('sends a code only for a valid account, then says it is on its way and logs in with it', async () => {
    const { user } = renderSite(
      <Routes>
        <Route
          path="/login"
          element={<LoginPanel config={{ methods: ['password', 'quick'], registration: false }} target="/UserCenter" />}
        />
        <Route path="/UserCenter" element={<p>user center page</p>} />
      </Routes>,
      { route: '/login' },
    );
    await user.click(screen.getByRole('tab', { name: 'Quick login' }));
    const code = input('Verification code');
    expect(hintOf(code)).toContain('The 6-digit code sent to your email.');

    await user.type(input('Account'), 'ab');
    await user.click(button('Send code'));
    await waitFor(() => expect(input('Account').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(input('Account'), 'ice');
    await user.click(button('Send code'));
    await waitFor(() => expect(hintOf(input('Verification code'))).toContain('a code is on its way'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      account: 'abice',
    });

    await enter(user, input('Verification code'), '123456');
    await user.click(button('Log in'));
    await waitFor(() => expect(document.body.textContent).toContain('user center page'));
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toMatchObject({
      account: 'abice',
      code: '123456',
    });
  });
});
