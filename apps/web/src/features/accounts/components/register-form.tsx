import { ErrorCode } from '@guildhall/contract/errors';
import { RegisterSchema, RegisterSendCodeSchema } from '@guildhall/contract/accounts';
import { ACCOUNT_MAX, ACCOUNT_MIN, CODE_TTL_MS, PASSWORD_MIN } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';
import { CheckField, PasswordField, SubmitButton } from '../../../components/field';
import { useRegister } from '../api/register';
import { useSendRegisterCode } from '../api/send-register-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { AccountField, EmailCodeFields } from './account-fields';
import type { LoginFormProps } from './password-login-form';

/**
 * Registration of an official account in one form: the email and its "send code" step first (the
 * address is proven before anything is said about the name; decision record 0032), then the code,
 * the name and the password, whose rules are shown before they are broken.
 */
export function RegisterForm({ target, remember, onRemember }: Omit<LoginFormProps, 'initialAccount'>) {
  const t = useT();
  const send = useSendRegisterCode();
  const register = useRegister();
  const complete = useCompleteLogin();
  const form = useAccountForm(
    RegisterSchema,
    { email: '', code: '', account: '', password: '', confirmPassword: '' },
    {
      fallback: 'errors.submissionFailed',
      codes: {
        [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' },
        // Said only with the right code, which that answer spends.
        [ErrorCode.conflict]: { field: 'account', message: 'auth.errorAccountTaken' },
      },
      toInput: (v) => ({ ...v, remember }),
    },
  );

  return (
    <AccountForm
      form={form}
      onSubmit={async (body) => {
        complete(await register.mutateAsync(body), remember, target);
      }}
    >
      <EmailCodeFields
        form={form}
        schema={RegisterSendCodeSchema}
        send={send}
        label={t('auth.email')}
        hint={t('auth.registerEmailHint')}
        sentHint={(email) => t('auth.registerCodeSent', { email, count: CODE_TTL_MS / 60_000 })}
      />
      <AccountField hint={t('auth.accountRules', { min: ACCOUNT_MIN, max: ACCOUNT_MAX })} {...form.field('account')} />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordRules', { count: PASSWORD_MIN })}
        {...form.field('password')}
      />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <CheckField label={t('auth.rememberPassword')} checked={remember} onChange={onRemember} />
      <SubmitButton block pending={register.isPending}>
        {t('auth.submitRegister')}
      </SubmitButton>
    </AccountForm>
  );
}
