import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import type { Notice } from '@guildhall/contract/brands';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';

export const noticeOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['notice', slug, lang],
    queryFn: ({ signal }) =>
      api.get<Notice>(apiPaths.siteNotice.replace(':slug', encodeURIComponent(slug)), undefined, signal),
  });

export function useNotice(slug: string) {
  const { lang } = useI18n();
  return useQuery(noticeOptions(slug, lang));
}
