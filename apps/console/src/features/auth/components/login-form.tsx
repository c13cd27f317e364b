// Email and password, then, when the account has a second factor (1006 with totp/required), the
// authenticator code. An administrator who must use a second factor and has none (1003 with a
// setup token) sets it up here first: the key as text, a code to confirm, then a normal sign-in
// with the next code. The password and the setup token stay in this component's memory only.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { ErrorCode } from '@guildhall/contract/errors';
import { StaffLoginSchema, TotpCodeSchema, TotpSetupRequiredSchema, type TotpSetup } from '@guildhall/contract/staff';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { contractResolver } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { login, type LoginInput, type LoginResult } from '../api/login';
import { enableTotp, startTotpSetup } from '../api/totp';
import { CopyText } from './copy-text';
import { ErrorLine } from '../../../components/list-editor';

type Step = 'password' | 'totp' | 'setup';
interface LoginValues {
  email: string;
  password: string;
  totp: string;
}

/** What each step sends, checked by the contract's schema for it. */
function stepResolver(step: () => Step): Resolver<LoginValues, unknown, LoginInput | { totp: string }> {
  const resolvers: Record<Step, Resolver<LoginValues, unknown, LoginInput | { totp: string }>> = {
    password: contractResolver(StaffLoginSchema, ({ email, password }: LoginValues) => ({ email, password })),
    totp: contractResolver(StaffLoginSchema),
    setup: contractResolver(TotpCodeSchema, ({ totp }: LoginValues) => ({ totp })),
  };
  return (values, context, options) => resolvers[step()](values, context, options);
}

export function LoginForm({ onSuccess, notice }: { onSuccess: (result: LoginResult) => void; notice?: string | null }) {
  const t = useT();
  const id = useId();
  const [step, setStepState] = useState<Step>('password');
  // The resolver is made once; it reads the step the form is at when it is submitted.
  const stepRef = useRef<Step>('password');
  const setStep = (next: Step) => {
    stepRef.current = next;
    setStepState(next);
  };
  const [resolver] = useState(() => stepResolver(() => stepRef.current));
  const form = useForm<LoginValues, unknown, LoginInput | { totp: string }>({
    defaultValues: { email: '', password: '', totp: '' },
    resolver,
  });
  const totpField = useController({ name: 'totp', control: form.control });
  const { errors, isSubmitting: busy } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  /** The setup-only session and its new secret, while an administrator sets up the second factor. */
  const [setup, setSetup] = useState<{ token: string; secret: TotpSetup | null } | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const error = errors.root?.message ?? null;
  const setError = (message: string | null) =>
    message ? form.setError('root', { message }) : form.clearErrors('root');

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

  async function confirmSetup(totp: string) {
    if (!setup?.secret) return;
    try {
      await enableTotp(totp, setup.token);
      // The setup session is spent; the code just used cannot sign in again: ask for the next one.
      setSetup(null);
      form.setValue('totp', '');
      setStep('totp');
      setInfo(t('login.setupDone'));
    } catch (err) {
      form.setValue('totp', '');
      if (err instanceof ApiError && err.hasIssue('totp', 'wrong'))
        form.setError('totp', { type: 'wrong', message: t('login.totpWrong') });
      else setError(errorText(t, err));
    }
  }

  const submit = form.handleSubmit(async (body) => {
    if (step === 'setup') return confirmSetup((body as { totp: string }).totp);
    try {
      const result = await login(body as LoginInput);
      form.setValue('password', '');
      form.setValue('totp', '');
      setInfo(null);
      onSuccess(result);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.loginFailed && err.hasIssue('totp', 'required')) {
        setStep('totp');
      } else if (err instanceof ApiError && err.code === ErrorCode.loginFailed && err.hasIssue('totp', 'wrong')) {
        form.setValue('totp', '');
        form.setError('totp', { type: 'wrong', message: t('login.totpWrong') });
      } else if (
        err instanceof ApiError &&
        err.code === ErrorCode.forbidden &&
        err.hasIssue('totp', 'setup_required')
      ) {
        const required = TotpSetupRequiredSchema.safeParse(err.data);
        if (required.success) await beginSetup(required.data.setupToken);
        else setError(t('login.setupRequired'));
      } else {
        if (err instanceof ApiError && err.code === ErrorCode.loginFailed) setStep('password');
        setError(errorText(t, err));
      }
    }
  });

  function back() {
    setStep('password');
    form.setValue('password', '');
    form.setValue('totp', '');
    setSetup(null);
    setInfo(null);
    form.clearErrors();
  }

  /** A field's message: the schema's check in words, or the API's answer set on it. */
  const message = (field: keyof LoginValues): string | null => {
    const e = errors[field];
    if (!e) return null;
    if (e.type === 'wrong') return e.message ?? null;
    if (field === 'totp') return t('login.totpFormat');
    if (field === 'email' && form.getValues('email').trim() !== '') return t('login.emailInvalid');
    return t('login.required');
  };
  const describedBy = (field: keyof LoginValues) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldMessage = (field: keyof LoginValues) =>
    errors[field] ? (
      <p className="c-field__error" id={`${id}-${field}-error`}>
        {message(field)}
      </p>
    ) : null;
  const totpInput = {
    ...totpField.field,
    id: `${id}-totp`,
    className: 'c-input--code',
    inputMode: 'numeric' as const,
    autoComplete: 'one-time-code',
    maxLength: 6,
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      totpField.field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6)),
    'aria-invalid': errors.totp ? true : undefined,
    'aria-describedby': describedBy('totp'),
    required: true,
  };

  return (
    <form className="c-login__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {notice && !error && !info ? (
        <p className="c-alert c-alert--info" role="status">
          {notice}
        </p>
      ) : null}
      {info && !error ? (
        <p className="c-alert c-alert--info" role="status">
          {info}
        </p>
      ) : null}
      <ErrorLine message={error} />
      {step === 'password' ? (
        <>
          <div className="c-field">
            <label htmlFor={`${id}-email`}>{t('login.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              {...form.register('email')}
              aria-invalid={errors.email ? true : undefined}
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
              {...form.register('password')}
              aria-invalid={errors.password ? true : undefined}
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
                <CopyText
                  label={t('security.secret')}
                  value={setup.secret.secret}
                  display={setup.secret.secret.replace(/(.{4})/g, '$1 ').trim()}
                />
                <CopyText label={t('security.otpauth')} value={setup.secret.otpauthUrl} wrap />
              </li>
              <li>
                <p>{t('login.setupStep2')}</p>
                <div className="c-field">
                  <label htmlFor={`${id}-totp`}>{t('login.totp')}</label>
                  <input {...totpInput} />
                  {fieldMessage('totp')}
                </div>
              </li>
            </ol>
          ) : error ? (
            <button
              type="button"
              className="c-button"
              onClick={() => void beginSetup(setup?.token ?? '')}
              disabled={busy || !setup}
            >
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
            <input {...totpInput} autoFocus pattern="\d{6}" />
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
