// /SupportCenter/game (support step one): choose the game. A game named in the URL (an in-game
// entry, a game card's support button) skips this step; one kept in session is marked.
import { Link, Navigate, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useSupportTexts } from '../../../features/support/texts';
import { writeSession } from '../../../lib/session';
import { useAuth } from '../../../lib/auth';
import { NoGamesState, QueryState } from '../../../components/query-state';
import { GameChooser } from '../../../features/support/components/game-chooser';
import { SupportSteps } from '../../../features/support/components/steps';
import { ListIcon } from '../../../features/support/components/support-icons';
import { supportHref } from '../../../features/support/lib/links';
import { toChoice, useSupportGame } from './support-game';
import '../../../features/support/components/support.css';

export function Page() {
  useSupportTexts();
  const t = useT();
  const { search } = useLocation();
  const { loggedIn } = useAuth();
  const { clientId, inUrl, game, games } = useSupportGame();

  // Known from the URL and offered here: straight on to step two, with everything else the URL said.
  if (inUrl && game) return <Navigate to={`${webPaths.supportQuestion}${search}`} replace />;
  if (inUrl && games.isLoading) return <QueryState error={null} isLoading />;

  return (
    <div className="gh-support">
      <SupportSteps current="game" />
      <p className="gh-lead">{t('support.game.intro')}</p>
      {games.data && games.data.length > 0 ? (
        <GameChooser
          games={games.data.map(toChoice)}
          currentId={clientId}
          hrefFor={(id) => supportHref(webPaths.supportQuestion, id)}
          onChoose={(id) => writeSession('clientId', String(id))}
        />
      ) : (
        <QueryState
          error={games.error}
          isLoading={games.isLoading}
          isEmpty={games.data?.length === 0}
          empty={<NoGamesState />}
          onRetry={() => void games.refetch()}
        />
      )}
      {loggedIn ? (
        <p className="gh-support__aside">
          <Link to={webPaths.supportHistory}>
            <ListIcon size={18} /> {t('support.actions.history')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
