// A game's artwork (icon, banner, share image) uploaded by an administrator; the games list reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, ArtworkUploadSchema, type ARTWORK_KINDS } from '@guildhall/contract/staff-admin';
import { fillPath } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';

export type ArtworkKind = (typeof ARTWORK_KINDS)[number];
/** What the API takes as artwork (checked by content there too). */
export const ARTWORK_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;

export function useUploadArtwork(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: ArtworkKind; file: File }) =>
      ArtworkUploadSchema.parse(await upload<unknown>(fillPath(adminPaths.gameArtwork, { gameId, kind }), file)),
    // The games list (features/games/api/games.ts) and the site's catalogue show the artwork.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
