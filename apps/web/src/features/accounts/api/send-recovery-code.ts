import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { SendCodeSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

/** Password recovery, step one: a code to the account's bound email (same answer for any account). */
export function sendRecoveryCode(body: z.output<typeof SendCodeSchema>) {
  return api.post<null>(apiPaths.recoverSendCode, body);
}

export function useSendRecoveryCode() {
  return useMutation({ mutationFn: sendRecoveryCode });
}
