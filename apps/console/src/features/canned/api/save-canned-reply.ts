import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffPaths, type CannedReplySchema } from '@guildhall/contract/staff';
import { CreatedSchema } from '@guildhall/contract/staff-admin';
import type { z } from 'zod';
import { api, fillPath } from '../../../lib/api-client';

export type CannedReplyInput = z.input<typeof CannedReplySchema>;

/** Creates (no id) or updates a canned reply; every list of canned replies refreshes. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: CannedReplyInput & { id: number | null }) => {
      if (id === null) CreatedSchema.parse(await api.post<unknown>(staffPaths.canned, body));
      else await api.post<null>(fillPath(staffPaths.cannedOne, { id }), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canned'] }),
  });
}

/** Deletes a canned reply for good (audited with its text); every list refreshes. */
export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(fillPath(staffPaths.cannedDelete, { id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canned'] }),
  });
}
