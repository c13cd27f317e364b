// /SupportCenter/question (support step two): the game's FAQ, its inquiry categories, and the
// ways on: a 1:1 inquiry (step three), the player's inquiries, the FAQ page.
import { Link, Navigate } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useSupportTexts } from '../../../features/support/texts';
import { QueryState } from '../../../components/query-state';
import { useInquiryTypes } from '../../../features/support/api/get-inquiry-types';
import { FaqBrowser } from '../../../features/support/components/faq-browser';
import { GameBanner } from '../../../features/support/components/game-chooser';
import { SupportSteps } from '../../../features/support/components/steps';
import { ArrowIcon, ChatIcon, ListIcon, QuestionIcon } from '../../../features/support/components/support-icons';
import { supportHref } from '../../../features/support/lib/links';
import { SelectGameState } from './select-game-state';
import { toChoice, useSupportGame } from './support-game';
import '../../../features/support/components/support.css';

function Categories({ clientId }: { clientId: number }) {
  const t = useT();
  const types = useInquiryTypes(clientId);
  return (
    <section className="gh-support-card" aria-labelledby="gh-categories">
      <h2 id="gh-categories" className="gh-support__heading">
        {t('support.question.categories')}
      </h2>
      <p className="gh-support__intro">{t('support.question.categoriesHint')}</p>
      {types.data ? (
        <ul className="gh-chips gh-chips--links">
          {types.data.map((c) => (
            <li key={c.id}>
              <Link className="gh-chip" to={supportHref(webPaths.supportInquiry, clientId, { queryType: c.id })}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <QueryState error={types.error} isLoading={types.isLoading} onRetry={() => void types.refetch()} />
      )}
    </section>
  );
}

export function Page() {
  useSupportTexts();
  const t = useT();
  const { game, games, params, withClientId } = useSupportGame();
  if (withClientId) return <Navigate to={withClientId} replace />;
  if (!game) {
    if (games.isLoading) return <QueryState error={null} isLoading />;
    return <SelectGameState />;
  }
  const id = game.id;
  // What the URL said beyond the game (server, region from an in-game entry) goes on to step three.
  const carry = { serverId: params.get('serverId'), gameAreaId: params.get('gameAreaId') };
  const actions = [
    {
      href: supportHref(webPaths.supportInquiry, id, carry),
      icon: <ChatIcon size={26} />,
      title: t('support.actions.inquiry'),
      text: t('support.actions.inquiryHint'),
      primary: true,
    },
    {
      href: supportHref(webPaths.supportHistory, id),
      icon: <ListIcon size={26} />,
      title: t('support.actions.history'),
      text: t('support.actions.historyHint'),
    },
    {
      href: supportHref(webPaths.supportFaq, id),
      icon: <QuestionIcon size={26} />,
      title: t('support.actions.faq'),
      text: t('support.actions.faqHint'),
    },
  ];

  return (
    <div className="gh-support">
      <SupportSteps current="question" />
      <GameBanner game={toChoice(game)} changeHref={webPaths.supportGame} />
      <p className="gh-lead">{t('support.question.intro')}</p>
      <ul className="gh-actions">
        {actions.map((a) => (
          <li key={a.href}>
            <Link className={`gh-action${a.primary ? ' gh-action--primary' : ''}`} to={a.href}>
              <span className="gh-action__icon">{a.icon}</span>
              <span className="gh-action__text">
                <strong>{a.title}</strong>
                <span>{a.text}</span>
              </span>
              <ArrowIcon size={20} className="gh-action__arrow" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="gh-support__columns">
        <FaqBrowser clientId={id} />
        <Categories clientId={id} />
      </div>
    </div>
  );
}
