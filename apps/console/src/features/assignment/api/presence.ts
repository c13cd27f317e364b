// The signed-in staff member's availability for automatic assignment (GET and POST
// /staff/me/presence). Going online takes the inquiries waiting for them at once, so the queue
// reloads after a change.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assignmentPaths, PresenceSchema, type StaffPresence } from '@guildhall/contract/assignment';
import { api } from '../../../lib/api-client';

export const presenceOptions = () =>
  queryOptions({
    queryKey: ['me', 'presence'],
    queryFn: async ({ signal }) =>
      PresenceSchema.parse(await api.get<unknown>(assignmentPaths.presence, undefined, signal)),
    // The inactivity job may have changed it: look again now and then.
    refetchInterval: 60_000,
  });

export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (presence: StaffPresence) =>
      PresenceSchema.parse(await api.post<unknown>(assignmentPaths.presence, { presence })),
    onSuccess: (data) => {
      queryClient.setQueryData(['me', 'presence'], data);
      return queryClient.invalidateQueries({ queryKey: ['queue'] });
    },
  });
}
