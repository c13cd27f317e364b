import { useAllGames } from '../../../features/games/api/get-games';
import { GameCard, GameCardPlaceholder } from '../../../features/games/components/game-card';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../lib/i18n';

export function Page() {
  const t = useT();
  const games = useAllGames();
  return (
    <section className="gh-section">
      <QueryState error={games.error} isLoading={false} isEmpty={games.data?.length === 0} onRetry={() => void games.refetch()} />
      {games.data ? (
        <div className="gh-grid">
          {games.data.map((g, i) => (
            // The first row (three on a wide screen) is the first screen; the first cover is a
            // phone's largest image.
            <GameCard key={g.id} game={g} eager={i < 3} priority={i === 0} />
          ))}
        </div>
      ) : games.isLoading ? (
        // The first row's room while the games load, so the footer does not jump down.
        <div className="gh-grid" aria-busy="true">
          <p className="gh-visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <GameCardPlaceholder />
          <GameCardPlaceholder />
          <GameCardPlaceholder />
        </div>
      ) : null}
    </section>
  );
}
