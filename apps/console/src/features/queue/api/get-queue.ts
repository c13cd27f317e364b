import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { QueuePageSchema, staffPaths, type QueueQuery } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

/** The queue refreshes itself this often while it is open. */
export const QUEUE_REFRESH_MS = 30_000;

export async function getQueuePage(query: QueueQuery, cursor: string | null, signal?: AbortSignal) {
  const raw = await api.get<unknown>(
    staffPaths.queue,
    { ...(query as Record<string, string | number>), cursor },
    signal,
  );
  return QueuePageSchema.parse(raw);
}

export const queueOptions = (query: QueueQuery) =>
  infiniteQueryOptions({
    queryKey: ['queue', query],
    queryFn: ({ pageParam, signal }) => getQueuePage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
