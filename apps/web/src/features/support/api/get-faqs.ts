import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { FaqPageSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { useLocaleKey } from './locale-key';

export const FAQ_PAGE_SIZE = 10;

export interface FaqFilter {
  clientId: number;
  typeId: number | null;
  keyword: string;
}

/** FAQs page by page ("more" asks for the next one) for a type and a search keyword. */
export const faqsOptions = (filter: FaqFilter, locale: readonly [string, string]) =>
  infiniteQueryOptions({
    queryKey: ['support', 'faqs', filter.clientId, filter.typeId, filter.keyword, ...locale],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      FaqPageSchema.parse(
        await api.get<unknown>(
          apiPaths.faqs,
          {
            clientId: filter.clientId,
            typeId: filter.typeId,
            keyword: filter.keyword || undefined,
            page: pageParam,
            pageSize: FAQ_PAGE_SIZE,
          },
          signal,
        ),
      ),
    getNextPageParam: (last, pages) => (pages.length * FAQ_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    // A new keyword keeps the old results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useFaqs(filter: FaqFilter) {
  return useInfiniteQuery(faqsOptions(filter, useLocaleKey()));
}
