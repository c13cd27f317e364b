// Whether a player is logged in: a token exists, from the URL (in-game entry),
// session or local storage. Login, logout, users/info and code -600 all announce a change with
// the `gh:auth` event (lib/session.ts); another tab's remembered login arrives as `storage`.
import { useSyncExternalStore } from 'react';
import { clearAuth, readShared, readToken } from './session';

function subscribe(onChange: () => void) {
  window.addEventListener('gh:auth', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('gh:auth', onChange);
    window.removeEventListener('storage', onChange);
  };
}

// One string, so React sees a change only when one of the values changed.
const snapshot = () => JSON.stringify([readToken(), readShared('username'), readShared('type')]);
const serverSnapshot = () => JSON.stringify([null, null, null]);

export interface AuthState {
  loggedIn: boolean;
  token: string | null;
  username: string | null;
  /** Login type kept in storage: '1' official, '0' platform (contract `loginTypeOf`). */
  loginType: string | null;
  logout: () => void;
}

export function useAuth(): AuthState {
  const [token, username, loginType] = JSON.parse(useSyncExternalStore(subscribe, snapshot, serverSnapshot)) as (
    string | null
  )[];
  return {
    loggedIn: Boolean(token),
    token: token ?? null,
    username: username ?? null,
    loginType: loginType ?? null,
    logout: clearAuth,
  };
}
