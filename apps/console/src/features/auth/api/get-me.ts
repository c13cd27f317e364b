import { queryOptions } from '@tanstack/react-query';
import { staffPaths, StaffSchema, type Staff } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export async function getMe(signal?: AbortSignal): Promise<Staff> {
  return StaffSchema.parse(await api.get<unknown>(staffPaths.me, undefined, signal));
}

export const meOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60_000 });
