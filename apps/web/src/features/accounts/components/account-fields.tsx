// Field blocks several account forms show the same way: the account name, the account with a
// one-time code sent to its bound email (quick login, password recovery), and a new password with
// its confirmation (recovery, change of password). One place, so their labels, autocomplete hints
// and messages cannot drift apart between forms.
import { useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MIN } from '@guildhall/contract/account-types';
import { SendCodeSchema } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { PasswordField, TextField } from '../../../components/field';
import { SendCodeButton } from './send-code-button';

/** A field's props as `useAccountForm().field(name)` gives them. */
type BoundField = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The account name (login, recovery, registration with its rules as `hint`). */
export function AccountField(props: BoundField) {
  const t = useT();
  return (
    <TextField label={t('auth.account')} autoComplete="username" autoCapitalize="off" spellCheck={false} {...props} />
  );
}

/** What the code fields need of `useAccountForm`. */
interface CodeForm {
  values: { account: string };
  field: (name: 'account' | 'code') => BoundField;
  run: (key: string, task: () => Promise<void>) => Promise<void>;
  checkPart: (part: typeof SendCodeSchema, input: unknown) => z.output<typeof SendCodeSchema> | null;
}

/** The account, then a code sent to its bound email by `send` once the account is valid. */
export function AccountCodeFields({
  form,
  send,
}: {
  form: CodeForm;
  send: { mutateAsync: (body: z.output<typeof SendCodeSchema>) => Promise<unknown> };
}) {
  const t = useT();
  const [sent, setSent] = useState(false);
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
    <>
      <AccountField {...form.field('account')} />
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        hint={sent ? t('auth.codeSentToAccount') : t('auth.codeHint', { length: CODE_LENGTH })}
        action={<SendCodeButton onSend={sendCode} />}
        {...form.field('code')}
      />
    </>
  );
}

/** A new password with its rules, and the same again to confirm it. */
export function NewPasswordFields({ password, confirm }: { password: BoundField; confirm: BoundField }) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordRules', { count: PASSWORD_MIN })}
        {...password}
      />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...confirm} />
    </>
  );
}
