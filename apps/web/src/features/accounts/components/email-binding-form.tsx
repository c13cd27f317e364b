import { ErrorCode } from '@guildhall/contract/errors';
import { BindEmailSchema, SendEmailCodeSchema, type UserInfo } from '@guildhall/contract/accounts';
import { CODE_TTL_MS } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { SubmitButton } from '../../../components/field';
import { useBindEmail } from '../api/bind-email';
import { useSendEmailCode } from '../api/send-email-code';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';
import { EmailCodeFields } from './account-fields';

/** Email verification and binding: address → six-digit code (10 minutes, a few tries) → bound. */
export function EmailBindingForm({ info }: { info: UserInfo }) {
  const t = useT();
  const toast = useToast();
  const send = useSendEmailCode();
  const bind = useBindEmail();
  const form = useAccountForm(
    BindEmailSchema,
    { email: info.emailCertified ? '' : (info.email ?? ''), code: '' },
    {
      fallback: 'errors.submissionFailed',
      codes: { [ErrorCode.loginFailed]: { field: 'code', message: 'auth.errorCodeWrong' } },
    },
  );

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
          toast.success(t('ucenter.bindSuccess'));
        }}
      >
        <EmailCodeFields
          form={form}
          schema={SendEmailCodeSchema}
          send={send}
          label={t('ucenter.newEmail')}
          sentHint={(email) => t('ucenter.codeSentTo', { email, count: CODE_TTL_MS / 60_000 })}
        />
        <SubmitButton block pending={bind.isPending}>
          {t('ucenter.submitBind')}
        </SubmitButton>
      </AccountForm>
    </section>
  );
}
