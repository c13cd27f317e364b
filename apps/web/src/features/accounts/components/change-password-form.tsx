import { ErrorCode } from '@guildhall/contract/errors';
import { ChangePasswordSchema } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { PasswordField, SubmitButton } from '../../../components/field';
import { useChangePassword } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { NewPasswordFields } from './account-fields';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useT();
  const toast = useToast();
  const change = useChangePassword();
  const form = useAccountForm(ChangePasswordSchema, EMPTY, {
    fallback: 'errors.submissionFailed',
    codes: { [ErrorCode.loginFailed]: { field: 'oldPassword', message: 'ucenter.errorOldPassword' } },
  });
  return (
    <section className="gh-ucenter__card" aria-labelledby="gh-ucenter-password">
      <h2 id="gh-ucenter-password">{t('ucenter.passwordTitle')}</h2>
      <AccountForm
        form={form}
        onSubmit={async (body) => {
          await change.mutateAsync(body);
          form.reset(EMPTY);
          toast.success(t('ucenter.passwordChanged'));
        }}
      >
        <PasswordField
          label={t('ucenter.oldPassword')}
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
        <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmPassword')} />
        <SubmitButton block pending={change.isPending}>
          {t('ucenter.submitPassword')}
        </SubmitButton>
      </AccountForm>
    </section>
  );
}
