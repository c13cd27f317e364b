// Email and password, then, when the account has a second factor (1006 with totp/required), the
// authenticator code. The password stays in this component's memory only until the login ends.
import { useId, useState, type FormEvent } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { login, type LoginResult } from '../api/login';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginForm({ onSuccess, notice }: { onSuccess: (result: LoginResult) => void; notice?: string | null }) {
  const t = useT();
  const id = useId();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: 'email' | 'password' | 'totp'; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setFieldError(null);
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
      onSuccess(result);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.loginFailed && err.hasIssue('totp', 'required')) {
        setStep('totp');
      } else if (err instanceof ApiError && err.code === ErrorCode.loginFailed && err.hasIssue('totp', 'wrong')) {
        setTotp('');
        setFieldError({ field: 'totp', text: t('login.totpWrong') });
      } else if (err instanceof ApiError && err.code === ErrorCode.forbidden && err.hasIssue('totp', 'setup_required')) {
        setError(t('login.setupRequired'));
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
      {notice && !error ? <p className="c-alert c-alert--info" role="status">{notice}</p> : null}
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
