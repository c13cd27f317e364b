import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import {
  CreateInquiryResultSchema,
  type CreateInquiryResult,
  type CreateInquirySchema,
} from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { inquiriesKey } from './get-inquiries';

export type CreateInquiryBody = z.output<typeof CreateInquirySchema>;

/** Files an inquiry; the same Idempotency-Key on a retry never makes a second one. */
export async function createInquiry(body: CreateInquiryBody, idempotencyKey: string): Promise<CreateInquiryResult> {
  const answer = await api.post<unknown>(apiPaths.inquiries, body, { idempotencyKey });
  return CreateInquiryResultSchema.parse(answer);
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateInquiryBody; idempotencyKey: string }) =>
      createInquiry(body, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiriesKey }),
        queryClient.invalidateQueries({ queryKey: ['support', 'unresolved'] }),
      ]),
  });
}
