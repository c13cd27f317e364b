// @vitest-environment happy-dom
// The login's second step: a password that is right for an account with TOTP answers 1006 with
// totp/required; the form then asks for the code and sends email, password and code together.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
import { LoginForm } from './login-form';

const STAFF = {
  id: 2,
  email: 'agent.nova@guildhall.example',
  name: 'Jun Agent',
  role: 'agent',
  brands: ['nova', 'ember'],
  totpEnabled: true,
};
const RESULT = { token: 'staff-token', expiresAt: '2099-01-01T00:00:00.000Z', staff: STAFF };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole('button', { name });
const text = () => document.body.textContent;
async function retype(user: UserEvent, el: HTMLElement, value: string) {
  await user.clear(el);
  await user.type(el, value);
}

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, call: number): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]![1]!;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

/** Fills in the first step and waits for the form to take in the answer. */
async function signIn(user: UserEvent) {
  await enter(user, field('Work email'), 'agent.nova@guildhall.example');
  await enter(user, field('Password'), 'Console-Agent-2026!');
  await user.click(button('Sign in'));
  await waitFor(() => expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false'));
}

describe('staff login', () => {
  it('asks for the TOTP code after 1006 totp/required and sends it with the password', async () => {
    const fetchMock = stubFetch(answer(1006, [{ field: 'totp', rule: 'required' }], 401), answer(0, RESULT));
    const onSuccess = vi.fn();
    const { user } = renderPage(<LoginForm onSuccess={onSuccess} />);
    await signIn(user);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/staff/auth/login');
    expect(bodyOf(fetchMock, 0)).toEqual({ email: 'agent.nova@guildhall.example', password: 'Console-Agent-2026!' });
    expect(text()).toContain('Two-factor authentication');
    const code = field('Authentication code');
    expect(onSuccess).not.toHaveBeenCalled();

    // Letters are dropped, six digits are required.
    await retype(user, code, '12ab34');
    await user.click(button('Verify'));
    expect(text()).toContain('Enter the 6 digits of the code.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await retype(user, code, '123456');
    await user.click(button('Verify'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 1)).toEqual({
      email: 'agent.nova@guildhall.example',
      password: 'Console-Agent-2026!',
      totp: '123456',
    });
    // Signed like every POST.
    const headers = fetchMock.mock.calls[1]![1]!;
    expect(Object.keys(headers.headers as Record<string, string>)).toEqual(
      expect.arrayContaining(['x-nonce', 'x-timestamp', 'x-sign']),
    );
    expect(onSuccess).toHaveBeenCalledWith(RESULT);
  });

  it('says so when the code is wrong, and goes back to the password step on request', async () => {
    stubFetch(
      answer(1006, [{ field: 'totp', rule: 'required' }], 401),
      answer(1006, [{ field: 'totp', rule: 'wrong' }], 401),
    );
    const { user } = renderPage(<LoginForm onSuccess={() => undefined} />);
    await signIn(user);
    await retype(user, field('Authentication code'), '000000');
    await user.click(button('Verify'));
    await waitFor(() => expect(text()).toContain('That code is incorrect'));
    expect(text()).toContain('That code is incorrect or was already used.');
    expect(field('Authentication code').value).toBe('');
    await user.click(button('Use another account'));
    expect(field('Password').value).toBe('');
  });

  it('explains an administrator without a second factor when it is enforced (1003 setup_required)', async () => {
    stubFetch(answer(1003, [{ field: 'totp', rule: 'setup_required' }], 403));
    const { user } = renderPage(<LoginForm onSuccess={() => undefined} />);
    await signIn(user);
    expect(screen.getByRole('alert').textContent).toContain('Administrators must use two-factor authentication');
  });

  it('leads an administrator with a setup token through the setup, then signs in with the next code', async () => {
    const setupToken = 'setup-only-token';
    const fetchMock = stubFetch(
      answer(1003, { field: 'totp', rule: 'setup_required', setupToken }, 403),
      answer(0, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUrl:
          'otpauth://totp/Guildhall:admin%40guildhall.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Guildhall',
      }),
      answer(1006, [{ field: 'totp', rule: 'wrong' }], 401),
      answer(0),
      answer(0, { ...RESULT, staff: { ...STAFF, role: 'admin', totpEnabled: true } }),
    );
    const onSuccess = vi.fn();
    const { user } = renderPage(<LoginForm onSuccess={onSuccess} />);
    await signIn(user);

    // The setup starts at once with the setup-only session, not a stored one.
    await waitFor(() => expect(text()).toContain('JBSW Y3DP EHPK 3PXP JBSW Y3DP'));
    expect(text()).toContain('Set up two-factor authentication');
    expect(text()).toContain('otpauth://totp/Guildhall:admin%40guildhall.example');
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/staff/me/totp/setup');
    const setupHeaders = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(setupHeaders.authorization).toBe(`Bearer ${setupToken}`);
    expect(Object.keys(setupHeaders)).toEqual(expect.arrayContaining(['x-sign']));
    expect(button('Copy Secret key')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();

    // A wrong code is said so; the right one turns the factor on.
    await retype(user, field('Authentication code'), '111111');
    await user.click(button('Turn on and continue'));
    await waitFor(() => expect(text()).toContain('That code is incorrect'));
    await retype(user, field('Authentication code'), '222222');
    await user.click(button('Turn on and continue'));
    await waitFor(() => expect(text()).toContain('Enter the next code from your app'));
    expect(String(fetchMock.mock.calls[3]![0])).toBe('/api/staff/me/totp/enable');
    expect(bodyOf(fetchMock, 3)).toEqual({ totp: '222222' });
    expect((fetchMock.mock.calls[3]![1]!.headers as Record<string, string>).authorization).toBe(`Bearer ${setupToken}`);

    // Then the usual second step: password and the next code, no setup token any more.
    expect(text()).toContain('Two-factor authentication');
    await retype(user, field('Authentication code'), '333333');
    await user.click(button('Verify'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[4]![0])).toBe('/api/staff/auth/login');
    expect(bodyOf(fetchMock, 4)).toEqual({
      email: 'agent.nova@guildhall.example',
      password: 'Console-Agent-2026!',
      totp: '333333',
    });
    expect((fetchMock.mock.calls[4]![1]!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('reports a wrong password without revealing whether a code is needed', async () => {
    stubFetch(answer(1006, null, 401));
    const { user } = renderPage(<LoginForm onSuccess={() => undefined} />);
    await signIn(user);
    expect(screen.getByRole('alert').textContent).toBe('Email or password is incorrect.');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });
});
