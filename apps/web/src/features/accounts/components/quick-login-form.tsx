import { ErrorCode } from '@guildhall/contract/errors';
import { QuickLoginSchema } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { CheckField, SubmitButton } from '../../../components/field';
import { useQuickLogin } from '../api/quick-login';
import { useSendQuickLoginCode } from '../api/send-quick-login-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import type { LoginFormProps } from './password-login-form';
import { AccountCodeFields } from './account-fields';

/** Quick login: a one-time code goes to the account's bound email; no password. */
export function QuickLoginForm({ target, remember, onRemember, initialAccount = '' }: LoginFormProps) {
  const t = useT();
  const send = useSendQuickLoginCode();
  const login = useQuickLogin();
  const complete = useCompleteLogin();
  const form = useAccountForm(
    QuickLoginSchema,
    { account: initialAccount, code: '' },
    {
      fallback: 'auth.loginFailed',
      codes: { [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' } },
      toInput: (v) => ({ ...v, remember }),
    },
  );

  return (
    <AccountForm
      form={form}
      onSubmit={async (body) => {
        complete(await login.mutateAsync(body), remember, target);
      }}
    >
      <AccountCodeFields form={form} send={send} />
      <CheckField label={t('auth.rememberPassword')} checked={remember} onChange={onRemember} />
      <SubmitButton block pending={login.isPending}>
        {t('auth.submitLogin')}
      </SubmitButton>
    </AccountForm>
  );
}
