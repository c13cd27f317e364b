// A game's regions and servers, replaced as a whole (POST /staff/admin/games/:gameId/regions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminPaths, type RegionsEditSchema } from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export type RegionsEdit = z.input<typeof RegionsEditSchema>;

export function useSaveRegions(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegionsEdit) => api.post<null>(fillPath(adminPaths.regions, { gameId }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
