// The staff session: token, its expiry and the staff member, in session storage only (a staff
// session lasts 12 h and ends with the tab). Kept apart from the player site's keys.
import { StaffSchema, type Staff } from '@guildhall/contract/staff';

const KEY = 'gh_console_session';

export interface StoredSession {
  token: string;
  expiresAt: string;
  staff: Staff;
}

type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be disabled
  }
}

export function readSession(now = Date.now()): StoredSession | null {
  const raw = safe(() => sessionStorage.getItem(KEY), null);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredSession;
    const staff = StaffSchema.safeParse(value.staff);
    if (typeof value.token !== 'string' || !staff.success) return null;
    if (Date.parse(value.expiresAt) <= now) return null;
    return { token: value.token, expiresAt: value.expiresAt, staff: staff.data };
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return readSession()?.token ?? null;
}

export function writeSession(session: StoredSession | null): void {
  safe(
    () => (session ? sessionStorage.setItem(KEY, JSON.stringify(session)) : sessionStorage.removeItem(KEY)),
    undefined,
  );
  for (const l of listeners) l(session);
}

/** Called on login, logout, a refreshed staff record and on -600. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
