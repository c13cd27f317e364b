import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { api } from '../../../lib/api-client';
import { inquiryKey } from './get-inquiry';
import { inquiriesKey } from './get-inquiries';

/** "End the conversation": the inquiry waits for the player's rating. */
export function endInquiry(inquiryId: number) {
  return api.post<null>(apiPaths.inquiryEnd, { inquiryId });
}

export function useEndInquiry(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endInquiry(inquiryId),
    // A conflict (an agent closed it meanwhile) also means the page shows an old status.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: inquiriesKey }),
      ]),
  });
}
