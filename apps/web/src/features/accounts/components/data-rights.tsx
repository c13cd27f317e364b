// The player's data rights in the user center: a copy of everything the publisher keeps
// about them as a ZIP, and the deletion of the account, confirmed by typing the account name again
// (every account has one, social and platform ones too) and the password where there is one.
// After a deletion the session ends as the page leaves for home, like a logout, so the user center
// never sends the now logged-out visitor to the login page.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@guildhall/contract/errors';
import { webPaths } from '@guildhall/contract/paths';
import { DeleteAccountSchema } from '@guildhall/contract/privacy';
import type { UserInfo } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { clearAuth } from '../../../lib/session';
import { useToast } from '../../../components/toast';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/field';
import { useExportData } from '../api/export-data';
import { useDeleteAccount } from '../api/delete-account';
import { userInfoKey } from '../api/get-user-info';
import { failureMessage, useAccountForm } from '../hooks/use-account-form';
import { AccountForm } from './account-form';

const EMPTY = { account: '', password: '' };

function DeleteAccountForm({
  info,
  onCancel,
  onDeleted,
}: {
  info: UserInfo;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const remove = useDeleteAccount();
  const asksPassword = info.type === 'OFFICIAL';
  const schema = useMemo(
    () =>
      DeleteAccountSchema.refine((v) => v.account.trim().toLowerCase() === info.account.toLowerCase(), {
        path: ['account'],
        message: t('ucenter.deleteMismatch'),
      }),
    [info.account, t],
  );
  const form = useAccountForm(schema, EMPTY, {
    fallback: 'errors.submissionFailed',
    codes: { [ErrorCode.loginFailed]: { field: 'password', message: 'ucenter.errorOldPassword' } },
    toInput: (v) => ({ account: v.account, ...(v.password ? { password: v.password } : {}) }),
  });
  // The form opens with its first field focused, where the player types next.
  useEffect(() => form.formRef.current?.querySelector('input')?.focus(), [form.formRef]);
  return (
    <AccountForm
      form={form}
      onSubmit={async (body) => {
        await remove.mutateAsync(body);
        onDeleted();
      }}
    >
      <TextField
        label={t('ucenter.deleteConfirmAccount', { account: info.account })}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...form.field('account')}
      />
      {asksPassword ? (
        <PasswordField
          label={t('ucenter.deletePassword')}
          hint={t('ucenter.deletePasswordHint')}
          autoComplete="current-password"
          {...form.field('password')}
        />
      ) : null}
      <div className="gh-form__between">
        <button type="button" className="gh-link-button" onClick={onCancel}>
          {t('ucenter.deleteCancel')}
        </button>
        <SubmitButton pending={remove.isPending} className="gh-button gh-button--danger">
          {t('ucenter.deleteSubmit')}
        </SubmitButton>
      </div>
    </AccountForm>
  );
}

export function DataRights({ info }: { info: UserInfo }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exporting = useExportData();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const startButton = useRef<HTMLButtonElement>(null);

  // The session ends once the page has left (the user center would send a logged-out visitor to log in).
  useEffect(
    () => () => {
      if (!deleted.current) return;
      clearAuth();
      queryClient.removeQueries({ queryKey: userInfoKey });
      toast.success(t('ucenter.deleted'));
    },
    [queryClient, toast, t],
  );

  const download = async () => {
    if (exporting.isPending) return;
    setError(null);
    try {
      await exporting.mutateAsync();
      toast.success(t('ucenter.exportStarted'));
    } catch (err) {
      setError(failureMessage(err, t, 'errors.submissionFailed'));
    }
  };

  return (
    <section className="gh-ucenter__card" aria-labelledby="gh-ucenter-data">
      <h2 id="gh-ucenter-data">{t('ucenter.dataTitle')}</h2>
      <div className="gh-ucenter__action">
        <div>
          <h3>{t('ucenter.exportTitle')}</h3>
          <p id="gh-ucenter-export-hint">{t('ucenter.exportHint')}</p>
        </div>
        <button
          type="button"
          className="gh-button"
          aria-describedby="gh-ucenter-export-hint"
          disabled={exporting.isPending}
          aria-busy={exporting.isPending || undefined}
          onClick={() => void download()}
        >
          {t('ucenter.exportButton')}
        </button>
      </div>
      <FormAlert message={error} />
      <div className="gh-ucenter__action">
        <div>
          <h3>{t('ucenter.deleteTitle')}</h3>
          <p id="gh-ucenter-delete-hint">{t('ucenter.deleteHint')}</p>
        </div>
        {confirming ? null : (
          <button
            ref={startButton}
            type="button"
            className="gh-button gh-button--danger"
            aria-describedby="gh-ucenter-delete-hint"
            onClick={() => setConfirming(true)}
          >
            {t('ucenter.deleteStart')}
          </button>
        )}
      </div>
      {confirming ? (
        <DeleteAccountForm
          info={info}
          onCancel={() => {
            setConfirming(false);
            requestAnimationFrame(() => startButton.current?.focus());
          }}
          onDeleted={() => {
            deleted.current = true;
            void navigate(webPaths.home, { replace: true });
          }}
        />
      ) : null}
    </section>
  );
}
