import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { InquiryDetailSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';

export const inquiryKey = (inquiryId: number) => ['support', 'inquiry', inquiryId] as const;

/** One inquiry with its conversation; the API marks its replies read as it answers. */
export const inquiryOptions = (inquiryId: number, token: string | null) =>
  queryOptions({
    queryKey: [...inquiryKey(inquiryId), token],
    enabled: token !== null && inquiryId > 0,
    queryFn: async ({ signal }) =>
      InquiryDetailSchema.parse(await api.get<unknown>(apiPaths.inquiryDetail, { inquiryId }, signal)),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useInquiry(inquiryId: number, token: string | null) {
  return useQuery(inquiryOptions(inquiryId, token));
}
