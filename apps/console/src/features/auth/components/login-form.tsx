// Email and password, then, when the account has a second factor (1006 with totp/required), the
// authenticator code. An administrator who must use a second factor and has none (1003 with a
// setup token) sets it up here first: the key as text, a code to confirm, then a normal sign-in
// with the next code. The password and the setup token stay in this component's memory only.
import { useId, useState, type FormEvent } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { TotpSetupRequiredSchema, type TotpSetup } from '@guildhall/contract/staff';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { login, type LoginResult } from '../api/login';
import { enableTotp, startTotpSetup } from '../api/totp';
import { CopyText } from './copy-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginForm({ onSuccess, notice }: { onSuccess: (result: LoginResult) => void; notice?: string | null }) {
  const t = useT();
  const id = useId();
  const [step, setStep] = useState<'password' | 'totp' | 'setup'>('password');
  /** The setup-only session and its new secret, while an administrator sets up the second factor. */
  const [setup, setSetup] = useState<{ token: string; secret: TotpSetup | null } | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: 'email' | 'password' | 'totp'; text: string } | null>(null);

  async function beginSetup(token: string) {
    setSetup({ token, secret: null });
    setStep('setup');
    setError(null);
    try {
      const secret = await startTotpSetup(token);
      setSetup({ token, secret });
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  async function confirmSetup() {
    if (!setup?.secret) return;
    try {
      await enableTotp(totp, setup.token);
      // The setup session is spent; the code just used cannot sign in again: ask for the next one.
      setSetup(null);
      setTotp('');
      setStep('totp');
      setInfo(t('login.setupDone'));
    } catch (err) {
      setTotp('');
      if (err instanceof ApiError && err.hasIssue('totp', 'wrong')) setFieldError({ field: 'totp', text: t('login.totpWrong') });
      else setError(errorText(t, err));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setFieldError(null);
    if (step === 'setup') {
      if (!setup?.secret) return;
      if (!/^\d{6}$/.test(totp)) return setFieldError({ field: 'totp', text: t('login.totpFormat') });
      setBusy(true);
      await confirmSetup();
      setBusy(false);
      return;
    }
    if (step === 'password') {
      if (!email.trim()) return setFieldError({ field: 'email', text: t('login.required') });
      if (!EMAIL.test(email.trim())) return setFieldError({ field: 'email', text: t('login.emailInvalid') });
      if (!password) return setFieldError({ field: 'password', text: t('login.required') });
    } else if (!/^\d{6}$/.test(totp)) {
      return setFieldError({ field: 'totp', text: t('login.totpFormat') });
    }
    setBusy(true);
    try {
      const result = await login({ email: email.trim(), password, ...(step === 'totp' ? { totp } : {}) });
      setPassword('');
      setTotp('');
      setInfo(null);
      onSuccess(result);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.loginFailed && err.hasIssue('totp', 'required')) {
        setStep('totp');
      } else if (err instanceof ApiError && err.code === ErrorCode.loginFailed && err.hasIssue('totp', 'wrong')) {
        setTotp('');
        setFieldError({ field: 'totp', text: t('login.totpWrong') });
      } else if (err instanceof ApiError && err.code === ErrorCode.forbidden && err.hasIssue('totp', 'setup_required')) {
        const required = TotpSetupRequiredSchema.safeParse(err.data);
        if (required.success) await beginSetup(required.data.setupToken);
        else setError(t('login.setupRequired'));
      } else {
        if (err instanceof ApiError && err.code === ErrorCode.loginFailed) setStep('password');
        setError(errorText(t, err));
      }
    } finally {
      setBusy(false);
    }
  }

  function back() {
    setStep('password');
    setPassword('');
    setTotp('');
    setSetup(null);
    setInfo(null);
    setError(null);
    setFieldError(null);
  }

  const describedBy = (field: 'email' | 'password' | 'totp') => (fieldError?.field === field ? `${id}-${field}-error` : undefined);
  const fieldMessage = (field: 'email' | 'password' | 'totp') =>
    fieldError?.field === field ? (
      <p className="c-field__error" id={`${id}-${field}-error`}>
        {fieldError.text}
      </p>
    ) : null;

  return (
    <form className="c-login__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {notice && !error && !info ? <p className="c-alert c-alert--info" role="status">{notice}</p> : null}
      {info && !error ? <p className="c-alert c-alert--info" role="status">{info}</p> : null}
      {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
      {step === 'password' ? (
        <>
          <div className="c-field">
            <label htmlFor={`${id}-email`}>{t('login.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={fieldError?.field === 'email' || undefined}
              aria-describedby={describedBy('email')}
              autoFocus
              required
            />
            {fieldMessage('email')}
          </div>
          <div className="c-field">
            <label htmlFor={`${id}-password`}>{t('login.password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={fieldError?.field === 'password' || undefined}
              aria-describedby={describedBy('password')}
              required
            />
            {fieldMessage('password')}
          </div>
          <button type="submit" className="c-button c-button--primary c-button--block" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </>
      ) : step === 'setup' ? (
        <>
          <h2 className="c-login__step">{t('login.setupTitle')}</h2>
          <p className="c-muted">{t('login.setupIntro', { email: email.trim() })}</p>
          {setup?.secret ? (
            <ol className="c-setup-steps">
              <li>
                <p>{t('login.setupStep1')}</p>
                <CopyText label={t('security.secret')} value={setup.secret.secret} display={setup.secret.secret.replace(/(.{4})/g, '$1 ').trim()} />
                <CopyText label={t('security.otpauth')} value={setup.secret.otpauthUrl} wrap />
              </li>
              <li>
                <p>{t('login.setupStep2')}</p>
                <div className="c-field">
                  <label htmlFor={`${id}-totp`}>{t('login.totp')}</label>
                  <input
                    id={`${id}-totp`}
                    className="c-input--code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={totp}
                    onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                    aria-invalid={fieldError?.field === 'totp' || undefined}
                    aria-describedby={describedBy('totp')}
                    required
                  />
                  {fieldMessage('totp')}
                </div>
              </li>
            </ol>
          ) : error ? (
            <button type="button" className="c-button" onClick={() => void beginSetup(setup?.token ?? '')} disabled={busy || !setup}>
              {t('app.retry')}
            </button>
          ) : (
            <p className="c-loading" role="status">
              <span className="c-spinner" aria-hidden="true" />
              {t('app.loading')}
            </p>
          )}
          {setup?.secret ? (
            <button type="submit" className="c-button c-button--primary c-button--block" disabled={busy}>
              {busy ? t('login.submitting') : t('login.setupConfirm')}
            </button>
          ) : null}
          <button type="button" className="c-button c-button--link" onClick={back} disabled={busy}>
            {t('login.back')}
          </button>
        </>
      ) : (
        <>
          <h2 className="c-login__step">{t('login.totpTitle')}</h2>
          <p className="c-muted">{t('login.totpHint', { email: email.trim() })}</p>
          <div className="c-field">
            <label htmlFor={`${id}-totp`}>{t('login.totp')}</label>
            <input
              id={`${id}-totp`}
              autoFocus
              className="c-input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              aria-invalid={fieldError?.field === 'totp' || undefined}
              aria-describedby={describedBy('totp')}
              required
            />
            {fieldMessage('totp')}
          </div>
          <button type="submit" className="c-button c-button--primary c-button--block" disabled={busy}>
            {busy ? t('login.submitting') : t('login.verify')}
          </button>
          <button type="button" className="c-button c-button--link" onClick={back} disabled={busy}>
            {t('login.back')}
          </button>
        </>
      )}
    </form>
  );
}
