// /SupportCenter/faq: a game's FAQ (the same component as step two), reached from step two and
// the side panel; without a game, the player chooses one first.
import { Link, Navigate } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useSupportTexts } from '../../../features/support/texts';
import { writeSession } from '../../../lib/session';
import { QueryState } from '../../../components/query-state';
import { FaqBrowser } from '../../../features/support/components/faq-browser';
import { GameBanner, GameChooser } from '../../../features/support/components/game-chooser';
import { supportHref } from '../../../features/support/lib/links';
import { toChoice, useSupportGame } from './support-game';
import '../../../features/support/components/support.css';

export function Page() {
  useSupportTexts();
  const t = useT();
  const { clientId, game, games, params, withClientId } = useSupportGame();
  const choosing = params.get('choose') === '1';
  if (withClientId && !choosing) return <Navigate to={withClientId} replace />;

  if (!game || choosing) {
    if (games.isLoading || !games.data)
      return <QueryState error={games.error} isLoading={games.isLoading} onRetry={() => void games.refetch()} />;
    return (
      <div className="gh-support">
        <p className="gh-lead" role="status">
          {t('support.game.select')}
        </p>
        <GameChooser
          games={games.data.map(toChoice)}
          currentId={clientId}
          hrefFor={(id) => supportHref(webPaths.supportFaq, id)}
          onChoose={(id) => writeSession('clientId', String(id))}
        />
      </div>
    );
  }

  return (
    <div className="gh-support">
      <GameBanner game={toChoice(game)} changeHref={webPaths.supportFaq + '?choose=1'} />
      <FaqBrowser
        clientId={game.id}
        hideHeading
        footer={
          <div className="gh-support-card gh-faq__help">
            <p>{t('support.faq.stillNeedHelp')}</p>
            <Link className="gh-button gh-button--primary" to={supportHref(webPaths.supportInquiry, game.id)}>
              {t('support.actions.inquiry')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
