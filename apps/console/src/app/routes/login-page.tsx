import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useT } from '../../lib/i18n';
import { safeNext } from '../../lib/paths';
import { useAuth } from '../auth';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../../components/logo';

export function LoginPage() {
  const t = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  useEffect(() => {
    document.title = `${t('login.title')} · ${t('app.name')}`;
  }, [t]);
  if (auth.session) return <Navigate to={next} replace />;
  return (
    <div className="c-login">
      <main className="c-login__card" id="main">
        <div className="c-login__brand">
          <Logo />
          <span>{t('app.name')}</span>
        </div>
        <h1>{t('login.title')}</h1>
        <p className="c-muted">{t('login.subtitle')}</p>
        <LoginForm
          notice={auth.expired ? t('login.expired') : null}
          onSuccess={(result) => {
            auth.signIn({ token: result.token, expiresAt: result.expiresAt, staff: result.staff });
            void navigate(next, { replace: true });
          }}
        />
        <div className="c-login__foot">
          <LanguageSwitcher />
        </div>
      </main>
    </div>
  );
}
