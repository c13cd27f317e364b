// Staff accounts for administrators: the list (GET /staff/admin/staff), create, edit, disable or
// enable, second factor reset and a new password. Every change reloads the list, and the staff
// list used for assignment, which shows the same people.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreatedSchema,
  staffAccountPaths,
  StaffAccountListSchema,
  type StaffCreate,
  type StaffUpdate,
} from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export const staffAccountsOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async ({ signal }) =>
      StaffAccountListSchema.parse(await api.get<unknown>(staffAccountPaths.list, undefined, signal)),
  });

export type StaffAction =
  | { kind: 'create'; body: StaffCreate }
  | { kind: 'update'; staffId: number; body: StaffUpdate }
  | { kind: 'disabled'; staffId: number; disabled: boolean }
  | { kind: 'totpReset'; staffId: number }
  | { kind: 'password'; staffId: number; password: string };

async function run(action: StaffAction): Promise<void> {
  switch (action.kind) {
    case 'create':
      CreatedSchema.parse(await api.post<unknown>(staffAccountPaths.list, action.body));
      return;
    case 'update':
      await api.post<null>(fillPath(staffAccountPaths.one, { staffId: action.staffId }), action.body);
      return;
    case 'disabled':
      await api.post<null>(fillPath(staffAccountPaths.disabled, { staffId: action.staffId }), {
        disabled: action.disabled,
      });
      return;
    case 'totpReset':
      await api.post<null>(fillPath(staffAccountPaths.totpReset, { staffId: action.staffId }), {});
      return;
    case 'password':
      await api.post<null>(fillPath(staffAccountPaths.password, { staffId: action.staffId }), {
        password: action.password,
      });
      return;
  }
}

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Refused or not, the list reloads: a refusal may mean it was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
      ]),
  });
}
