import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { LoginResultSchema, type QuickLoginSchema } from '@guildhall/contract/accounts';
import { api } from '../../../lib/api-client';

export async function quickLogin(body: z.output<typeof QuickLoginSchema>) {
  return LoginResultSchema.parse(await api.post<unknown>(apiPaths.quickLogin, body));
}

export function useQuickLogin() {
  return useMutation({ mutationFn: quickLogin });
}
