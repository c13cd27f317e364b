import { allGamesOptions, useAllGames } from '../../../features/games/api/get-games';
import { GameCard, GameGridPlaceholder } from '../../../features/games/components/game-card';
import { NoGamesState, QueryState } from '../../../components/query-state';
import { titled, type ServerRoute } from '../../server-route';

export const server: ServerRoute | undefined = import.meta.env.SSR
  ? {
      prefetch: (client, { lang, area }) => client.query(allGamesOptions(lang, area)),
      head: (client, ctx) => titled(client, ctx, ctx.t('titles.allGames'), { kind: 'allGames' }),
    }
  : undefined;

export function Page() {
  const games = useAllGames();
  return (
    <section className="gh-section">
      <QueryState
        error={games.error}
        isLoading={false}
        isEmpty={games.data?.length === 0}
        empty={<NoGamesState />}
        onRetry={() => void games.refetch()}
      />
      {games.data ? (
        <div className="gh-grid">
          {games.data.map((g, i) => (
            // The first row (three on a wide screen) is the first screen; the first cover is a
            // phone's largest image.
            <GameCard key={g.id} game={g} eager={i < 3} priority={i === 0} />
          ))}
        </div>
      ) : games.isLoading ? (
        <GameGridPlaceholder />
      ) : null}
    </section>
  );
}
