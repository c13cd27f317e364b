import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { allGamesOptions, useAllGames } from '../../../features/games/api/get-games';
import { detailsHref } from '../../../features/games/components/game-card';
import { DownloadIcon } from '../../../components/page-icons';
import { QueryState } from '../../../components/query-state';
import { titled, type ServerRoute } from '../../server-route';

export const server: ServerRoute | undefined = import.meta.env.SSR
  ? {
      prefetch: (client, { lang, area }) => client.query(allGamesOptions(lang, area)),
      head: (client, ctx) =>
        titled(client, ctx, ctx.t('titles.download'), { kind: 'download' }, ctx.t('download.intro')),
    }
  : undefined;

export function Page() {
  const t = useT();
  const games = useAllGames();
  return (
    <section className="gh-section">
      <p className="gh-lead">{t('download.intro')}</p>
      <QueryState
        error={games.error}
        isLoading={games.isLoading}
        isEmpty={games.data?.length === 0}
        onRetry={() => void games.refetch()}
      />
      <ul className="gh-downloads">
        {games.data?.map((g) => (
          <li key={g.id} className="gh-downloads__item">
            <img src={g.imageConfig.icon} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <div className="gh-downloads__text">
              <Link to={detailsHref(g.id)}>{g.title}</Link>
              <span>{g.platforms.map((p) => t(`platform.${p}`)).join(' · ')}</span>
            </div>
            {g.downloadUrl ? (
              <a
                className="gh-button gh-button--primary"
                href={g.downloadUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <DownloadIcon size={18} /> {t('download.official')}
              </a>
            ) : (
              <span className="gh-downloads__none">{t('download.none')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
