import { ErrorCode } from '@guildhall/contract/errors';
import { RecoverPasswordSchema } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { SubmitButton } from '../../../components/field';
import { useRecoverPassword } from '../api/recover-password';
import { useSendRecoveryCode } from '../api/send-recovery-code';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { AccountCodeFields, NewPasswordFields } from './account-fields';

/** Password recovery: account → code by email → new password; then back to the login. */
export function RecoverPasswordForm({
  initialAccount = '',
  onDone,
}: {
  initialAccount?: string;
  onDone: (account: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const send = useSendRecoveryCode();
  const reset = useRecoverPassword();
  const form = useAccountForm(
    RecoverPasswordSchema,
    { account: initialAccount, code: '', newPassword: '', confirmPassword: '' },
    {
      fallback: 'errors.submissionFailed',
      codes: { [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' } },
    },
  );

  return (
    <AccountForm
      form={form}
      onSubmit={async (body) => {
        await reset.mutateAsync(body);
        toast.success(t('auth.recoverSuccess'));
        onDone(body.account);
      }}
    >
      <AccountCodeFields form={form} send={send} />
      <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmPassword')} />
      <SubmitButton block pending={reset.isPending}>
        {t('auth.submitRecover')}
      </SubmitButton>
    </AccountForm>
  );
}
