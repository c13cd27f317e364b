// The staff member's second factor: start a setup (a new secret), confirm a code to turn it on.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { enableTotp, startTotpSetup, type TotpSetup } from '../../features/auth/api/totp';
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
  const start = useMutation({ mutationFn: startTotpSetup });
  const enable = useMutation({ mutationFn: enableTotp });

  useEffect(() => {
    document.title = `${t('security.title')} · ${t('app.name')}`;
  }, [t]);

  async function begin() {
    setError(null);
    try {
      const s = await start.mutateAsync();
      setSetup(s);
      // The server turned the factor off until the new secret is confirmed.
      updateStaff({ ...staff, totpEnabled: false });
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
                <p>
                  <span className="c-muted">{t('security.secret')}: </span>
                  <code className="c-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
                </p>
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
            <button type="submit" className="c-button c-button--primary" disabled={enable.isPending}>
              {t('security.enable')}
            </button>
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
