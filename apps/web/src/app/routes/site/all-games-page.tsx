import { useAllGames } from '../../../features/games/api/get-games';
import { GameCard } from '../../../features/games/components/game-card';
import { QueryState } from '../../../components/query-state';

export function Page() {
  const games = useAllGames();
  return (
    <section className="gh-section">
      <QueryState error={games.error} isLoading={games.isLoading} isEmpty={games.data?.length === 0} onRetry={() => void games.refetch()} />
      {games.data ? (
        <div className="gh-grid">
          {games.data.map((g, i) => (
            <GameCard key={g.id} game={g} eager={i < 3} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
