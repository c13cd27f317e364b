// Field blocks several account forms show the same way: the account name, the account with a
// one-time code sent to its bound email (quick login, password recovery), an email address with a
// code sent to it (binding an email, registration), and a new password with its confirmation
// (recovery, change of password). One place, so their labels, autocomplete hints and messages
// cannot drift apart between forms.
import { useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MIN } from '@guildhall/contract/account-types';
import { SendCodeSchema, type SendEmailCodeSchema } from '@guildhall/contract/accounts';
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

/**
 * "Send code": the field it goes to is checked on its own first (`check` shows its issues and
 * answers null), then `send`; answers whether a code went out, for the button's countdown.
 */
async function sendChecked<B>(
  form: { run: (key: string, task: () => Promise<void>) => Promise<void> },
  check: () => B | null,
  send: (body: B) => Promise<unknown>,
  onSent: (body: B) => void,
): Promise<boolean> {
  let ok = false;
  await form.run('send', async () => {
    const body = check();
    if (!body) return;
    await send(body);
    onSent(body);
    ok = true;
  });
  return ok;
}

/** What fields with a code need of `useAccountForm`: the field the code goes to (`To`), checked by `Part`. */
interface CodeSendingForm<To extends string, Part extends z.ZodType> {
  values: Record<To, string>;
  field: (name: To | 'code') => BoundField;
  run: (key: string, task: () => Promise<void>) => Promise<void>;
  checkPart: (part: Part, input: unknown) => z.output<Part> | null;
}
type CodeForm = CodeSendingForm<'account', typeof SendCodeSchema>;
type EmailCodeForm = CodeSendingForm<'email', typeof SendEmailCodeSchema>;

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
  const sendCode = () =>
    sendChecked(
      form,
      () => form.checkPart(SendCodeSchema, { account: form.values.account }),
      (body) => send.mutateAsync(body),
      () => setSent(true),
    );
  return (
    <>
      <AccountField {...form.field('account')} />
      <TextField
        {...codeFieldProps(t)}
        hint={sent ? t('auth.codeSentToAccount') : t('auth.codeHint', { length: CODE_LENGTH })}
        action={<SendCodeButton onSend={sendCode} />}
        {...form.field('code')}
      />
    </>
  );
}

/** The code field's props; its hint until a code went out. */
function codeFieldProps(t: ReturnType<typeof useT>) {
  return {
    label: t('auth.code'),
    inputMode: 'numeric' as const,
    autoComplete: 'one-time-code',
    maxLength: CODE_LENGTH,
    hint: t('auth.codeHint', { length: CODE_LENGTH }),
  };
}

/**
 * An email address, then a code sent to it by `send` once the address is valid (binding an email,
 * registration: both send `{ email }`). `sentHint` says where the code went while the field still
 * holds that address.
 */
export function EmailCodeFields({
  form,
  schema,
  send,
  label,
  hint,
  sentHint,
}: {
  form: EmailCodeForm;
  /** The contract's schema of the address's part (`SendEmailCodeSchema`, `RegisterSendCodeSchema`). */
  schema: typeof SendEmailCodeSchema;
  send: { mutateAsync: (body: z.output<typeof SendEmailCodeSchema>) => Promise<unknown> };
  label: string;
  hint?: string;
  sentHint: (email: string) => string;
}) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = () =>
    sendChecked(
      form,
      () => form.checkPart(schema, { email: form.values.email }),
      (body) => send.mutateAsync(body),
      (body) => setSentTo(body.email),
    );
  const code = codeFieldProps(t);
  const shown = sentTo !== null && form.values.email.trim().toLowerCase() === sentTo ? sentTo : null;
  return (
    <>
      <TextField
        label={label}
        type="email"
        autoComplete="email"
        hint={hint}
        action={<SendCodeButton onSend={sendCode} />}
        {...form.field('email')}
      />
      <TextField {...code} hint={shown ? sentHint(shown) : code.hint} {...form.field('code')} />
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
