// A game's regions and servers: listed with their names in every language (GET), and replaced as a
// whole (POST), both on /staff/admin/games/:gameId/regions.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminPaths, AdminRegionsSchema, type RegionsEditSchema } from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export type RegionsEdit = z.input<typeof RegionsEditSchema>;

export const adminRegionsOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['admin', 'regions', gameId],
    queryFn: async ({ signal }) =>
      AdminRegionsSchema.parse(await api.get<unknown>(fillPath(adminPaths.regions, { gameId }), undefined, signal)),
  });

export function useSaveRegions(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegionsEdit) => api.post<null>(fillPath(adminPaths.regions, { gameId }), body),
    // The queue's region filter reads the catalogue.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'regions', gameId] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
