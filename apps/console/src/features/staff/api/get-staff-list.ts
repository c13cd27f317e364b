import { queryOptions } from '@tanstack/react-query';
import { staffPaths, StaffListSchema } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

/** Colleagues on the caller's brands (admins included), for names and assignment. */
export const staffListOptions = () =>
  queryOptions({
    queryKey: ['staff'],
    queryFn: async ({ signal }) =>
      StaffListSchema.parse(await api.get<unknown>(staffPaths.staffList, undefined, signal)),
    staleTime: 5 * 60_000,
  });
