// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOAuthCallback, readOAuthCallback, takeOAuthCallback } from './oauth-callback';

beforeEach(() => forgetOAuthCallback());

describe('social login callback', () => {
  it('takes code and state out of the address bar at once and keeps them in memory', () => {
    window.history.replaceState(null, '', '/vkRedirect?code=abc123&state=s-0123456789abcdef&scope=openid&clientId=5');
    expect(takeOAuthCallback()).toEqual({ code: 'abc123', state: 's-0123456789abcdef', error: null });
    expect(window.location.pathname + window.location.search).toBe('/vkRedirect?clientId=5');
    expect(readOAuthCallback()?.code).toBe('abc123');
  });

  it('keeps a provider error for the page', () => {
    window.history.replaceState(null, '', '/vkRedirect?error=access_denied&state=s1');
    expect(takeOAuthCallback()?.error).toBe('access_denied');
    expect(window.location.search).toBe('');
  });

  it('ignores other routes', () => {
    window.history.replaceState(null, '', '/login?code=abc');
    expect(takeOAuthCallback()).toBeNull();
    expect(window.location.search).toBe('?code=abc');
    expect(readOAuthCallback()).toBeNull();
  });
});
