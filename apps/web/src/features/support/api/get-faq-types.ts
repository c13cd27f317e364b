import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { FaqTypeSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { useLocaleKey } from './locale-key';

export const faqTypesOptions = (clientId: number, locale: readonly [string, string]) =>
  queryOptions({
    queryKey: ['support', 'faq-types', clientId, ...locale],
    queryFn: async ({ signal }) =>
      z.array(FaqTypeSchema).parse(await api.get<unknown>(apiPaths.faqTypes, { clientId }, signal)),
  });

export function useFaqTypes(clientId: number) {
  return useQuery(faqTypesOptions(clientId, useLocaleKey()));
}
