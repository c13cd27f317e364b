import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { ReplySchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { inquiryKey } from './get-inquiry';
import { inquiriesKey } from './get-inquiries';

export type ReplyBody = z.output<typeof ReplySchema>;

/** "Add information": text and files; the inquiry goes back to "waiting for reply". */
export function replyInquiry(body: ReplyBody, idempotencyKey: string) {
  return api.post<null>(apiPaths.inquiryReply, body, { idempotencyKey });
}

export function useReplyInquiry(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReplyBody; idempotencyKey: string }) =>
      replyInquiry(body, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: inquiriesKey }),
      ]),
  });
}
