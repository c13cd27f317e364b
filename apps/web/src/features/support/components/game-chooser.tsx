import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { ArrowIcon } from './support-icons';

export interface GameChoice {
  id: number;
  title: string;
  subTitle: string;
  icon: string;
}

/** Support step one: the brand's games as cards; the one already known (in-game entry) is marked. */
export function GameChooser({
  games,
  hrefFor,
  currentId,
  onChoose,
}: {
  games: GameChoice[];
  hrefFor: (id: number) => string;
  currentId: number | null;
  onChoose?: (id: number) => void;
}) {
  const t = useT();
  return (
    <ul className="gh-game-choices">
      {games.map((g) => (
        <li key={g.id}>
          <Link
            className="gh-game-choice"
            to={hrefFor(g.id)}
            aria-current={g.id === currentId ? 'true' : undefined}
            onClick={() => onChoose?.(g.id)}
          >
            <img src={g.icon} alt="" width={56} height={56} loading="lazy" />
            <span className="gh-game-choice__text">
              <span className="gh-game-choice__title" dir="auto">
                {g.title}
              </span>
              <span className="gh-game-choice__sub" dir="auto">
                {g.id === currentId ? <span className="gh-game-choice__badge">{t('support.game.current')}</span> : null}
                {g.subTitle}
              </span>
            </span>
            <ArrowIcon size={20} className="gh-game-choice__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The game the support pages are about, with a way to choose another. */
export function GameBanner({ game, changeHref }: { game: GameChoice; changeHref: string }) {
  const t = useT();
  return (
    <div className="gh-game-banner">
      <img src={game.icon} alt="" width={48} height={48} />
      <div className="gh-game-banner__text">
        <span className="gh-game-banner__label">{t('support.game.selected')}</span>
        <strong dir="auto">{game.title}</strong>
      </div>
      <Link className="gh-button gh-game-banner__change" to={changeHref}>
        {t('support.game.change')}
      </Link>
    </div>
  );
}
