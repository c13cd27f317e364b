// A game's FAQs and their types, and inquiry categories, for administrators.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminPaths, AdminCategoryListSchema, AdminFaqsSchema, type CategoryEditSchema, CreatedSchema, type FaqEditSchema } from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export type FaqEdit = z.input<typeof FaqEditSchema>;
export type CategoryEdit = z.input<typeof CategoryEditSchema>;

export const adminFaqsOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['admin', 'faqs', gameId],
    queryFn: async ({ signal }) => AdminFaqsSchema.parse(await api.get<unknown>(fillPath(adminPaths.faqs, { gameId }), undefined, signal)),
  });

export const adminCategoriesOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['admin', 'categories', gameId],
    queryFn: async ({ signal }) => AdminCategoryListSchema.parse(await api.get<unknown>(fillPath(adminPaths.categories, { gameId }), undefined, signal)),
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

export function useSaveCategory(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ categoryId, body }: { categoryId: number | null; body: CategoryEdit }) => {
      if (categoryId === null) CreatedSchema.parse(await api.post<unknown>(fillPath(adminPaths.categories, { gameId }), body));
      else await api.post<null>(fillPath(adminPaths.category, { categoryId }), body);
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'categories', gameId] }), queryClient.invalidateQueries({ queryKey: ['catalogue'] })]),
  });
}
