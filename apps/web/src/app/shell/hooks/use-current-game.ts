// The game the player is on: `clientId` (or the details page's `id`) from the URL, else the one
// kept in session from an earlier page or an in-game entry.
import { useLocation } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';
import { readSession } from '../../../lib/session';
import { useSimpleGames } from '../../../features/games/api/get-games';

export function currentGameId(pathname: string, search: string): number | null {
  const q = new URLSearchParams(search);
  const raw = q.get('clientId') ?? (pathname.toLowerCase() === webPaths.gameDetails.toLowerCase() ? q.get('id') : null) ?? readSession('clientId');
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useCurrentGame(): GameListItem | undefined {
  const { pathname, search } = useLocation();
  const games = useSimpleGames();
  const id = currentGameId(pathname, search);
  return id === null ? undefined : games.data?.find((g) => g.id === id);
}
