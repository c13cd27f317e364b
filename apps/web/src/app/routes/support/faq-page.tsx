// /SupportCenter/faq: a game's FAQ (the same component as step two), reached from step two and
// the side panel; without a game, the player chooses one first.
import { Link, Navigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useSupportTexts } from '../../../features/support/texts';
import { writeSession } from '../../../lib/session';
import { QueryState } from '../../../components/query-state';
import { FaqBrowser } from '../../../features/support/components/faq-browser';
import { GameBanner, GameChooser } from '../../../features/support/components/game-chooser';
import { positiveInt, supportHref } from '../../../features/support/lib/links';
import { faqTypesOptions } from '../../../features/support/api/get-faq-types';
import { faqsOptions } from '../../../features/support/api/get-faqs';
import { simpleGamesOptions } from '../../../features/games/api/get-games';
import { titled, type RouteContext, type ServerRoute } from '../../server-route';
import { toChoice, useSupportGame } from './support-game';
import '../../../features/support/components/support.css';

/** The game named by `clientId` among the brand's games. */
function gameOf(client: QueryClient, { lang, area, search }: RouteContext) {
  const id = positiveInt(search.get('clientId'));
  return client.getQueryData(simpleGamesOptions(lang, area).queryKey)?.find((g) => g.id === id);
}

/**
 * The games to choose from; with a game chosen (and not choosing again), its FAQ types and first
 * FAQs too, which need the games' answer first. The head names the game.
 */
export const server: ServerRoute | undefined = import.meta.env.SSR
  ? {
      prefetch: async (client, ctx) => {
        await client.query(simpleGamesOptions(ctx.lang, ctx.area));
        const game = gameOf(client, ctx);
        if (!game || ctx.search.get('choose') === '1') return;
        const locale = [ctx.lang, ctx.area] as const;
        await Promise.all([
          client.query(faqTypesOptions(game.id, locale)),
          client.infiniteQuery(faqsOptions({ clientId: game.id, typeId: null, keyword: '' }, locale)),
        ]);
      },
      head: (client, ctx) => {
        const heading = ctx.t('titles.supportFaq');
        const game = gameOf(client, ctx);
        if (!game) return titled(client, ctx, heading, { kind: 'faq' });
        const named = `${heading} · ${game.title}`;
        return titled(client, ctx, named, { kind: 'faq', game }, named);
      },
    }
  : undefined;

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
