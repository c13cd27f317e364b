// The game the support pages are about: `clientId` in the URL, else the one kept in session (an
// in-game entry or an earlier choice). Routes compose the games and support features here.
import { useLocation, useSearchParams } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { readSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/hydration';
import { useSimpleGames } from '../../../features/games/api/get-games';
import { positiveInt } from '../../../features/support/lib/links';
import type { GameChoice } from '../../../features/support/components/game-chooser';

export function toChoice(g: GameListItem): GameChoice {
  return { id: g.id, title: g.title, subTitle: g.subTitle, icon: g.imageConfig.icon };
}

export function useSupportGame() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const fromUrl = positiveInt(params.get('clientId'));
  // The session's game only once hydrated: the server rendered without it.
  const kept = useHydrated() ? readSession('clientId') : null;
  const clientId = fromUrl ?? positiveInt(kept);
  const games = useSimpleGames();
  const game = clientId === null ? undefined : games.data?.find((g) => g.id === clientId);
  // A game known from the session only is written into the URL, which the later steps keep.
  let withClientId: string | null = null;
  if (fromUrl === null && game) {
    const q = new URLSearchParams(params);
    q.set('clientId', String(game.id));
    withClientId = `${pathname}?${q.toString()}`;
  }
  return { clientId, inUrl: fromUrl !== null, game, games, params, withClientId };
}
