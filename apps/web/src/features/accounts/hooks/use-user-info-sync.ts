// The shell keeps users/info fresh while a token exists; it lives with the accounts feature, since
// lib/auth.tsx (who is logged in) sits below the features and cannot reach their queries.
import { useAuth } from '../../../lib/auth';
import { useUserInfo } from '../api/get-user-info';

/** While a token exists, users/info is fetched and its username and type kept (the shell runs it). */
export function useUserInfoSync(): void {
  const { token } = useAuth();
  useUserInfo(token);
}
