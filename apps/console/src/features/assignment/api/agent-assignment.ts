// An agent's automatic assignment settings, for administrators (GET and POST
// /staff/admin/staff/:staffId/assignment): languages read, skills, capacity, automatic assignment.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AgentProfileSchema, assignmentPaths, type AgentProfileEdit } from '@guildhall/contract/assignment';
import { api, fillPath } from '../../../lib/api-client';

const key = (staffId: number) => ['admin', 'staff', staffId, 'assignment'] as const;

export const agentAssignmentOptions = (staffId: number) =>
  queryOptions({
    queryKey: key(staffId),
    queryFn: async ({ signal }) =>
      AgentProfileSchema.parse(
        await api.get<unknown>(fillPath(assignmentPaths.profile, { staffId }), undefined, signal),
      ),
  });

export function useSaveAgentAssignment(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgentProfileEdit) =>
      AgentProfileSchema.parse(await api.post<unknown>(fillPath(assignmentPaths.profile, { staffId }), body)),
    onSuccess: (data) => {
      queryClient.setQueryData(key(staffId), data);
      return queryClient.invalidateQueries({ queryKey: ['queue'] });
    },
  });
}
