import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';
import { QueryState } from '../../../components/query-state';
import { useUserInfo } from '../api/get-user-info';
import { ChangePasswordForm } from './change-password-form';
import { DataRights } from './data-rights';
import { EmailBindingForm } from './email-binding-form';
import { ProfileCard } from './profile-card';
import { SecuritySettings } from './security-settings';
import './accounts.css';

/** The user center of a logged-in player: profile, security settings, password, email, their data. */
export function UserCenter({ token }: { token: string }) {
  const t = useT();
  const info = useUserInfo(token);
  if (!info.data)
    return <QueryState error={info.error} isLoading={info.isLoading} onRetry={() => void info.refetch()} />;
  return (
    <div className="gh-ucenter">
      <ProfileCard info={info.data} />
      <SecuritySettings info={info.data} />
      {info.data.type === 'GUEST' ? (
        <section className="gh-ucenter__card" aria-labelledby="gh-ucenter-password">
          <h2 id="gh-ucenter-password">{t('ucenter.passwordTitle')}</h2>
          <p className="gh-ucenter__intro">{t('ucenter.guestNoPassword')}</p>
          <Link className="gh-button" to={webPaths.login}>
            {t('auth.createAccount')}
          </Link>
        </section>
      ) : (
        <ChangePasswordForm />
      )}
      <EmailBindingForm key={info.data.email ?? ''} info={info.data} />
      <DataRights info={info.data} />
    </div>
  );
}
