import { Link } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';
import { useBrand } from '../../../lib/brand';
import { useT } from '../../../lib/i18n';
import { CoinIcon, HeadsetIcon } from '../../../components/icons';

export function supportHref(gameId: number): string {
  return `${webPaths.supportGame}?clientId=${gameId}`;
}

export function detailsHref(gameId: number): string {
  return `${webPaths.gameDetails}?id=${gameId}`;
}

/** A cover card: cover art, title, and the recharge and support center buttons. */
export function GameCard({ game, eager = false }: { game: GameListItem; eager?: boolean }) {
  const t = useT();
  const brand = useBrand();
  return (
    <article className="gh-card" aria-labelledby={`gh-card-${game.id}`}>
      <Link to={detailsHref(game.id)} className="gh-card__cover" tabIndex={-1} aria-hidden="true">
        <img src={game.imageConfig.cover} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </Link>
      <div className="gh-card__body">
        <img className="gh-card__icon" src={game.imageConfig.icon} alt="" width={48} height={48} loading="lazy" />
        <div className="gh-card__text">
          <h3 id={`gh-card-${game.id}`} dir="auto">
            <Link to={detailsHref(game.id)}>{game.title}</Link>
          </h3>
          <p dir="auto">{game.subTitle}</p>
        </div>
      </div>
      <div className="gh-card__actions">
        {brand.rechargeButton ? (
          <a className="gh-button gh-button--primary" href={game.link.replenishment} target="_blank" rel="noopener noreferrer">
            <CoinIcon size={18} /> {t('game.recharge')}
          </a>
        ) : null}
        <Link className="gh-button" to={supportHref(game.id)}>
          <HeadsetIcon size={18} /> {t('game.support')}
        </Link>
      </div>
    </article>
  );
}
