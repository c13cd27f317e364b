import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';

/** The game's recharge link when a game is known; otherwise the games list to pick one. */
export function RechargeLink({ game, className, children }: { game: GameListItem | undefined; className?: string; children: ReactNode }) {
  if (game) {
    return (
      <a className={className} href={game.link.replenishment} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={webPaths.allGames}>
      {children}
    </Link>
  );
}
