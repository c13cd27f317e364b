import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { ChangePasswordSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

export function changePassword(body: z.output<typeof ChangePasswordSchema>) {
  return api.post<null>(apiPaths.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
