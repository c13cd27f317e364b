// The staff member's second factor: start a setup (a new secret), confirm a code to turn it on.
import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TotpCodeSchema } from '@guildhall/contract/staff';
import { ErrorLine } from '../../components/list-editor';
import { useToast } from '../../components/toast';
import { enableTotp, startTotpSetup, type TotpSetup } from '../../features/auth/api/totp';
import { CopyText } from '../../features/auth/components/copy-text';
import { errorText } from '../../lib/errors';
import { contractResolver } from '../../lib/form';
import { useT } from '../../lib/i18n';
import { useAuth, useStaff } from '../auth';

/** A code from the new key turns the factor on (TotpCodeSchema, the API's own check, first). */
function TotpConfirmForm({ setup, onCancel }: { setup: TotpSetup; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const staff = useStaff();
  const { updateStaff } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const enable = useMutation({ mutationFn: (code: string) => enableTotp(code) });
  const form = useForm({ defaultValues: { totp: '' }, resolver: contractResolver(TotpCodeSchema) });
  const code = useController({ name: 'totp', control: form.control });
  const { errors } = form.formState;
  const error = errors.root?.message ?? (errors.totp ? t('login.totpFormat') : null);

  const submit = form.handleSubmit(async ({ totp }) => {
    try {
      await enable.mutateAsync(totp);
      form.reset();
      updateStaff({ ...staff, totpEnabled: true });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      toast.success(t('security.enabled'));
      onCancel();
    } catch (err) {
      form.setValue('totp', '');
      form.setError('root', {
        message: errorText(t, err) === t('errors.loginFailed') ? t('login.totpWrong') : errorText(t, err),
      });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="c-totp-setup" noValidate>
      <ol>
        <li>
          <p>{t('security.step1')}</p>
          <CopyText
            label={t('security.secret')}
            value={setup.secret}
            display={setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          />
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
              {...code.field}
              id={`${id}-code`}
              className="c-input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={errors.totp ? true : undefined}
              onChange={(e) => code.field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </div>
        </li>
      </ol>
      <ErrorLine message={error} />
      {staff.totpEnabled ? <p className="c-muted">{t('security.pendingNote')}</p> : null}
      <div className="c-form-actions c-form-actions--start">
        <button type="submit" className="c-button c-button--primary" disabled={enable.isPending}>
          {staff.totpEnabled ? t('security.replace') : t('security.enable')}
        </button>
        <button type="button" className="c-button c-button--ghost" onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </form>
  );
}

export function SecurityPage() {
  const t = useT();
  const id = useId();
  const staff = useStaff();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({ mutationFn: () => startTotpSetup() });

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
          <span className={`c-pill ${staff.totpEnabled ? 'c-pill--ok' : 'c-pill--warn'}`}>
            {staff.totpEnabled ? '✓' : '!'}
          </span>{' '}
          {staff.totpEnabled ? t('security.on') : t('security.off')}
        </p>
        {setup ? (
          <TotpConfirmForm setup={setup} onCancel={() => setSetup(null)} />
        ) : (
          <>
            {staff.totpEnabled ? <p className="c-muted">{t('security.restartWarning')}</p> : null}
            <ErrorLine message={error} />
            <button type="button" className="c-button" onClick={() => void begin()} disabled={start.isPending}>
              {staff.totpEnabled ? t('security.restart') : t('security.start')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
