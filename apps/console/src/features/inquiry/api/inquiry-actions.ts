// The inquiry's actions: reply (idempotent: one key per attempt), internal note, assign, resolve,
// reopen. Each refreshes the inquiry and the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffPaths } from '@guildhall/contract/staff';
import { api, fillPath } from '../../../lib/api-client';
import { inquiryKey } from './get-inquiry';

function useInquiryMutation<V>(inquiryId: number, run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
      ]);
    },
  });
}

export function useReply(inquiryId: number) {
  return useInquiryMutation(inquiryId, (v: { content: string; attachments: string[]; idempotencyKey: string }) =>
    api.post<null>(
      fillPath(staffPaths.reply, { inquiryId }),
      { content: v.content, attachments: v.attachments },
      { idempotencyKey: v.idempotencyKey },
    ),
  );
}

export function useNote(inquiryId: number) {
  return useInquiryMutation(inquiryId, (v: { content: string }) =>
    api.post<null>(fillPath(staffPaths.note, { inquiryId }), { content: v.content }),
  );
}

export function useAssign(inquiryId: number) {
  return useInquiryMutation(inquiryId, (v: { staffId: number | null }) =>
    api.post<null>(fillPath(staffPaths.assign, { inquiryId }), { staffId: v.staffId }),
  );
}

export function useResolve(inquiryId: number) {
  return useInquiryMutation(inquiryId, () => api.post<null>(fillPath(staffPaths.resolve, { inquiryId }), {}));
}

export function useReopen(inquiryId: number) {
  return useInquiryMutation(inquiryId, () => api.post<null>(fillPath(staffPaths.reopen, { inquiryId }), {}));
}
