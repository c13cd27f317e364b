import { ErrorCode } from '@guildhall/contract/errors';
import { PasswordLoginSchema } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { CheckField, PasswordField, SubmitButton } from '../../../components/field';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { AccountField } from './account-fields';

export interface LoginFormProps {
  target: string;
  remember: boolean;
  onRemember: (remember: boolean) => void;
  initialAccount?: string;
}

/** Account and password, "remember password" (keeps the token, never the password). */
export function PasswordLoginForm({
  target,
  remember,
  onRemember,
  initialAccount = '',
  onForgot,
}: LoginFormProps & { onForgot?: () => void }) {
  const t = useT();
  const login = useLogin();
  const complete = useCompleteLogin();
  const form = useAccountForm(
    PasswordLoginSchema,
    { account: initialAccount, password: '' },
    {
      fallback: 'auth.loginFailed',
      codes: { [ErrorCode.loginFailed]: { message: 'auth.incorrectCredentials', apiMessage: true } },
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
      <AccountField {...form.field('account')} />
      <PasswordField label={t('auth.password')} autoComplete="current-password" {...form.field('password')} />
      <div className="gh-form__between">
        <CheckField label={t('auth.rememberPassword')} checked={remember} onChange={onRemember} />
        {onForgot ? (
          <button type="button" className="gh-link-button" onClick={onForgot}>
            {t('auth.forgotPassword')}
          </button>
        ) : null}
      </div>
      <SubmitButton block pending={login.isPending}>
        {t('auth.submitLogin')}
      </SubmitButton>
    </AccountForm>
  );
}
