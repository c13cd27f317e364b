// Games for administrators: the list (with texts, links, artwork), create, edit, artwork upload.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  AdminGameListSchema,
  AdminGameSchema,
  ArtworkUploadSchema,
  type ARTWORK_KINDS,
  type GameEdit,
} from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';

export type ArtworkKind = (typeof ARTWORK_KINDS)[number];
/** What the API takes as artwork (checked by content there too). */
export const ARTWORK_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;

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

export function useUploadArtwork(gameId: number) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: ArtworkKind; file: File }) =>
      ArtworkUploadSchema.parse(await upload<unknown>(fillPath(adminPaths.gameArtwork, { gameId, kind }), file)),
    onSuccess: refresh,
  });
}
