// The game the player is on: `clientId` (or the details page's `id`) from the URL, else the one
// kept in session from an earlier page or an in-game entry.
import { useLocation } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';
import { readSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/hydration';
import { useSimpleGames } from '../../../features/games/api/get-games';

export function currentGameId(
  pathname: string,
  search: string,
  kept: string | null = readSession('clientId'),
): number | null {
  const q = new URLSearchParams(search);
  const raw =
    q.get('clientId') ?? (pathname.toLowerCase() === webPaths.gameDetails.toLowerCase() ? q.get('id') : null) ?? kept;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useCurrentGame(): GameListItem | undefined {
  const { pathname, search } = useLocation();
  const games = useSimpleGames();
  // The session's game only once hydrated: the server rendered without it.
  const id = currentGameId(pathname, search, useHydrated() ? readSession('clientId') : null);
  return id === null ? undefined : games.data?.find((g) => g.id === id);
}
