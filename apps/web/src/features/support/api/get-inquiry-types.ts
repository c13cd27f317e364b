import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { InquiryTypeSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { useLocaleKey } from './locale-key';

/** The inquiry categories of a game (account, payment, bug…). */
export const inquiryTypesOptions = (clientId: number, locale: readonly [string, string]) =>
  queryOptions({
    queryKey: ['support', 'inquiry-types', clientId, ...locale],
    queryFn: async ({ signal }) =>
      z.array(InquiryTypeSchema).parse(await api.get<unknown>(apiPaths.inquiryTypes, { clientId }, signal)),
  });

export function useInquiryTypes(clientId: number) {
  return useQuery(inquiryTypesOptions(clientId, useLocaleKey()));
}
