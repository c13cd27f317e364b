// /SupportCenter/history (support step zero): the player's inquiries. A session is needed; a
// guest sees what was filed with their guest account, which lives in this browser.
import { useLocation, useSearchParams } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useSupportTexts } from '../../../features/support/texts';
import { loginHref } from '../../../lib/redirect';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useSimpleGames } from '../../../features/games/api/get-games';
import { useUserInfo } from '../../../features/accounts/api/get-user-info';
import { InquiryHistory } from '../../../features/support/components/inquiry-history';
import { LoginFirst } from '../../../features/support/components/login-first';
import { positiveInt, supportHref } from '../../../features/support/lib/links';
import '../../../features/support/components/support.css';

export function Page() {
  useSupportTexts();
  const { token } = useAuth();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const clientId = positiveInt(params.get('clientId'));
  const page = positiveInt(params.get('page')) ?? 1;
  const games = useSimpleGames();
  const t = useT();
  const info = useUserInfo(token);
  const guest = info.data?.type === 'GUEST';
  const gameName = games.data?.find((g) => g.id === clientId)?.title ?? null;
  const login = loginHref(`${pathname}${search}`);

  return (
    <div className="gh-support">
      {token ? (
        <>
          {guest ? (
            <p className="gh-support__note" role="note">
              {t('support.history.guestNote')}
            </p>
          ) : null}
          <InquiryHistory
            token={token}
            clientId={clientId}
            gameName={gameName}
            page={page}
            loginHref={login}
            pageHref={(p) => supportHref(webPaths.supportHistory, clientId, { page: p > 1 ? p : null })}
          />
        </>
      ) : (
        <LoginFirst loginHref={login} />
      )}
    </div>
  );
}
