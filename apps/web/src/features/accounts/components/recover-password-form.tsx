import { useState } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { RecoverPasswordSchema, SendCodeSchema } from '@guildhall/contract/accounts';
import { CODE_LENGTH, PASSWORD_MIN } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/field';
import { useRecoverPassword } from '../api/recover-password';
import { useSendRecoveryCode } from '../api/send-recovery-code';
import { useAccountForm } from '../hooks/use-account-form';
import { SendCodeButton } from './send-code-button';

/** Password recovery: account → code by email → new password; then back to the login. */
export function RecoverPasswordForm({ initialAccount = '', onDone }: { initialAccount?: string; onDone: (account: string) => void }) {
  const t = useT();
  const toast = useToast();
  const send = useSendRecoveryCode();
  const reset = useRecoverPassword();
  const [sent, setSent] = useState(false);
  const form = useAccountForm(
    RecoverPasswordSchema,
    { account: initialAccount, code: '', newPassword: '', confirmPassword: '' },
    { fallback: 'errors.submissionFailed', codes: { [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' } } },
  );

  const sendCode = async () => {
    let ok = false;
    await form.run('send', async () => {
      const body = form.checkPart(SendCodeSchema, { account: form.values.account });
      if (!body) return;
      await send.mutateAsync(body);
      setSent(true);
      ok = true;
    });
    return ok;
  };

  return (
    <form
      ref={form.formRef}
      className="gh-form"
      noValidate
      onSubmit={(e) =>
        void form.onSubmit(async (body) => {
          await reset.mutateAsync(body);
          toast.success(t('auth.recoverSuccess'));
          onDone(body.account);
        })(e)
      }
    >
      <FormAlert message={form.formError} />
      <TextField label={t('auth.account')} autoComplete="username" autoCapitalize="off" spellCheck={false} {...form.field('account')} />
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        hint={sent ? t('auth.codeSentToAccount') : t('auth.codeHint', { length: CODE_LENGTH })}
        action={<SendCodeButton onSend={sendCode} />}
        {...form.field('code')}
      />
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordRules', { min: PASSWORD_MIN })}
        {...form.field('newPassword')}
      />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <SubmitButton block pending={reset.isPending}>{t('auth.submitRecover')}</SubmitButton>
    </form>
  );
}
