import { ErrorCode } from '@guildhall/contract/errors';
import { RegisterSchema } from '@guildhall/contract/accounts';
import { ACCOUNT_MAX, ACCOUNT_MIN, PASSWORD_MIN } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';
import { CheckField, PasswordField, SubmitButton, TextField } from '../../../components/field';
import { useRegister } from '../api/register';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { AccountField } from './account-fields';
import type { LoginFormProps } from './password-login-form';

/** Registration of an official account; the password rules are shown before they are broken. */
export function RegisterForm({ target, remember, onRemember }: Omit<LoginFormProps, 'initialAccount'>) {
  const t = useT();
  const register = useRegister();
  const complete = useCompleteLogin();
  const form = useAccountForm(
    RegisterSchema,
    { account: '', password: '', confirmPassword: '', email: '' },
    {
      fallback: 'errors.submissionFailed',
      codes: { [ErrorCode.conflict]: { field: 'account', message: 'auth.errorAccountTaken' } },
      // The email is optional: left empty, it is not sent.
      toInput: ({ email, ...rest }) => ({ ...rest, email: email.trim() === '' ? undefined : email, remember }),
    },
  );

  return (
    <AccountForm
      form={form}
      onSubmit={async (body) => {
        complete(await register.mutateAsync(body), remember, target);
      }}
    >
      <AccountField hint={t('auth.accountRules', { min: ACCOUNT_MIN, max: ACCOUNT_MAX })} {...form.field('account')} />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordRules', { count: PASSWORD_MIN })}
        {...form.field('password')}
      />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <TextField
        label={t('auth.emailOptional')}
        type="email"
        autoComplete="email"
        hint={t('auth.emailHint')}
        {...form.field('email')}
      />
      <CheckField label={t('auth.rememberPassword')} checked={remember} onChange={onRemember} />
      <SubmitButton block pending={register.isPending}>
        {t('auth.submitRegister')}
      </SubmitButton>
    </AccountForm>
  );
}
