// /SupportCenter/inquiry (support step three): file an inquiry. A session is needed (a guest one
// will do: "continue as guest" is on the login page); before the form, an inquiry still open for
// this game is offered instead ("view the ongoing ticket" or "start a new one").
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { normalizeServerId } from '@guildhall/contract/support';
import { useSupportTexts } from '../../../features/support/texts';
import { loginHref } from '../../../lib/redirect';
import { useAuth } from '../../../lib/auth';
import { useBrand } from '../../../lib/brand';
import { QueryState } from '../../../components/query-state';
import { useUserInfo } from '../../../features/accounts/api/get-user-info';
import { useUnresolved } from '../../../features/support/api/get-unresolved';
import { GameBanner } from '../../../features/support/components/game-chooser';
import type { CreateInquiryResult } from '@guildhall/contract/support';
import { InquiryForm } from '../../../features/support/components/inquiry-form';
import { InquirySent } from '../../../features/support/components/inquiry-sent';
import { SupportSteps } from '../../../features/support/components/steps';
import { UnresolvedDialog } from '../../../features/support/components/unresolved-dialog';
import { feedbackHref } from '../../../features/support/lib/links';
import { SelectGameState } from './select-game-state';
import { toChoice, useSupportGame } from './support-game';
import '../../../features/support/components/support.css';

export function Page() {
  useSupportTexts();
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const { token } = useAuth();
  const { game, games, params, withClientId } = useSupportGame();
  const info = useUserInfo(token);
  const unresolved = useUnresolved(game?.id ?? 0, game ? token : null);
  const [startNew, setStartNew] = useState(false);
  const [sent, setSent] = useState<CreateInquiryResult | null>(null);
  // The ongoing-inquiry dialog opened by itself, so no control opened it: when the player chooses to
  // start a new one (or presses Escape), focus goes to the form's first control, never the page body.
  useEffect(() => {
    if (!startNew) return;
    const control = document.querySelector<HTMLElement>(
      '.gh-inquiry-form :is(select, input, textarea, button):not(:disabled)',
    );
    (control ?? document.getElementById('main'))?.focus();
  }, [startNew]);

  if (!token) return <Navigate to={loginHref(`${pathname}${search}`)} replace state={{ loginRequired: true }} />;
  if (withClientId) return <Navigate to={withClientId} replace />;
  if (!game) return games.isLoading ? <QueryState error={null} isLoading /> : <SelectGameState />;
  // The form starts from the account's contact details and the open-inquiry answer (a failed
  // check does not block filing: the choice is a convenience).
  if (info.isLoading || unresolved.isLoading) return <QueryState error={null} isLoading />;

  const open = unresolved.data ?? null;
  const serverId = params.get('serverId');
  return (
    <div className="gh-support gh-support--form">
      <SupportSteps current="inquiry" />
      <GameBanner game={toChoice(game)} changeHref={webPaths.supportGame} />
      {sent ? (
        <InquirySent result={sent} clientId={game.id} />
      ) : open && !startNew ? (
        <UnresolvedDialog
          open
          inquiry={open}
          viewHref={feedbackHref(open.inquiryId, game.id)}
          onStartNew={() => setStartNew(true)}
        />
      ) : (
        <InquiryForm
          clientId={game.id}
          token={token}
          isGuest={info.data?.type === 'GUEST'}
          limits={{ maxFiles: brand.attachmentMaxFiles, maxBytes: brand.attachmentMaxBytes }}
          initial={{
            serverId: serverId ? normalizeServerId(serverId) : null,
            gameAreaId: params.get('gameAreaId'),
            queryType: params.get('queryType'),
            email: info.data?.email ?? null,
            phone: info.data?.phone ?? null,
          }}
          onSubmitted={setSent}
        />
      )}
    </div>
  );
}
