import { useState } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { BindEmailSchema, SendEmailCodeSchema, type UserInfo } from '@guildhall/contract/accounts';
import { CODE_LENGTH, CODE_TTL_MS } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { SubmitButton, TextField } from '../../../components/field';
import { useBindEmail } from '../api/bind-email';
import { useSendEmailCode } from '../api/send-email-code';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { SendCodeButton } from './send-code-button';

/** Email verification and binding: address → six-digit code (10 minutes, a few tries) → bound. */
export function EmailBindingForm({ info }: { info: UserInfo }) {
  const t = useT();
  const toast = useToast();
  const send = useSendEmailCode();
  const bind = useBindEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm(
    BindEmailSchema,
    { email: info.emailCertified ? '' : (info.email ?? ''), code: '' },
    {
      fallback: 'errors.submissionFailed',
      codes: { [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' } },
    },
  );

  const sendCode = async () => {
    let ok = false;
    await form.run('send', async () => {
      const body = form.checkPart(SendEmailCodeSchema, { email: form.values.email });
      if (!body) return;
      await send.mutateAsync(body);
      setSentTo(body.email);
      ok = true;
    });
    return ok;
  };

  return (
    <section className="gh-ucenter__card" aria-labelledby="gh-ucenter-email">
      <h2 id="gh-ucenter-email">{t('ucenter.emailTitle')}</h2>
      <p className="gh-ucenter__intro">
        {info.email && info.emailCertified
          ? t('ucenter.emailVerifiedIntro', { email: info.email })
          : t('ucenter.emailIntro')}
      </p>
      <AccountForm
        form={form}
        onSubmit={async (body) => {
          await bind.mutateAsync(body);
          form.reset({ email: '', code: '' });
          setSentTo(null);
          toast.success(t('ucenter.bindSuccess'));
        }}
      >
        <TextField
          label={t('ucenter.newEmail')}
          type="email"
          autoComplete="email"
          action={<SendCodeButton onSend={sendCode} />}
          {...form.field('email')}
        />
        <TextField
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          hint={
            sentTo
              ? t('ucenter.codeSentTo', { email: sentTo, count: CODE_TTL_MS / 60_000 })
              : t('auth.codeHint', { length: CODE_LENGTH })
          }
          {...form.field('code')}
        />
        <SubmitButton block pending={bind.isPending}>
          {t('ucenter.submitBind')}
        </SubmitButton>
      </AccountForm>
    </section>
  );
}
