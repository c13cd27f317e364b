import { Link, useSearchParams } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { PICTURE_FIRST } from '../../../lib/picture-first';
import { allGamesOptions, useAllGames } from '../../../features/games/api/get-games';
import { GameButtons } from '../../../features/games/components/game-card';
import { DownloadIcon } from '../../../components/page-icons';
import { QueryState } from '../../../components/query-state';
import { clip, titled, type ServerRoute } from '../../server-route';

/** Named after its game (VideoGame data, the game's share image); without one, the page's own title. */
export const server: ServerRoute | undefined = import.meta.env.SSR
  ? {
      prefetch: (client, { lang, area }) => client.query(allGamesOptions(lang, area)),
      head: (client, ctx) => {
        const id = Number(ctx.search.get('id'));
        const game = client.getQueryData(allGamesOptions(ctx.lang, ctx.area).queryKey)?.find((g) => g.id === id);
        if (!game) return titled(client, ctx, ctx.t('titles.gameDetails'), { kind: 'game' });
        return {
          heading: game.title,
          title: `${game.title} | ${ctx.brand.name}`,
          description: clip(`${game.subTitle}. ${game.description}`),
          share: { kind: 'game', game },
        };
      },
    }
  : undefined;

export function Page() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const games = useAllGames();
  const t = useT();
  const game = games.data?.find((g) => g.id === id);
  useDocumentTitle(game?.title);

  if (games.isLoading) {
    // The hero's room while the games load: the page below it does not move when they arrive.
    return (
      <article className="gh-details" aria-busy="true">
        <div className="gh-details__hero gh-details__hero--placeholder" />
        <p className="gh-visually-hidden" role="status">
          {t('common.loading')}
        </p>
      </article>
    );
  }
  if (!games.data) return <QueryState error={games.error} isLoading={false} onRetry={() => void games.refetch()} />;
  if (!game) {
    return (
      <div className="gh-state" role="alert">
        <p>{Number.isInteger(id) && id > 0 ? t('game.notFound') : t('game.missingId')}</p>
        <Link className="gh-button" to={webPaths.allGames}>
          {t('game.backToGames')}
        </Link>
      </div>
    );
  }
  return (
    <article className="gh-details">
      <div className="gh-details__hero">
        {/* The page's largest image (LCP): fetched first, decoded off the main thread. */}
        <img
          src={game.imageConfig.banner}
          alt=""
          width={1440}
          height={600}
          loading="eager"
          fetchPriority="high"
          elementtiming={PICTURE_FIRST}
          decoding="sync"
        />
      </div>
      <div className="gh-details__head">
        <img className="gh-details__icon" src={game.imageConfig.icon} alt="" width={96} height={96} decoding="async" />
        <div>
          <h2 className="gh-details__title" dir="auto">
            {game.title}
          </h2>
          <p className="gh-details__subtitle" dir="auto">
            {game.subTitle}
          </p>
          {/* Hidden by the style sheet: lazy, so it is never fetched. */}
          <img
            className="gh-details__logo"
            src={game.logo}
            alt={game.gameName}
            width={240}
            height={80}
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
      <div className="gh-details__actions">
        <GameButtons game={game} />
        {game.downloadUrl ? (
          <a className="gh-button" href={game.downloadUrl} target="_blank" rel="noopener noreferrer">
            <DownloadIcon size={18} /> {t('game.download')}
          </a>
        ) : (
          <p className="gh-details__nodownload" role="note">
            {t('game.noDownloadLink')}
          </p>
        )}
      </div>
      <section className="gh-details__about" aria-labelledby="gh-about">
        <h3 id="gh-about">{t('game.about')}</h3>
        <p dir="auto">{game.description}</p>
        <dl className="gh-details__facts">
          <div>
            <dt>{t('game.platforms')}</dt>
            <dd>{game.platforms.map((p) => t(`platform.${p}`)).join(' · ')}</dd>
          </div>
          <div>
            <dt>{t('game.area')}</dt>
            <dd>{t(`area.${game.area}`)}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
