// Priority, tags and the predefined tags: one inquiry's (its page's side panel), many
// at once (the queue's bulk bar), and the field definitions the queue filters by. Every change
// refreshes the queue and the inquiry.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkResultSchema,
  PredefinedTagListSchema,
  QueueFieldListSchema,
  queueAutomationPaths as paths,
  TriageSchema,
  type BulkChange,
} from '@guildhall/contract/queue-automation';
import { api, fillPath } from './api-client';

/** The inquiry page's query key (features/inquiry/api/get-inquiry.ts), refreshed after a change. */
const inquiryKey = (id: number) => ['inquiry', id] as const;

export const triageKey = (id: number) => ['triage', id] as const;

export const triageOptions = (inquiryId: number) =>
  queryOptions({
    queryKey: triageKey(inquiryId),
    queryFn: async ({ signal }) =>
      TriageSchema.parse(await api.get<unknown>(fillPath(paths.triage, { inquiryId }), undefined, signal)),
    refetchInterval: 30_000,
    staleTime: 0,
  });

/** The predefined tags of a brand and of every brand (suggestions); null: of every brand of the caller. */
export const predefinedTagsOptions = (brand: string | null) =>
  queryOptions({
    queryKey: ['predefined-tags', brand],
    queryFn: async ({ signal }) =>
      PredefinedTagListSchema.parse(await api.get<unknown>(paths.predefinedTags, { brand }, signal)),
    staleTime: 5 * 60_000,
  });

/** The field definitions of a brand (one game when given) to filter the queue by; none without a brand. */
export const queueFieldsOptions = (brand: string | null, gameId: number | null) =>
  queryOptions({
    queryKey: ['queue-fields', brand, gameId],
    queryFn: async ({ signal }) =>
      QueueFieldListSchema.parse(await api.get<unknown>(paths.queueFields, { brand, gameId }, signal)),
    enabled: brand !== null,
    staleTime: 5 * 60_000,
  });

function useRefreshing<V, R>(run: (vars: V) => Promise<R>, inquiryIds: (vars: V) => number[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async (_data, _err, vars) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
        ...inquiryIds(vars).flatMap((id) => [
          queryClient.invalidateQueries({ queryKey: triageKey(id) }),
          queryClient.invalidateQueries({ queryKey: inquiryKey(id) }),
        ]),
      ]);
    },
  });
}

export function useSetPriority(inquiryId: number) {
  return useRefreshing(
    (v: { priority: number }) => api.post<null>(fillPath(paths.priority, { inquiryId }), v),
    () => [inquiryId],
  );
}

export function useChangeTags(inquiryId: number) {
  return useRefreshing(
    (v: { add?: string[]; remove?: string[] }) => api.post<null>(fillPath(paths.tags, { inquiryId }), v),
    () => [inquiryId],
  );
}

export function useBulkChange() {
  return useRefreshing(
    async (v: BulkChange) => BulkResultSchema.parse(await api.post<unknown>(paths.bulk, v)),
    (v) => v.inquiryIds,
  );
}

/** "a, b ,c" as a list of tags (empty parts dropped; the API normalises each). */
export function tagList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
