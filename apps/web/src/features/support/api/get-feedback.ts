// The red dot (docs/product.md section 4): whether any of the player's inquiries has an agent reply
// newer than the player's last look. The shell imports this on every page, so no zod here.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import { FEEDBACK_POLL_MS } from '@guildhall/contract/constants';
import { api } from '../../../lib/api-client';

/** Invalidate this (e.g. after viewing an inquiry) to ask again at once. */
export const feedbackKey = ['support', 'feedback'] as const;

/** Asked per session (the token is part of the key), every FEEDBACK_POLL_MS and on window focus. */
export const feedbackOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...feedbackKey, token],
    enabled: token !== null,
    queryFn: async ({ signal }) => (await api.get<unknown>(apiPaths.inquiryFeedback, undefined, signal)) === true,
    refetchInterval: FEEDBACK_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    // A failed poll keeps the last answer; the next poll tries again.
    retry: false,
  });
