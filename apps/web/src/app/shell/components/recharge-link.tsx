import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';

/** The game's recharge link when a game is known; otherwise the games list to pick one. */
export function RechargeLink({
  game,
  className,
  label,
  children,
}: {
  game: GameListItem | undefined;
  className?: string;
  /** The link's name where its word may be hidden (the phone's top bar shows the icon alone). */
  label?: string;
  children: ReactNode;
}) {
  if (game) {
    return (
      <a
        className={className}
        href={game.link.replenishment}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={webPaths.allGames} aria-label={label}>
      {children}
    </Link>
  );
}
