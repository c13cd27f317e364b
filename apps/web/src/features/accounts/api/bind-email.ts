import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { BindEmailSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';
import { userInfoKey } from './get-user-info';

export function bindEmail(body: z.output<typeof BindEmailSchema>) {
  return api.post<null>(apiPaths.bindEmail, body);
}

/** Binding changes the profile's email and its certified flag: users/info is asked again. */
export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}
