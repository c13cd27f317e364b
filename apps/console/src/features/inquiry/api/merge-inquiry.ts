// POST /staff/inquiries/:id/merge (contract merge.ts): the inquiry's conversation moves
// into another of the same player. Refreshes both inquiries and the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergePaths, MergeResultSchema, type MergeResult } from '@guildhall/contract/merge';
import { api, fillPath } from '../../../lib/api-client';
import { inquiryKey } from './get-inquiry';

export function useMergeInquiry(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { intoInquiryId: number }): Promise<MergeResult> =>
      MergeResultSchema.parse(
        await api.post<unknown>(fillPath(mergePaths.merge, { inquiryId }), { intoInquiryId: v.intoInquiryId }),
      ),
    onSettled: async (_data, _err, v) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: inquiryKey(v.intoInquiryId) }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
      ]);
    },
  });
}
