// The client state the spec's section 3 names: token, username and type live in session storage
// and (with "remember") local storage; self_* values and the game context in session storage only.
import { AREAS, isArea, normalizeLanguage, type Area, type Language } from '@guildhall/contract/areas';

export const SHARED_KEYS = ['token', 'username', 'type'] as const;
export const SESSION_KEYS = ['oauth_token', 'self_username', 'self_type', 'self_area', 'self_brand', 'self_lang', 'clientId', 'platform'] as const;
type SessionKey = (typeof SESSION_KEYS)[number] | (typeof SHARED_KEYS)[number];

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

/** The token from session storage, else local storage (remembered login). */
export function readToken(): string | null {
  return readSession('token') ?? safe(() => localStorage.getItem('token'), null);
}

/** Clears token, username and type from both storages (logout and code -600). */
export function clearAuth(): void {
  for (const key of SHARED_KEYS) {
    safe(() => sessionStorage.removeItem(key), undefined);
    safe(() => localStorage.removeItem(key), undefined);
  }
  writeSession('oauth_token', null);
  writeSession('self_username', null);
  writeSession('self_type', null);
  window.dispatchEvent(new Event('gh:auth'));
}

export interface UrlContext {
  clientId: number | null;
  platform: string | null;
  specLang: Language | null;
  domainArea: Area | null;
  selfArea: Area | null;
}

/** Reads the query values the spec lists and keeps the ones that outlive the page in session. */
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
