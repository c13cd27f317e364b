// SLA calendars and policies (admins): the lists, and the changes, after which both lists
// reload (a policy shows its calendar's name; a calendar shows how many policies use it).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SlaCalendarListSchema,
  SlaPolicyListSchema,
  SlaSavedSchema,
  slaPaths,
  type SlaCalendarEdit,
  type SlaPolicyEdit,
  type SlaSaved,
} from '@guildhall/contract/sla';
import { api, fillPath } from '../../../lib/api-client';

export const slaCalendarsOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sla', 'calendars'],
    queryFn: async ({ signal }) =>
      SlaCalendarListSchema.parse(await api.get<unknown>(slaPaths.calendars, undefined, signal)),
  });

export const slaPoliciesOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sla', 'policies'],
    queryFn: async ({ signal }) =>
      SlaPolicyListSchema.parse(await api.get<unknown>(slaPaths.policies, undefined, signal)),
  });

export type SlaAction =
  | { kind: 'saveCalendar'; id: number | null; body: SlaCalendarEdit }
  | { kind: 'deleteCalendar'; id: number }
  | { kind: 'savePolicy'; id: number | null; body: SlaPolicyEdit }
  | { kind: 'deletePolicy'; id: number };

async function run(action: SlaAction): Promise<SlaSaved | null> {
  switch (action.kind) {
    case 'saveCalendar':
      return SlaSavedSchema.parse(
        await api.post<unknown>(
          action.id === null ? slaPaths.calendars : fillPath(slaPaths.calendar, { calendarId: action.id }),
          action.body,
        ),
      );
    case 'deleteCalendar':
      await api.post<null>(fillPath(slaPaths.calendarDelete, { calendarId: action.id }), {});
      return null;
    case 'savePolicy':
      return SlaSavedSchema.parse(
        await api.post<unknown>(
          action.id === null ? slaPaths.policies : fillPath(slaPaths.policy, { policyId: action.id }),
          action.body,
        ),
      );
    case 'deletePolicy':
      return SlaSavedSchema.parse(
        await api.post<unknown>(fillPath(slaPaths.policyDelete, { policyId: action.id }), {}),
      );
  }
}

export function useSlaAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sla'] }),
  });
}
