import { staffPaths, TotpSetupSchema, type TotpSetup } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export type { TotpSetup };

/**
 * A new secret; the factor in force (if any) stays until a code from the new one is confirmed.
 * `token`: the setup-only session of an admin's first login, else the stored session.
 */
export async function startTotpSetup(token?: string): Promise<TotpSetup> {
  return TotpSetupSchema.parse(await api.post<unknown>(staffPaths.totpSetup, {}, token ? { token } : {}));
}

export async function enableTotp(totp: string, token?: string): Promise<void> {
  await api.post<null>(staffPaths.totpEnable, { totp }, token ? { token } : {});
}
