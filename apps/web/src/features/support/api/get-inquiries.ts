import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { InquiryListSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = 10;
export const inquiriesKey = ['support', 'inquiries'] as const;

/** The player's inquiries, newest activity first; guests get 1003 ("please log in first"). */
export const inquiriesOptions = (token: string | null, clientId: number | null, page: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, token, clientId, page],
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      InquiryListSchema.parse(
        await api.get<unknown>(
          apiPaths.inquiryList,
          { clientId: clientId ?? undefined, page, pageSize: HISTORY_PAGE_SIZE },
          signal,
        ),
      ),
    placeholderData: keepPreviousData,
    // Replies arrive while the list is open: the unread marks follow the red dot's rhythm.
    staleTime: 0,
  });

export function useInquiries(token: string | null, clientId: number | null, page: number) {
  return useQuery(inquiriesOptions(token, clientId, page));
}
