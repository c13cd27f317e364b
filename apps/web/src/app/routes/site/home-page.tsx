import { useBrand } from '../../../lib/brand';
import { useT } from '../../../lib/i18n';
import { simpleGamesOptions, useSimpleGames } from '../../../features/games/api/get-games';
import { GameCard, GameGridPlaceholder } from '../../../features/games/components/game-card';
import { BannerCarousel, BannerCarouselPlaceholder } from '../../../features/home/components/banner-carousel';
import { ParticleBackground } from '../../../features/home/components/particle-background';
import { QueryState } from '../../../components/query-state';
import { clip, gameTitles, type ServerRoute } from '../../server-route';

/** The brand's games; the head is the brand alone, described by them. */
export const server: ServerRoute | undefined = import.meta.env.SSR
  ? {
      prefetch: (client, { lang, area }) => client.query(simpleGamesOptions(lang, area)),
      head: (client, ctx) => ({
        heading: ctx.brand.name,
        title: ctx.brand.name,
        description: clip(`${ctx.brand.name}: ${gameTitles(client, ctx)}`),
        share: { kind: 'home' },
      }),
    }
  : undefined;

// The carousel and the first cards keep their room whether the games are in the page already
// (server-rendered) or still on their way (a later navigation): the placeholders are the same
// boxes, so nothing below them moves when the games arrive.
export function Page() {
  const brand = useBrand();
  const t = useT();
  const games = useSimpleGames();
  return (
    <>
      <ParticleBackground />
      <h1 className="gh-visually-hidden">{brand.name}</h1>
      {/* A failed call leaves no empty room: its message and retry come straight under the bar. */}
      {games.error && !games.data ? null : (
        <div className="gh-bleed">
          {games.data ? (
            <BannerCarousel games={games.data} variant={brand.carousel} />
          ) : (
            <BannerCarouselPlaceholder variant={brand.carousel} />
          )}
        </div>
      )}
      <section className="gh-section" aria-labelledby="gh-grid-title">
        <h2 id="gh-grid-title" className="gh-section__title">
          {t('home.gridTitle')}
        </h2>
        <QueryState
          error={games.error}
          isLoading={false}
          isEmpty={games.data?.length === 0}
          onRetry={() => void games.refetch()}
        />
        {games.data ? (
          <div className="gh-grid">
            {games.data.map((g, i) => (
              // The first cover is the largest image of a phone's first screen (its LCP); the
              // others are below the carousel, so they load as they come near.
              <GameCard key={g.id} game={g} priority={i === 0} />
            ))}
          </div>
        ) : games.isLoading ? (
          <GameGridPlaceholder />
        ) : null}
      </section>
    </>
  );
}
