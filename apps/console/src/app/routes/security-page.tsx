// The staff member's second factor: start a setup (a new secret), confirm a code to turn it on.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { enableTotp, startTotpSetup, type TotpSetup } from '../../features/auth/api/totp';
import { CopyText } from '../../features/auth/components/copy-text';
import { errorText } from '../../lib/errors';
import { useT } from '../../lib/i18n';
import { useAuth, useStaff } from '../auth';

export function SecurityPage() {
  const t = useT();
  const id = useId();
  const staff = useStaff();
  const { updateStaff } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({ mutationFn: () => startTotpSetup() });
  const enable = useMutation({ mutationFn: (code: string) => enableTotp(code) });

  useEffect(() => {
    document.title = `${t('security.title')} · ${t('app.name')}`;
  }, [t]);

  async function begin() {
    setError(null);
    try {
      // The factor in force (if any) keeps working until a code from the new key is confirmed.
      setSetup(await start.mutateAsync());
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) return setError(t('login.totpFormat'));
    try {
      await enable.mutateAsync(code);
      setSetup(null);
      setCode('');
      updateStaff({ ...staff, totpEnabled: true });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      toast.success(t('security.enabled'));
    } catch (err) {
      setCode('');
      setError(errorText(t, err) === t('errors.loginFailed') ? t('login.totpWrong') : errorText(t, err));
    }
  }

  return (
    <div className="c-page c-page--narrow">
      <header className="c-page__header">
        <h1>{t('security.title')}</h1>
      </header>
      <section className="c-card" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className="c-card__title">
          {t('security.totp')}
        </h2>
        <p>
          <span className={`c-pill ${staff.totpEnabled ? 'c-pill--ok' : 'c-pill--warn'}`}>{staff.totpEnabled ? '✓' : '!'}</span>{' '}
          {staff.totpEnabled ? t('security.on') : t('security.off')}
        </p>
        {setup ? (
          <form onSubmit={(e) => void confirm(e)} className="c-totp-setup" noValidate>
            <ol>
              <li>
                <p>{t('security.step1')}</p>
                <CopyText label={t('security.secret')} value={setup.secret} display={setup.secret.replace(/(.{4})/g, '$1 ').trim()} />
                <CopyText label={t('security.otpauth')} value={setup.otpauthUrl} wrap />
                <p>
                  <a href={setup.otpauthUrl}>{t('security.openApp')}</a>
                </p>
              </li>
              <li>
                <p>{t('security.step2')}</p>
                <div className="c-field">
                  <label htmlFor={`${id}-code`}>{t('security.code')}</label>
                  <input
                    id={`${id}-code`}
                    className="c-input--code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  />
                </div>
              </li>
            </ol>
            {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
            {staff.totpEnabled ? <p className="c-muted">{t('security.pendingNote')}</p> : null}
            <div className="c-form-actions c-form-actions--start">
              <button type="submit" className="c-button c-button--primary" disabled={enable.isPending}>
                {staff.totpEnabled ? t('security.replace') : t('security.enable')}
              </button>
              <button
                type="button"
                className="c-button c-button--ghost"
                onClick={() => {
                  setSetup(null);
                  setCode('');
                  setError(null);
                }}
              >
                {t('app.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            {staff.totpEnabled ? <p className="c-muted">{t('security.restartWarning')}</p> : null}
            {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
            <button type="button" className="c-button" onClick={() => void begin()} disabled={start.isPending}>
              {staff.totpEnabled ? t('security.restart') : t('security.start')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
