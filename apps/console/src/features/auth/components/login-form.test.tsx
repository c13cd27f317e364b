// @vitest-environment happy-dom
// The login's second step: a password that is right for an account with TOTP answers 1006 with
// totp/required; the form then asks for the code and sends email, password and code together.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { LoginForm } from './login-form';

const STAFF = { id: 2, email: 'agent.nova@guildhall.example', name: 'Jun Agent', role: 'agent', brands: ['nova', 'ember'], totpEnabled: true };
const RESULT = { token: 'staff-token', expiresAt: '2099-01-01T00:00:00.000Z', staff: STAFF };

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, call: number): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]![1]!;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

/** Fills in the first step and waits for the form to take in the answer. */
async function signIn(container: HTMLElement) {
  change(field(container, 'Work email'), 'agent.nova@guildhall.example');
  change(field(container, 'Password'), 'Console-Agent-2026!');
  await click(button(container, 'Sign in'));
  await waitFor(() => expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('false'));
}

describe('staff login', () => {
  it('asks for the TOTP code after 1006 totp/required and sends it with the password', async () => {
    const fetchMock = stubFetch(answer(1006, [{ field: 'totp', rule: 'required' }], 401), answer(0, RESULT));
    const onSuccess = vi.fn();
    page = render(<LoginForm onSuccess={onSuccess} />);
    await signIn(page.container);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/staff/auth/login');
    expect(bodyOf(fetchMock, 0)).toEqual({ email: 'agent.nova@guildhall.example', password: 'Console-Agent-2026!' });
    expect(page.container.textContent).toContain('Two-factor authentication');
    const code = field(page.container, 'Authentication code');
    expect(onSuccess).not.toHaveBeenCalled();

    // Letters are dropped, six digits are required.
    change(code, '12ab34');
    await click(button(page.container, 'Verify'));
    expect(page.container.textContent).toContain('Enter the 6 digits of the code.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    change(code, '123456');
    await click(button(page.container, 'Verify'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 1)).toEqual({ email: 'agent.nova@guildhall.example', password: 'Console-Agent-2026!', totp: '123456' });
    // Signed like every POST.
    const headers = fetchMock.mock.calls[1]![1]!;
    expect(Object.keys(headers.headers as Record<string, string>)).toEqual(expect.arrayContaining(['x-nonce', 'x-timestamp', 'x-sign']));
    expect(onSuccess).toHaveBeenCalledWith(RESULT);
  });

  it('says so when the code is wrong, and goes back to the password step on request', async () => {
    stubFetch(answer(1006, [{ field: 'totp', rule: 'required' }], 401), answer(1006, [{ field: 'totp', rule: 'wrong' }], 401));
    page = render(<LoginForm onSuccess={() => undefined} />);
    await signIn(page.container);
    change(field(page.container, 'Authentication code'), '000000');
    await click(button(page.container, 'Verify'));
    await waitFor(() => expect(page!.container.textContent).toContain('That code is incorrect'));
    expect(page.container.textContent).toContain('That code is incorrect or was already used.');
    expect(field(page.container, 'Authentication code').value).toBe('');
    await click(button(page.container, 'Use another account'));
    expect(field(page.container, 'Password').value).toBe('');
  });

  it('explains an administrator without a second factor when it is enforced (1003 setup_required)', async () => {
    stubFetch(answer(1003, [{ field: 'totp', rule: 'setup_required' }], 403));
    page = render(<LoginForm onSuccess={() => undefined} />);
    await signIn(page.container);
    expect(page.container.querySelector('[role="alert"]')?.textContent).toContain('Administrators must use two-factor authentication');
  });

  it('leads an administrator with a setup token through the setup, then signs in with the next code', async () => {
    const setupToken = 'setup-only-token';
    const fetchMock = stubFetch(
      answer(1003, { field: 'totp', rule: 'setup_required', setupToken }, 403),
      answer(0, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/Guildhall:admin%40guildhall.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Guildhall' }),
      answer(1006, [{ field: 'totp', rule: 'wrong' }], 401),
      answer(0),
      answer(0, { ...RESULT, staff: { ...STAFF, role: 'admin', totpEnabled: true } }),
    );
    const onSuccess = vi.fn();
    page = render(<LoginForm onSuccess={onSuccess} />);
    await signIn(page.container);

    // The setup starts at once with the setup-only session, not a stored one.
    await waitFor(() => expect(page!.container.textContent).toContain('JBSW Y3DP EHPK 3PXP JBSW Y3DP'));
    expect(page.container.textContent).toContain('Set up two-factor authentication');
    expect(page.container.textContent).toContain('otpauth://totp/Guildhall:admin%40guildhall.example');
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/staff/me/totp/setup');
    const setupHeaders = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(setupHeaders.authorization).toBe(`Bearer ${setupToken}`);
    expect(Object.keys(setupHeaders)).toEqual(expect.arrayContaining(['x-sign']));
    expect(button(page.container, 'Copy Secret key')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();

    // A wrong code is said so; the right one turns the factor on.
    change(field(page.container, 'Authentication code'), '111111');
    await click(button(page.container, 'Turn on and continue'));
    await waitFor(() => expect(page!.container.textContent).toContain('That code is incorrect'));
    change(field(page.container, 'Authentication code'), '222222');
    await click(button(page.container, 'Turn on and continue'));
    await waitFor(() => expect(page!.container.textContent).toContain('Enter the next code from your app'));
    expect(String(fetchMock.mock.calls[3]![0])).toBe('/api/staff/me/totp/enable');
    expect(bodyOf(fetchMock, 3)).toEqual({ totp: '222222' });
    expect((fetchMock.mock.calls[3]![1]!.headers as Record<string, string>).authorization).toBe(`Bearer ${setupToken}`);

    // Then the usual second step: password and the next code, no setup token any more.
    expect(page.container.textContent).toContain('Two-factor authentication');
    change(field(page.container, 'Authentication code'), '333333');
    await click(button(page.container, 'Verify'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[4]![0])).toBe('/api/staff/auth/login');
    expect(bodyOf(fetchMock, 4)).toEqual({ email: 'agent.nova@guildhall.example', password: 'Console-Agent-2026!', totp: '333333' });
    expect((fetchMock.mock.calls[4]![1]!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('reports a wrong password without revealing whether a code is needed', async () => {
    stubFetch(answer(1006, null, 401));
    page = render(<LoginForm onSuccess={() => undefined} />);
    await signIn(page.container);
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe('Email or password is incorrect.');
    expect(() => field(page!.container, 'Authentication code')).toThrow();
  });
});
