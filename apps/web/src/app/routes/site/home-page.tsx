import { useBrand } from '../../../lib/brand';
import { useT } from '../../../lib/i18n';
import { useSimpleGames } from '../../../features/games/api/get-games';
import { GameCard } from '../../../features/games/components/game-card';
import { BannerCarousel } from '../../../features/home/components/banner-carousel';
import { ParticleBackground } from '../../../features/home/components/particle-background';
import { QueryState } from '../../../components/query-state';

export function Page() {
  const brand = useBrand();
  const t = useT();
  const games = useSimpleGames();
  return (
    <>
      <ParticleBackground />
      <h1 className="gh-visually-hidden">{brand.name}</h1>
      {games.data ? (
        <div className="gh-bleed">
          <BannerCarousel games={games.data} variant={brand.carousel} />
        </div>
      ) : (
        <div className="gh-bleed gh-carousel-placeholder" aria-hidden="true" />
      )}
      <section className="gh-section" aria-labelledby="gh-grid-title">
        <h2 id="gh-grid-title" className="gh-section__title">
          {t('home.gridTitle')}
        </h2>
        <QueryState error={games.error} isLoading={games.isLoading} isEmpty={games.data?.length === 0} onRetry={() => void games.refetch()} />
        {games.data ? (
          <div className="gh-grid">
            {games.data.map((g, i) => (
              <GameCard key={g.id} game={g} eager={i < 3} />
            ))}
          </div>
        ) : null}
      </section>
    </>
  );
}
