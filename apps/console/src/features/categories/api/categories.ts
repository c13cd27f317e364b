// A game's inquiry categories for administrators: the list, create, rename and reorder.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminPaths,
  AdminCategoryListSchema,
  type CategoryEditSchema,
  CreatedSchema,
} from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export type CategoryEdit = z.input<typeof CategoryEditSchema>;

export const adminCategoriesOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['admin', 'categories', gameId],
    queryFn: async ({ signal }) =>
      AdminCategoryListSchema.parse(
        await api.get<unknown>(fillPath(adminPaths.categories, { gameId }), undefined, signal),
      ),
  });

export function useSaveCategory(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ categoryId, body }: { categoryId: number | null; body: CategoryEdit }) => {
      if (categoryId === null)
        CreatedSchema.parse(await api.post<unknown>(fillPath(adminPaths.categories, { gameId }), body));
      else await api.post<null>(fillPath(adminPaths.category, { categoryId }), body);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'categories', gameId] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
