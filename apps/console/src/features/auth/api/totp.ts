import { z } from 'zod';
import { staffPaths } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

const TotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

/** A new secret; two-factor stays off until a code from it is confirmed. */
export async function startTotpSetup(): Promise<TotpSetup> {
  return TotpSetupSchema.parse(await api.post<unknown>(staffPaths.totpSetup, {}));
}

export async function enableTotp(totp: string): Promise<void> {
  await api.post<null>(staffPaths.totpEnable, { totp });
}
