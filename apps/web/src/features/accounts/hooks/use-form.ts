// Form state for the account pages: values, one message per field (tied to its input by the
// field components), a form-level message, validation with the contract's zod schemas (one set
// of rules with the API), the API's answers mapped onto fields, and no double submission.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import { CODE_LENGTH } from '@guildhall/contract/account-types';
import { ApiError } from '../../../lib/api-client';
import { useT, type MessageKey, type TFunction } from '../../../lib/i18n';

type Values = Record<string, string | boolean>;
type Issue = z.core.$ZodIssue;

/** The rules the API names in a validation answer (`data: [{field, rule}]`). */
const RULE_MESSAGES: Record<string, MessageKey> = {
  weak_password: 'auth.errorWeakPassword',
  mismatch: 'auth.errorMismatch',
  required: 'auth.errorRequired',
  email: 'auth.errorEmail',
  account_chars: 'auth.errorAccountChars',
};

/** The player's words for a contract schema's issue (`raw` is what the field held). */
export function issueMessage(issue: Issue, raw: unknown, t: TFunction): string {
  const empty = raw === '' || raw === undefined;
  if (issue.message === 'mismatch') return t('auth.errorMismatch');
  if (issue.message === 'account_chars') return empty ? t('auth.errorRequired') : t('auth.errorAccountChars');
  switch (issue.code) {
    case 'invalid_type':
      return t('auth.errorRequired');
    case 'too_small':
      return empty || Number(issue.minimum) <= 1 ? t('auth.errorRequired') : t('auth.errorTooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('auth.errorTooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return empty ? t('auth.errorRequired') : t('auth.errorEmail');
      if (issue.path[0] === 'code') return t('auth.errorCode', { length: CODE_LENGTH });
      return t('auth.errorInvalid');
    default:
      return t('auth.errorInvalid');
  }
}

/** One line for a failed call outside a form (guest login, social start, a settings button). */
export function failureMessage(err: unknown, t: TFunction, fallback: MessageKey): string {
  if (!(err instanceof ApiError)) return t(fallback);
  if (err.code === ErrorCode.clientNetwork) return t('errors.network');
  return err.body?.msg || t(fallback);
}

export interface FormOptions {
  /** Shown when the failure says nothing better (a network failure has its own message). */
  fallback: MessageKey;
  /**
   * Codes with a meaning of their own on this form: shown on `field` (else at the top), in the
   * API's localised `msg` when `apiMessage` is set and there is one, else as `message`.
   */
  codes?: Partial<Record<number, { field?: string; message: MessageKey; apiMessage?: boolean }>>;
}

export function useForm<V extends Values>(initial: V, options: FormOptions) {
  const t = useT();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(new Set<string>());

  // After a failed check, the first field with a message takes the focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const showErrors = (next: Partial<Record<string, string>>) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  };

  /** Props of a text field bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value as V[typeof name]),
  });

  /** The schema's output, or null after showing its issues on the fields. */
  function check<S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const next: Partial<Record<string, string>> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !next[name]) next[name] = issueMessage(issue, values[name], t);
    }
    setFormError(null);
    showErrors(next);
    return null;
  }

  /** Shows a failed call: on its fields when the API names them, else at the top of the form. */
  function fail(err: unknown) {
    if (!(err instanceof ApiError)) return setFormError(t(options.fallback));
    if (err.code === ErrorCode.clientNetwork) return setFormError(t('errors.network'));
    const message = err.body?.msg || t(options.fallback);
    const special = options.codes?.[err.code];
    if (special) {
      const text = special.apiMessage && err.body?.msg ? err.body.msg : t(special.message);
      if (special.field && special.field in values) return showErrors({ [special.field]: text });
      return setFormError(text);
    }
    const rules = err.code === ErrorCode.validation && Array.isArray(err.body?.data) ? (err.body.data as { field?: string; rule?: string }[]) : [];
    const next: Partial<Record<string, string>> = {};
    let unplaced = rules.length === 0;
    for (const { field: name, rule } of rules) {
      if (name && name in values) next[name] ??= t(RULE_MESSAGES[rule ?? ''] ?? 'auth.errorInvalid');
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

  function reset(next: V = initial) {
    setValues(next);
    setErrors({});
    setFormError(null);
  }

  return { values, setValue, field, errors, formError, setFormError, formRef, check, run, reset };
}
