import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';

/** History and inquiries need a session (history an account): "please log in first", and the way back. */
export function LoginFirst({ loginHref }: { loginHref: string }) {
  const { t } = useI18n();
  return (
    <div className="gh-state gh-support-card" role="status">
      <p className="gh-state__title">{t('support.history.loginFirst')}</p>
      <p>{t('support.history.loginFirstHint')}</p>
      <Link className="gh-button gh-button--primary" to={loginHref}>
        {t('nav.login')}
      </Link>
    </div>
  );
}
