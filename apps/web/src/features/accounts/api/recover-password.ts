import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { RecoverPasswordSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

/** Password recovery, step two: the emailed code and the new password. */
export function recoverPassword(body: z.output<typeof RecoverPasswordSchema>) {
  return api.post<null>(apiPaths.recoverPassword, body);
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
