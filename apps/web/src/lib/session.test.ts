// @vitest-environment happy-dom
// Session storage rules (lib/session.ts): in-game token capture, remember vs not, the
// login type kept under `type`, and clearing both storages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginTypeOf } from '@guildhall/contract/account-types';
import {
  adoptRememberedSession,
  captureUrlToken,
  clearAuth,
  isRemembered,
  readToken,
  storeLogin,
  storeUserInfo,
} from './session';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

describe('in-game entry (oauth_token in the URL)', () => {
  it('stores the token in session storage only and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(
      { keep: 1 },
      '',
      '/SupportCenter/game?clientId=7&oauth_token=tok-abc.123&platform=ios&spec_lang=ja&domain_area=jp#top',
    );
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(captureUrlToken()).toBe('tok-abc.123');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/SupportCenter/game');
    expect(window.location.search).toBe('?clientId=7&platform=ios&spec_lang=ja&domain_area=jp');
    expect(window.location.hash).toBe('#top');
    expect(window.location.href).not.toContain('tok-abc');
    expect(window.history.state).toEqual({ keep: 1 });
    expect(sessionStorage.getItem('token')).toBe('tok-abc.123');
    expect(sessionStorage.getItem('oauth_token')).toBe('tok-abc.123');
    expect(localStorage.getItem('token')).toBeNull();
    expect(readToken()).toBe('tok-abc.123');
  });

  it('leaves a URL without oauth_token alone', () => {
    window.history.replaceState(null, '', '/games?clientId=3');
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(captureUrlToken()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('strips an empty or malformed token without keeping it', () => {
    window.history.replaceState(null, '', '/?oauth_token=&clientId=1');
    expect(captureUrlToken()).toBeNull();
    expect(window.location.search).toBe('?clientId=1');
    window.history.replaceState(null, '', '/?oauth_token=a%20b');
    expect(captureUrlToken()).toBeNull();
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("forgets another account's names when a new token arrives", () => {
    storeLogin({ token: 'old', username: 'Alice', loginType: 0 }, false);
    window.history.replaceState(null, '', '/?oauth_token=new-token');
    captureUrlToken();
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('self_username')).toBeNull();
  });
});

describe('remember password', () => {
  it('with remember: token, username and type in both storages (never a password)', () => {
    storeLogin({ token: 't1', username: 'Alice', loginType: 1 }, true);
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('token')).toBe('t1');
      expect(storage.getItem('username')).toBe('Alice');
      expect(storage.getItem('type')).toBe('1');
    }
    expect(sessionStorage.getItem('self_username')).toBe('Alice');
    expect(sessionStorage.getItem('self_type')).toBe('1');
    expect(localStorage.getItem('self_username')).toBeNull();
    const everything = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(everything).not.toMatch(/password/i);
    expect(isRemembered()).toBe(true);
  });

  it('without remember: session storage only, and a remembered session is forgotten', () => {
    storeLogin({ token: 'remembered', username: 'Old', loginType: 0 }, true);
    storeLogin({ token: 't2', username: 'Bob', loginType: 0 }, false);
    expect(sessionStorage.getItem('token')).toBe('t2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('type')).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it('a new tab (empty session storage) adopts a remembered session, and only that', () => {
    storeLogin({ token: 't3', username: 'Carol', loginType: 1 }, true);
    sessionStorage.clear(); // what a new tab sees
    adoptRememberedSession();
    expect(sessionStorage.getItem('token')).toBe('t3');
    expect(sessionStorage.getItem('username')).toBe('Carol');
    expect(sessionStorage.getItem('type')).toBe('1');

    storeLogin({ token: 't4', username: 'Dan', loginType: 0 }, false);
    sessionStorage.clear();
    adoptRememberedSession();
    expect(readToken()).toBeNull();
  });

  it('users/info updates local storage only for a remembered session', () => {
    storeLogin({ token: 't5', username: 'Eve', loginType: 0 }, false);
    storeUserInfo('Eve2', 1);
    expect(sessionStorage.getItem('username')).toBe('Eve2');
    expect(sessionStorage.getItem('self_type')).toBe('1');
    expect(localStorage.getItem('username')).toBeNull();
    storeLogin({ token: 't6', username: 'Eve', loginType: 0 }, true);
    storeUserInfo('Eve3', 1);
    expect(localStorage.getItem('username')).toBe('Eve3');
    expect(localStorage.getItem('type')).toBe('1');
  });

  it('clearAuth (logout, code -600) empties both storages and announces it', () => {
    storeLogin({ token: 't7', username: 'Finn', loginType: 1 }, true);
    sessionStorage.setItem('oauth_token', 't7');
    sessionStorage.setItem('self_lang', 'en');
    const heard = vi.fn();
    window.addEventListener('gh:auth', heard);
    clearAuth();
    window.removeEventListener('gh:auth', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    for (const key of ['token', 'username', 'type']) {
      expect(sessionStorage.getItem(key)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('oauth_token')).toBeNull();
    expect(sessionStorage.getItem('self_username')).toBeNull();
    expect(sessionStorage.getItem('self_lang')).toBe('en');
  });
});

describe('login type kept under `type`', () => {
  it('maps PLATFORM to official = 1 and anything else to platform = 0, as docs/product.md section 3 says', () => {
    expect(loginTypeOf('PLATFORM')).toBe(1);
    expect(loginTypeOf('OFFICIAL')).toBe(0);
    expect(loginTypeOf('GUEST')).toBe(0);
    storeLogin({ token: 'p', username: 'P', loginType: loginTypeOf('PLATFORM') }, false);
    expect(sessionStorage.getItem('type')).toBe('1');
    storeLogin({ token: 'o', username: 'O', loginType: loginTypeOf('OFFICIAL') }, false);
    expect(sessionStorage.getItem('type')).toBe('0');
  });
});
