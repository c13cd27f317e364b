// Whether a player is logged in: a token exists (from the URL, session or local storage). The
// login flows themselves arrive with the accounts work; this keeps the shell honest until then.
import { useSyncExternalStore } from 'react';
import { clearAuth, readSession, readToken } from '../lib/session';

function subscribe(onChange: () => void) {
  window.addEventListener('gh:auth', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('gh:auth', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useAuth() {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  return {
    loggedIn: Boolean(token),
    username: token ? readSession('username') : null,
    logout: clearAuth,
  };
}
