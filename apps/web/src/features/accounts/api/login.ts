import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { LoginResultSchema, type GuestLoginSchema, type PasswordLoginSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

export type LoginBody = z.output<typeof PasswordLoginSchema> | z.output<typeof GuestLoginSchema>;

/** Account and password, or `{ guest: true }` (continue as guest). */
export async function login(body: LoginBody) {
  return LoginResultSchema.parse(await api.post<unknown>(apiPaths.login, body));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
