import { useState } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { QuickLoginSchema, SendCodeSchema } from '@guildhall/contract/accounts';
import { CODE_LENGTH } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';
import { CheckField, FormAlert, SubmitButton, TextField } from '../../../components/field';
import { useQuickLogin } from '../api/quick-login';
import { useSendQuickLoginCode } from '../api/send-quick-login-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useAccountForm } from '../hooks/use-account-form';
import type { LoginFormProps } from './password-login-form';
import { SendCodeButton } from './send-code-button';

/** Quick login: a one-time code goes to the account's bound email; no password. */
export function QuickLoginForm({ target, remember, onRemember, initialAccount = '' }: LoginFormProps) {
  const t = useT();
  const send = useSendQuickLoginCode();
  const login = useQuickLogin();
  const complete = useCompleteLogin();
  const [sent, setSent] = useState(false);
  const form = useAccountForm(
    QuickLoginSchema,
    { account: initialAccount, code: '' },
    { fallback: 'auth.loginFailed', codes: { [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' } }, toInput: (v) => ({ ...v, remember }) },
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
          complete(await login.mutateAsync(body), remember, target);
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
      <CheckField label={t('auth.rememberPassword')} checked={remember} onChange={onRemember} />
      <SubmitButton block pending={login.isPending}>{t('auth.submitLogin')}</SubmitButton>
    </form>
  );
}
