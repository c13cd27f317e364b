// @vitest-environment happy-dom
// The security page: a setup shows the new key, a code that is not six digits is refused before
// anything is sent (the contract's TotpCodeSchema), the right one turns the factor on.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Staff } from '@guildhall/contract/staff';
import { writeSession } from '../../lib/session';
import { answer, renderPage, stubFetch } from '../../../test/render';
import { AuthProvider } from '../auth';
import { SecurityPage } from './security-page';

const AGENT: Staff = {
  id: 2,
  email: 'agent.nova@guildhall.example',
  name: 'Jun Agent',
  role: 'agent',
  brands: ['nova'],
  totpEnabled: false,
};
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Guildhall:agent?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Guildhall',
};

afterEach(() => {
  writeSession(null);
});

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

describe('the security page', () => {
  it('refuses a code that is not six digits, then turns the second factor on with the right one', async () => {
    writeSession({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: AGENT });
    const fetchMock = stubFetch(answer(0, SETUP), answer(0));
    const { user } = renderPage(
      <AuthProvider>
        <SecurityPage />
      </AuthProvider>,
    );
    expect(screen.getByText('Two-factor authentication is off for your account.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const code = await screen.findByLabelText<HTMLInputElement>('Authentication code');
    expect(document.body.textContent).toContain('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    // Letters are dropped; four digits are not a code.
    await user.type(code, '12ab34');
    expect(code.value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6 digits of the code.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toEqual([['/api/staff/me/totp/setup', {}]]);

    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(posts(fetchMock).at(-1)).toEqual(['/api/staff/me/totp/enable', { totp: '123456' }]));
    await waitFor(() => expect(screen.getByText('Two-factor authentication is on for your account.')).toBeTruthy());
  });
});
