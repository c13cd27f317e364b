// Canned replies of a brand (the caller's), optionally of one language.
import { queryOptions } from '@tanstack/react-query';
import { CannedReplyListSchema, staffPaths, type CannedReplyItem } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export type { CannedReplyItem };

export const cannedRepliesOptions = (brand: string | null, lang: string | null) =>
  queryOptions({
    queryKey: ['canned', brand ?? '', lang ?? ''],
    queryFn: async ({ signal }) =>
      CannedReplyListSchema.parse(
        await api.get<unknown>(staffPaths.canned, { brand: brand ?? undefined, lang: lang ?? undefined }, signal),
      ),
    staleTime: 60_000,
  });
