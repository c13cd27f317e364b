// The site's form parts, for the support pages and the account pages alike: a label above its
// control (any control through `Field`'s render function, or a text or password input), a hint, a
// counter and an error tied to the control (aria-describedby, aria-invalid); a check box; the
// form's own alert; a busy submit button. 44 px touch targets throughout.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import './forms.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function Field({
  label,
  hint,
  liveHint = false,
  error,
  counter,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** Read the hint out when it changes ("a code is on its way"); a steady hint is not read out either way. */
  liveHint?: boolean;
  error?: string | undefined;
  /** "12 / 100" beside the label; `counterLabel` is what a screen reader hears. */
  counter?: { text: string; label: string; over?: boolean } | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const counterId = counter ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="gh-field">
      <div className="gh-field__top">
        <label className="gh-field__label" htmlFor={id}>
          {label}
        </label>
        {counter ? (
          <span id={counterId} className={`gh-field__counter${counter.over ? ' gh-field__counter--over' : ''}`}>
            <span aria-hidden="true">{counter.text}</span>
            <span className="gh-visually-hidden">{counter.label}</span>
          </span>
        ) : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, counterId, errorId),
      })}
      {hint ? (
        <p id={hintId} className="gh-field__hint" aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="gh-field__error">
      {error}
    </p>
  ) : null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  /** Read out when it changes (the account pages' hints do: "a code is on its way"). */
  hint?: ReactNode;
  /** Beside the input (a "send code" button). */
  action?: ReactNode;
};

/** A labelled text input (the account pages' fields); the props not named here go to the input. */
export function TextField({ label, error, hint, action, type = 'text', ...input }: InputProps) {
  return (
    <Field label={label} hint={hint} liveHint error={error}>
      {(control) => (
        <div className="gh-field__row">
          <input {...control} type={type} className="gh-input" {...input} />
          {action}
        </div>
      )}
    </Field>
  );
}

/** A labelled password input with an eye that shows what was typed. */
export function PasswordField({ label, error, hint, ...input }: Omit<InputProps, 'action' | 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} liveHint error={error}>
      {(control) => (
        <div className="gh-password">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className="gh-input"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className="gh-password__toggle"
            aria-label={t('auth.showPassword')}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon open={!visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
      />
      {open ? null : <path fill="currentColor" d="m3.3 2 18.7 18.7-1.4 1.4L1.9 3.4z" />}
    </svg>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  error,
  name,
  after,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  name?: string;
  /** Beside the label, outside it (a "read" link). */
  after?: ReactNode;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="gh-checkfield">
      <div className="gh-checkfield__row">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{label}</label>
        {after}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The form's own message (not tied to one field), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="gh-form__alert" role="alert">
      {message}
    </p>
  ) : null;
}

/** A submit button that shows it is working and cannot be pressed twice meanwhile; `block` spans the form (the account cards). */
export function SubmitButton({
  pending,
  block = false,
  children,
  className = `gh-button gh-button--primary${block ? ' gh-button--block' : ''}`,
}: {
  pending: boolean;
  block?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <span className="gh-spinner gh-spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
