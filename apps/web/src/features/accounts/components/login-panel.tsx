// The login page's body: the ways in that the login config offers for this game, and only those.
// Password and one-time code are tabs; registration and recovery replace them until "back".
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { type LoginConfig } from '@guildhall/contract/accounts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@guildhall/contract/account-types';
import { useI18n } from '../../../lib/i18n';
import { FormAlert } from '../../../components/field';
import { useLogin } from '../api/login';
import { useStartSocialLogin } from '../api/start-social-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { failureMessage } from '../hooks/use-account-form';
import { PasswordLoginForm } from './password-login-form';
import { QuickLoginForm } from './quick-login-form';
import { RecoverPasswordForm } from './recover-password-form';
import { RegisterForm } from './register-form';
import { SocialButtons } from './social-buttons';
import './accounts.css';

type Tab = 'password' | 'quick';
type Mode = Tab | 'register' | 'recover';

export function LoginPanel({ config, target }: { config: LoginConfig; target: string }) {
  const { t, dir } = useI18n();
  const offered = new Set(config.methods);
  const tabs = (['password', 'quick'] as const).filter((m) => offered.has(m));
  const providers = SOCIAL_PROVIDERS.filter((p) => offered.has(p));
  const [mode, setMode] = useState<Mode | null>(tabs[0] ?? null);
  const [remember, setRemember] = useState(false);
  const [account, setAccount] = useState('');
  const [otherError, setOtherError] = useState<string | null>(null);
  const guest = useLogin();
  const complete = useCompleteLogin();
  const social = useStartSocialLogin();
  const [socialPending, setSocialPending] = useState<SocialProvider | null>(null);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const panelId = useId();
  const guestBusy = useRef(false);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, current: Tab) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    const edge = { Home: 0, End: tabs.length - 1 }[e.key];
    if (step === undefined && edge === undefined) return;
    e.preventDefault();
    const index = tabs.indexOf(current);
    // Arrow keys follow the visual order, which a right-to-left page mirrors.
    const next = edge ?? (index + (dir === 'rtl' ? -step! : step!) + tabs.length) % tabs.length;
    const tab = tabs[next]!;
    setMode(tab);
    tabRefs.current.get(tab)?.focus();
  };

  const continueAsGuest = async () => {
    if (guestBusy.current) return;
    guestBusy.current = true;
    setOtherError(null);
    try {
      complete(await guest.mutateAsync({ guest: true, remember }), remember, target);
    } catch (err) {
      setOtherError(failureMessage(err, t, 'auth.loginFailed'));
    } finally {
      guestBusy.current = false;
    }
  };

  const startSocial = (provider: SocialProvider) => {
    if (socialPending) return;
    setOtherError(null);
    setSocialPending(provider);
    social.mutate(
      { provider, redirect: target, remember },
      {
        onError: (err) => {
          setSocialPending(null);
          setOtherError(failureMessage(err, t, 'auth.loginFailed'));
        },
      },
    );
  };

  const onRecovered = (recovered: string) => {
    setAccount(recovered);
    setMode(tabs[0] ?? null);
  };

  const formProps = { target, remember, onRemember: setRemember, initialAccount: account };
  const alternatives = providers.length > 0 || offered.has('guest');

  if (mode === 'register' || mode === 'recover') {
    return (
      <div className="gh-auth__card">
        <h2 className="gh-auth__heading">{mode === 'register' ? t('auth.registerTitle') : t('auth.recoverTitle')}</h2>
        {mode === 'register' ? (
          <RegisterForm target={target} remember={remember} onRemember={setRemember} />
        ) : (
          <RecoverPasswordForm initialAccount={account} onDone={onRecovered} />
        )}
        <p className="gh-auth__switch">
          <button type="button" className="gh-link-button" onClick={() => setMode(tabs[0] ?? null)}>
            {t('auth.backToLogin')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="gh-auth__card">
      {tabs.length > 1 ? (
        <div className="gh-tabs" role="tablist" aria-label={t('auth.methodsLabel')}>
          {tabs.map((tab) => (
            <button
              key={tab}
              ref={(el) => {
                if (el) tabRefs.current.set(tab, el);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`${panelId}-${tab}`}
              className="gh-tabs__tab"
              aria-selected={mode === tab}
              aria-controls={panelId}
              tabIndex={mode === tab ? 0 : -1}
              onClick={() => setMode(tab)}
              onKeyDown={(e) => onTabKey(e, tab)}
            >
              {tab === 'password' ? t('auth.tabPassword') : t('auth.tabQuick')}
            </button>
          ))}
        </div>
      ) : tabs.length === 1 ? (
        <h2 className="gh-auth__heading">{mode === 'quick' ? t('auth.tabQuick') : t('auth.tabPassword')}</h2>
      ) : null}
      {mode ? (
        <div
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          id={panelId}
          aria-labelledby={tabs.length > 1 ? `${panelId}-${mode}` : undefined}
        >
          {mode === 'password' ? (
            <PasswordLoginForm key={`password-${account}`} {...formProps} onForgot={() => setMode('recover')} />
          ) : (
            <QuickLoginForm key={`quick-${account}`} {...formProps} />
          )}
        </div>
      ) : null}
      {config.registration ? (
        <p className="gh-auth__switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="gh-link-button" onClick={() => setMode('register')}>
            {t('auth.createAccount')}
          </button>
        </p>
      ) : null}
      {alternatives ? (
        <>
          {mode || config.registration ? (
            <p className="gh-auth__divider">
              <span>{t('auth.or')}</span>
            </p>
          ) : null}
          <FormAlert message={otherError} />
          <SocialButtons providers={providers} pending={socialPending} onChoose={startSocial} />
          {offered.has('guest') ? (
            <button
              type="button"
              className="gh-button gh-button--block gh-auth__guest"
              disabled={guest.isPending || socialPending !== null}
              aria-busy={guest.isPending || undefined}
              onClick={() => void continueAsGuest()}
            >
              {t('auth.continueAsGuest')}
            </button>
          ) : null}
        </>
      ) : null}
      {!mode && !alternatives ? <p className="gh-auth__none">{t('auth.noMethods')}</p> : null}
    </div>
  );
}
