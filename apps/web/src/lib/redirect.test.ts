import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const ORIGIN = 'https://nova.example';

describe('safeRedirect (where a login returns to)', () => {
  it.each([
    '//evil.com',
    '//evil.com/UserCenter',
    'https://evil.com',
    'http://evil.com/x',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'data:text/html,hi',
    'UserCenter',
    '',
    null,
    undefined,
  ])('rejects %j', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBe('/');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/UserCenter', ORIGIN)).toBe('/UserCenter');
    expect(safeRedirect('/SupportCenter/inquiry?clientId=7#form', ORIGIN)).toBe(
      '/SupportCenter/inquiry?clientId=7#form',
    );
  });

  it('does not send a login back to the login pages', () => {
    expect(safeRedirect('/login?redirect=/login', ORIGIN)).toBe('/');
    expect(safeRedirect('/vkRedirect', ORIGIN)).toBe('/');
  });
});
