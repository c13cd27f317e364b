import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import type { ScoreSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { inquiryKey } from './get-inquiry';
import { inquiriesKey } from './get-inquiries';

export type ScoreBody = z.output<typeof ScoreSchema>;

/** Rates the service 1–5 with an optional comment; the inquiry is concluded. */
export function scoreInquiry(body: ScoreBody) {
  return api.post<null>(apiPaths.inquiryScore, body);
}

export function useScoreInquiry(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scoreInquiry,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: inquiriesKey }),
      ]),
  });
}
