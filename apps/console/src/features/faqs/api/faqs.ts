// A game's FAQs and their types (created, renamed, deleted), for administrators.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminPaths,
  AdminFaqsSchema,
  CreatedSchema,
  type FaqEditSchema,
  type FaqTypeEdit,
} from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export type FaqEdit = z.input<typeof FaqEditSchema>;

export const adminFaqsOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['admin', 'faqs', gameId],
    queryFn: async ({ signal }) =>
      AdminFaqsSchema.parse(await api.get<unknown>(fillPath(adminPaths.faqs, { gameId }), undefined, signal)),
  });

export function useSaveFaq(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ faqId, body }: { faqId: number | null; body: FaqEdit }) => {
      if (faqId === null) CreatedSchema.parse(await api.post<unknown>(fillPath(adminPaths.faqs, { gameId }), body));
      else await api.post<null>(fillPath(adminPaths.faq, { faqId }), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'faqs', gameId] }),
  });
}

/** Creates a FAQ type (`typeId` null) or renames one; the FAQ list reloads either way. */
export function useSaveFaqType(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ typeId, body }: { typeId: number | null; body: FaqTypeEdit }) => {
      if (typeId === null)
        CreatedSchema.parse(await api.post<unknown>(fillPath(adminPaths.faqTypes, { gameId }), body));
      else await api.post<null>(fillPath(adminPaths.faqType, { typeId }), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'faqs', gameId] }),
  });
}

/** Deletes a FAQ type; the API refuses with 1004 while FAQs use it. */
export function useDeleteFaqType(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeId: number) => api.post<null>(fillPath(adminPaths.faqTypeDelete, { typeId }), {}),
    // Refused or not, the list reloads: a refusal means it was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'faqs', gameId] }),
  });
}
