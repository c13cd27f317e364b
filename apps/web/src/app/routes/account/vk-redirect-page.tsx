// /vkRedirect: the browser's callback for every social provider. The code and state were taken
// out of the address bar at boot (lib/oauth-callback.ts); this page finishes with the provider
// the login started with, keeps the session like a password login, and goes back where it began.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { useAccountTexts } from '../../../features/accounts/texts';
import { forgetOAuthCallback, readOAuthCallback } from '../../../lib/oauth-callback';
import { loginHref } from '../../../lib/redirect';
import { forgetSocialStart, readSocialStart } from '../../../features/accounts/api/start-social-login';
import { useFinishSocialLogin } from '../../../features/accounts/api/finish-social-login';
import { useCompleteLogin } from '../../../features/accounts/hooks/use-complete-login';
import { failureMessage } from '../../../features/accounts/hooks/use-account-form';

export function Page() {
  useAccountTexts();
  const t = useT();
  const complete = useCompleteLogin();
  // Read once: both are forgotten as soon as the answer is in.
  const [callback] = useState(readOAuthCallback);
  const [start] = useState(readSocialStart);
  const usable = callback !== null && !callback.error && start !== null;
  const finish = useFinishSocialLogin(usable ? start.provider : null, callback?.code ?? null, callback?.state ?? null);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !start || !finish.data) return;
    done.current = true;
    forgetOAuthCallback();
    forgetSocialStart();
    complete(finish.data, start.remember, start.redirect);
  }, [finish.data, start, complete]);

  useEffect(() => {
    if (!finish.error) return;
    forgetOAuthCallback();
    forgetSocialStart();
  }, [finish.error]);

  if (usable && !finish.isError) {
    return (
      <div className="gh-state" role="status">
        <span className="gh-spinner" aria-hidden="true" /> {t('auth.socialFinishing')}
      </div>
    );
  }
  const message = callback?.error
    ? t('auth.socialCancelled')
    : finish.error
      ? failureMessage(finish.error, t, 'auth.socialFailed')
      : t('auth.socialFailed');
  return (
    <div className="gh-state gh-state--error" role="alert">
      <p>{message}</p>
      <div className="gh-state__actions">
        <Link className="gh-button gh-button--primary" to={loginHref(start?.redirect ?? webPaths.home)}>
          {t('auth.backToLogin')}
        </Link>
        <Link className="gh-button" to={webPaths.home}>
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
