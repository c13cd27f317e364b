import { Link } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';
import { useBrand } from '../../../lib/brand';
import { useT } from '../../../lib/i18n';
import { PICTURE_FIRST } from '../../../lib/picture-first';
import { CoinIcon, HeadsetIcon } from '../../../components/icons';

export function supportHref(gameId: number): string {
  return `${webPaths.supportGame}?clientId=${gameId}`;
}

export function detailsHref(gameId: number): string {
  return `${webPaths.gameDetails}?id=${gameId}`;
}

/** A game's recharge button (where the brand offers one) and its support center button. */
export function GameButtons({ game }: { game: Pick<GameListItem, 'id' | 'link'> }) {
  const brand = useBrand();
  const t = useT();
  return (
    <>
      {brand.rechargeButton ? (
        <a
          className="gh-button gh-button--primary"
          href={game.link.replenishment}
          target="_blank"
          rel="noopener noreferrer"
        >
          <CoinIcon size={18} /> {t('game.recharge')}
        </a>
      ) : null}
      <Link className="gh-button" to={supportHref(game.id)}>
        <HeadsetIcon size={18} /> {t('game.support')}
      </Link>
    </>
  );
}

/**
 * A cover card: cover art, title, and the recharge and support center buttons. Its room is fixed
 * before the art arrives (16:9 cover box, sized images). `eager`: on the first screen, so its
 * images load at once (the rest wait until scrolled near); `priority`: the page's largest image
 * on a phone (the first cover), fetched ahead of the others.
 */
/** A card's room while the games load: the same boxes (cover, icon and text, a row of buttons). */
export function GameCardPlaceholder() {
  return (
    <div className="gh-card gh-card--placeholder" aria-hidden="true">
      <div className="gh-card__cover" />
      <div className="gh-card__body">
        <div className="gh-card__icon gh-card__icon--placeholder" />
        <div className="gh-card__text">
          <p className="gh-card__line" />
          <p className="gh-card__line gh-card__line--short" />
        </div>
      </div>
      <div className="gh-card__actions">
        <span className="gh-button gh-card__button--placeholder" />
      </div>
    </div>
  );
}

/** The first row's room while the games load (three cards: a wide screen's row), so nothing below moves. */
export function GameGridPlaceholder() {
  const t = useT();
  return (
    <div className="gh-grid" aria-busy="true">
      <p className="gh-visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <GameCardPlaceholder />
      <GameCardPlaceholder />
      <GameCardPlaceholder />
    </div>
  );
}

export function GameCard({
  game,
  eager = false,
  priority = false,
}: {
  game: GameListItem;
  eager?: boolean;
  priority?: boolean;
}) {
  const loading = eager || priority ? 'eager' : 'lazy';
  return (
    <article className="gh-card" aria-labelledby={`gh-card-${game.id}`}>
      <Link to={detailsHref(game.id)} className="gh-card__cover" tabIndex={-1} aria-hidden="true">
        <img
          src={game.imageConfig.cover}
          alt=""
          width={640}
          height={360}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          elementtiming={priority ? PICTURE_FIRST : undefined}
          // The page's largest image (a phone's LCP) is drawn in the same frame as the text around
          // it; an async decode lets that frame go without it and the image pop in a frame later.
          decoding={priority ? 'sync' : 'async'}
        />
      </Link>
      <div className="gh-card__body">
        <img
          className="gh-card__icon"
          src={game.imageConfig.icon}
          alt=""
          width={48}
          height={48}
          loading={loading}
          decoding="async"
        />
        <div className="gh-card__text">
          <h3 id={`gh-card-${game.id}`} dir="auto">
            <Link to={detailsHref(game.id)}>{game.title}</Link>
          </h3>
          <p dir="auto">{game.subTitle}</p>
        </div>
      </div>
      <div className="gh-card__actions">
        <GameButtons game={game} />
      </div>
    </article>
  );
}
