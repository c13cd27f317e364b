import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { LoginResultSchema, type RegisterSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

/** Registration of an official account; answers a login like the password login does. */
export async function register(body: z.output<typeof RegisterSchema>) {
  return LoginResultSchema.parse(await api.post<unknown>(apiPaths.register, body));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
