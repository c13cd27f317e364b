// Games for administrators: the list (with texts, links, artwork), create, edit.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, AdminGameListSchema, AdminGameSchema, type GameEdit } from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

/** Every game (all brands) or a brand's; the editor finds its game in the full list. */
export const adminGamesOptions = (brand?: string) =>
  queryOptions({
    queryKey: ['admin', 'games', brand ?? ''],
    queryFn: async ({ signal }) =>
      AdminGameListSchema.parse(await api.get<unknown>(adminPaths.games, brand ? { brand } : undefined, signal)),
    staleTime: 30_000,
  });

function useRefreshGames() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
      queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
    ]);
}

/** Creates (no id; idempotent per attempt) or updates a game; answers the game as stored. */
export function useSaveGame() {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: async ({
      gameId,
      body,
      idempotencyKey,
    }: {
      gameId: number | null;
      body: GameEdit;
      idempotencyKey: string;
    }) =>
      AdminGameSchema.parse(
        gameId === null
          ? await api.post<unknown>(adminPaths.games, body, { idempotencyKey })
          : await api.post<unknown>(fillPath(adminPaths.game, { gameId }), body),
      ),
    onSuccess: refresh,
  });
}
