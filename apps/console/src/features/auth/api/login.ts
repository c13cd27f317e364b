import { staffPaths, StaffLoginResultSchema, type StaffLoginSchema } from '@guildhall/contract/staff';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type LoginInput = z.input<typeof StaffLoginSchema>;
export type LoginResult = z.infer<typeof StaffLoginResultSchema>;

export async function login(input: LoginInput): Promise<LoginResult> {
  return StaffLoginResultSchema.parse(await api.post<unknown>(staffPaths.login, input));
}
