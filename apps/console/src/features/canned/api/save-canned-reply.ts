import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffPaths, type CannedReplySchema } from '@guildhall/contract/staff';
import type { z } from 'zod';
import { api, fillPath } from '../../../lib/api-client';

export type CannedReplyInput = z.input<typeof CannedReplySchema>;

/** Creates (no id) or updates a canned reply; every list of canned replies refreshes. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CannedReplyInput & { id: number | null }) =>
      id === null ? api.post<{ id: number }>(staffPaths.canned, body) : api.post<null>(fillPath(staffPaths.cannedOne, { id }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canned'] }),
  });
}
