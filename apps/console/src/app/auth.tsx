// Who is signed in: the stored staff session, kept in step with lib/session (login, logout, -600).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Staff } from '@guildhall/contract/staff';
import { onSessionChange, readSession, writeSession, type StoredSession } from '../lib/session';

interface AuthState {
  session: StoredSession | null;
  /** Set when the API ended the session (-600), so the login page can say why. */
  expired: boolean;
  /** Set by an explicit sign-out (until the next sign-in). */
  signedOut: boolean;
  signIn(session: StoredSession): void;
  signOut(): void;
  updateStaff(staff: Staff): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(() => readSession());
  const [expired, setExpired] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const signingOut = useRef(false);

  useEffect(
    () =>
      onSessionChange((next) => {
        setSession(next);
        if (!next && !signingOut.current) setExpired(true);
      }),
    [],
  );

  const signIn = useCallback((next: StoredSession) => {
    setExpired(false);
    setSignedOut(false);
    writeSession(next);
  }, []);
  const signOut = useCallback(() => {
    signingOut.current = true;
    writeSession(null);
    signingOut.current = false;
    setExpired(false);
    setSignedOut(true);
    queryClient.clear();
  }, [queryClient]);
  const updateStaff = useCallback((staff: Staff) => {
    const current = readSession();
    if (current) writeSession({ ...current, staff });
  }, []);

  const value = useMemo<AuthState>(
    () => ({ session, expired, signedOut, signIn, signOut, updateStaff }),
    [session, expired, signedOut, signIn, signOut, updateStaff],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** The signed-in staff member (only inside the signed-in layout). */
export function useStaff(): Staff {
  const { session } = useAuth();
  if (!session) throw new Error('useStaff without a session');
  return session.staff;
}
