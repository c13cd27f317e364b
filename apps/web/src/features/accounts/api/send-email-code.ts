import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { SendEmailCodeSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

/** A six-digit code to the email being bound (valid 10 minutes, a few attempts). */
export function sendEmailCode(body: z.output<typeof SendEmailCodeSchema>) {
  return api.post<null>(apiPaths.sendEmailCode, body);
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
