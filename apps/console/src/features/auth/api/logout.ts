import { staffPaths } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

/** Ends the session on the server; the caller forgets it locally whatever the answer. */
export async function logout(): Promise<void> {
  await api.post<null>(staffPaths.logout, {});
}
