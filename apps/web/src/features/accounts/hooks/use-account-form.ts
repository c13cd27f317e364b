// Form state for the account pages, on react-hook-form with the contract's zod schemas as resolvers
// (one set of rules with the API): one message per field in the player's words (tied to its input
// by the field components), a form-level message, the API's answers mapped onto fields, and no
// double submission. Messages stay until their field changes or the form is sent again.
import { useRef } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import { CODE_LENGTH } from '@guildhall/contract/account-types';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFocusFirstInvalid } from '../../../lib/form';
import { useT, type MessageKey, type TFunction } from '../../../lib/i18n';

type Values = Record<string, string>;

/** The rules the API names in a validation answer (`data: [{field, rule}]`). */
const RULE_MESSAGES: Record<string, MessageKey> = {
  weak_password: 'auth.errorWeakPassword',
  mismatch: 'auth.errorMismatch',
  required: 'auth.errorRequired',
  email: 'auth.errorEmail',
  account_chars: 'auth.errorAccountChars',
};

/** The player's words for one of zod's own checks (the contract's rules carry their name instead). */
export function checkMessage(
  issue: { code: string; input?: unknown; minimum?: unknown; maximum?: unknown; format?: string },
  t: TFunction,
): string {
  const empty = issue.input === '' || issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return t('auth.errorRequired');
    case 'too_small':
      return empty || Number(issue.minimum) <= 1
        ? t('auth.errorRequired')
        : t('auth.errorTooShort', { count: Number(issue.minimum) });
    case 'too_big':
      return t('auth.errorTooLong', { count: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return empty ? t('auth.errorRequired') : t('auth.errorEmail');
      // The one pattern without a rule name of its own is the emailed code's.
      if (issue.format === 'regex') return t('auth.errorCode', { length: CODE_LENGTH });
      return t('auth.errorInvalid');
    default:
      return t('auth.errorInvalid');
  }
}

/** A contract rule named by the schema (`mismatch`, `account_chars`) in the player's words. */
function ruleWords(message: string, raw: string | undefined, t: TFunction): string {
  if (message === 'account_chars' && !raw) return t('auth.errorRequired');
  const key = RULE_MESSAGES[message];
  return key ? t(key) : message;
}

/** One line for a failed call outside a form (guest login, social start, a settings button). */
export function failureMessage(err: unknown, t: TFunction, fallback: MessageKey): string {
  if (!(err instanceof ApiError)) return t(fallback);
  if (err.code === ErrorCode.clientNetwork) return t('errors.network');
  return err.body?.msg || t(fallback);
}

export interface FormOptions<V extends Values> {
  /** Shown when the failure says nothing better (a network failure has its own message). */
  fallback: MessageKey;
  /**
   * Codes with a meaning of their own on this form: shown on `field` (else at the top), in the
   * API's localised `msg` when `apiMessage` is set and there is one, else as `message`.
   */
  codes?: Partial<Record<number, { field?: keyof V & string; message: MessageKey; apiMessage?: boolean }>>;
  /** What the schema is given (a check box kept outside the form, an empty optional field left out). */
  toInput?: (values: V) => unknown;
}

export function useAccountForm<V extends Values, S extends z.ZodType>(schema: S, initial: V, options: FormOptions<V>) {
  const t = useT();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const busy = useRef(new Set<string>());
  const check = contractResolver<V, S>(schema, options.toInput, { error: (issue) => checkMessage(issue, t) });
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: initial as DefaultValues<V>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: async (values, context, resolverOptions) => {
      const result: ResolverResult<V, z.output<S>> = await check(values, context, resolverOptions);
      for (const [name, error] of Object.entries(result.errors as FieldErrors<FieldValues>)) {
        if (error && typeof error.message === 'string') error.message = ruleWords(error.message, values[name], t);
      }
      return result;
    },
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors } = form.formState;

  /** Props of a text field bound to `name` (controlled: the page shows exactly what the form holds). */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name]?.message as string | undefined,
    onChange: (e: { target: { value: string } }) => {
      form.setValue(name as Path<V>, e.target.value as V[keyof V & string] as never);
      form.clearErrors(name as Path<V>);
    },
  });

  const setFormError = (message: string | null) =>
    message ? form.setError('root', { type: 'api', message }) : form.clearErrors('root');

  function showErrors(next: Partial<Record<string, string>>) {
    for (const [name, message] of Object.entries(next))
      if (message) form.setError(name as Path<V>, { type: 'api', message });
    focusFirstInvalid();
  }

  /** Shows a failed call: on its fields when the API names them, else at the top of the form. */
  function fail(err: unknown) {
    if (!(err instanceof ApiError)) return setFormError(t(options.fallback));
    if (err.code === ErrorCode.clientNetwork) return setFormError(t('errors.network'));
    const message = err.body?.msg || t(options.fallback);
    const special = options.codes?.[err.code];
    const held = form.getValues();
    if (special) {
      const text = special.apiMessage && err.body?.msg ? err.body.msg : t(special.message);
      if (special.field && special.field in held) return showErrors({ [special.field]: text });
      return setFormError(text);
    }
    const rules =
      err.code === ErrorCode.validation && Array.isArray(err.body?.data)
        ? (err.body.data as { field?: string; rule?: string }[])
        : [];
    const next: Partial<Record<string, string>> = {};
    let unplaced = rules.length === 0;
    for (const { field: name, rule } of rules) {
      if (name && name in held) next[name] ??= t(RULE_MESSAGES[rule ?? ''] ?? 'auth.errorInvalid');
      else unplaced = true;
    }
    setFormError(unplaced ? message : null);
    if (Object.keys(next).length > 0) showErrors(next);
  }

  /** Runs one call at a time per action (`key`); a second click while it runs does nothing. */
  async function run(key: string, task: () => Promise<void>): Promise<void> {
    if (busy.current.has(key)) return;
    busy.current.add(key);
    setFormError(null);
    try {
      await task();
    } catch (err) {
      fail(err);
    } finally {
      busy.current.delete(key);
    }
  }

  /** The form's submit handler: the schema's output goes to `task`, or the fields say what is wrong. */
  const onSubmit = (task: (body: z.output<S>) => Promise<void>) =>
    form.handleSubmit((body) => run('submit', () => task(body)), focusFirstInvalid);

  /** A part of the form checked on its own (the account before a code is sent): its output, or null after showing its issues. */
  function checkPart<P extends z.ZodType>(part: P, input: unknown): z.output<P> | null {
    const result = part.safeParse(input, { error: (issue) => checkMessage(issue, t) });
    if (result.success) return result.data;
    const next: Partial<Record<string, string>> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !next[name]) next[name] = ruleWords(issue.message, values[name], t);
    }
    setFormError(null);
    showErrors(next);
    return null;
  }

  return {
    formRef,
    field,
    values,
    formError: errors.root?.message ?? null,
    onSubmit,
    run,
    checkPart,
    reset: (next: V = initial) => form.reset(next),
  };
}
