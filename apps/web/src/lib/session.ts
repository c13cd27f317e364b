// The client state of a session: token, username and type live in session storage
// and (with "remember") local storage; self_* values and the game context in session storage only.
// A password is never stored anywhere.
import { AREAS, isArea, normalizeLanguage, type Area, type Language } from '@guildhall/contract/areas';

export const SHARED_KEYS = ['token', 'username', 'type'] as const;
export const SESSION_KEYS = [
  'oauth_token',
  'self_username',
  'self_type',
  'self_area',
  'self_brand',
  'self_lang',
  'clientId',
  'platform',
  /** The social login under way: provider, where it started, remember (lib/social-login.ts). */
  'social_login',
] as const;
type SharedKey = (typeof SHARED_KEYS)[number];
type SessionKey = (typeof SESSION_KEYS)[number] | SharedKey;
/** Login type kept under `type` (contract `loginTypeOf`: official = 1, platform = 0). */
export type LoginType = 0 | 1;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be disabled (private mode, in-app browsers)
  }
}

export function readSession(key: SessionKey): string | null {
  return safe(() => sessionStorage.getItem(key), null);
}

export function writeSession(key: SessionKey, value: string | null): void {
  safe(() => (value === null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, value)), undefined);
}

function readLocal(key: SharedKey): string | null {
  return safe(() => localStorage.getItem(key), null);
}

function writeLocal(key: SharedKey, value: string | null): void {
  safe(() => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), undefined);
}

function announce(): void {
  window.dispatchEvent(new Event('gh:auth'));
}

/** The token from session storage, else local storage (remembered login). */
export function readToken(): string | null {
  return readSession('token') ?? readLocal('token');
}

/** username or type of the session in force (session storage, else the remembered one). */
export function readShared(key: Exclude<SharedKey, 'token'>): string | null {
  return readSession('token') ? readSession(key) : readLocal(key);
}

/** Whether the session in force is the remembered one (it outlives the tab). */
export function isRemembered(): boolean {
  const token = readToken();
  return token !== null && readLocal('token') === token;
}

/** Clears token, username and type from both storages (logout and code -600). */
export function clearAuth(): void {
  for (const key of SHARED_KEYS) {
    writeSession(key, null);
    writeLocal(key, null);
  }
  writeSession('oauth_token', null);
  writeSession('self_username', null);
  writeSession('self_type', null);
  announce();
}

export interface StoredLogin {
  token: string;
  username: string;
  loginType: LoginType;
}

/**
 * A login succeeded: the session always goes to session storage (a reload keeps it); with
 * "remember" to local storage as well (a new tab or a restart keeps it), otherwise any
 * remembered session is forgotten so a new tab starts logged out.
 */
export function storeLogin(login: StoredLogin, remember: boolean): void {
  const values: Record<SharedKey, string> = {
    token: login.token,
    username: login.username,
    type: String(login.loginType),
  };
  for (const key of SHARED_KEYS) {
    writeSession(key, values[key]);
    writeLocal(key, remember ? values[key] : null);
  }
  writeSession('self_username', login.username);
  writeSession('self_type', values.type);
  writeSession('oauth_token', null);
  announce();
}

/** users/info answered for the session in force: keep its username and login type. */
export function storeUserInfo(username: string, loginType: LoginType): void {
  const remembered = isRemembered();
  writeSession('username', username);
  writeSession('type', String(loginType));
  writeSession('self_username', username);
  writeSession('self_type', String(loginType));
  if (remembered) {
    writeLocal('username', username);
    writeLocal('type', String(loginType));
  }
  announce();
}

const TOKEN_SHAPE = /^[\x21-\x7e]{1,1024}$/;

/**
 * In-game entry: `oauth_token` in the URL becomes the session's token and leaves the address bar
 * at once (history.replaceState, the other query values stay), before anything reads the URL or
 * a request could carry it in a Referer. Runs at boot, before rendering.
 */
export function captureUrlToken(loc: Location = window.location, history: History = window.history): string | null {
  const url = new URL(loc.href);
  if (!url.searchParams.has('oauth_token')) return null;
  const token = url.searchParams.get('oauth_token') ?? '';
  url.searchParams.delete('oauth_token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!TOKEN_SHAPE.test(token)) return null;
  if (readSession('token') !== token) {
    // Another account's names must not show until users/info answers for this one.
    for (const key of ['username', 'type', 'self_username', 'self_type'] as const) writeSession(key, null);
  }
  writeSession('token', token);
  writeSession('oauth_token', token);
  return token;
}

/** A remembered session (local storage only, e.g. a new tab) becomes this tab's session at boot. */
export function adoptRememberedSession(): void {
  if (readSession('token')) return;
  const token = readLocal('token');
  if (!token) return;
  for (const key of SHARED_KEYS) writeSession(key, readLocal(key));
  const username = readLocal('username');
  const type = readLocal('type');
  if (username) writeSession('self_username', username);
  if (type) writeSession('self_type', type);
}

export interface UrlContext {
  clientId: number | null;
  platform: string | null;
  specLang: Language | null;
  domainArea: Area | null;
  selfArea: Area | null;
}

/** Reads the query values a page may carry (docs/product.md section 3) and keeps the ones that outlive the page in session. */
export function takeUrlContext(search: string): UrlContext {
  const q = new URLSearchParams(search);
  const id = Number(q.get('clientId') ?? q.get('id'));
  const clientId = Number.isInteger(id) && id > 0 ? id : null;
  const platform = q.get('platform');
  const specLang = normalizeLanguage(q.get('spec_lang')) ?? null;
  const domainArea = isArea(q.get('domain_area')) ? (q.get('domain_area') as Area) : null;
  const selfAreaValue = q.get('self_area');
  const selfArea = isArea(selfAreaValue) ? selfAreaValue : null;
  if (q.has('clientId') && clientId) writeSession('clientId', String(clientId));
  if (platform && ['android', 'ios', 'web'].includes(platform)) writeSession('platform', platform);
  return { clientId, platform, specLang, domainArea, selfArea };
}

export function sessionArea(): Area | null {
  const v = readSession('self_area');
  return v && (AREAS as readonly string[]).includes(v) ? (v as Area) : null;
}
