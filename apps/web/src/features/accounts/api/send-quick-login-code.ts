import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { SendCodeSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

/** A one-time code to the account's bound email; the answer is the same for unknown accounts. */
export function sendQuickLoginCode(body: z.output<typeof SendCodeSchema>) {
  return api.post<null>(apiPaths.quickLoginSendCode, body);
}

export function useSendQuickLoginCode() {
  return useMutation({ mutationFn: sendQuickLoginCode });
}
