import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { RegisterSendCodeSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

/**
 * Registration's first step: a code to the address. The answer is the same whether the address
 * is free or already an account's (then its owner gets a mail instead; decision record 0032).
 */
export function sendRegisterCode(body: z.output<typeof RegisterSendCodeSchema>) {
  return api.post<null>(apiPaths.registerSendCode, body);
}

export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
