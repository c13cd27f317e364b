// Canned replies of a brand (the caller's), optionally of one language. The answer's schema lives
// here until the contract carries it.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { staffPaths } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export const CannedReplyItemSchema = z.object({ id: z.number(), brand: z.string(), lang: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() });
export type CannedReplyItem = z.infer<typeof CannedReplyItemSchema>;

export const cannedRepliesOptions = (brand: string | null, lang: string | null) =>
  queryOptions({
    queryKey: ['canned', brand ?? '', lang ?? ''],
    queryFn: async ({ signal }) =>
      z.array(CannedReplyItemSchema).parse(await api.get<unknown>(staffPaths.canned, { brand: brand ?? undefined, lang: lang ?? undefined }, signal)),
    staleTime: 60_000,
  });
