// Form parts of the account pages: the label above its input, a hint and an error tied to the
// input (aria-describedby, aria-invalid), 44 px touch targets, a password eye, a busy button.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import './accounts.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the input (a "send code" button). */
  action?: ReactNode;
};

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function TextField({ label, error, hint, action, type = 'text', ...input }: InputProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="gh-field">
      <label className="gh-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="gh-field__row">
        <input
          id={id}
          type={type}
          className="gh-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          {...input}
        />
        {action}
      </div>
      {hint ? (
        // Polite: a hint that changes ("a code is on its way") is read out; a steady one is not.
        <p id={hintId} className="gh-field__hint" aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="gh-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField({ label, error, hint, ...input }: Omit<InputProps, 'action' | 'type'>) {
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="gh-field">
      <label className="gh-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="gh-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="gh-input"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          {...input}
        />
        <button
          type="button"
          className="gh-password__toggle"
          aria-label={t('auth.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
      {hint ? (
        // Polite: a hint that changes ("a code is on its way") is read out; a steady one is not.
        <p id={hintId} className="gh-field__hint" aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="gh-field__error">
          {error}
        </p>
      ) : null}
    </div>
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

export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="gh-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
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

/** A submit button that shows it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({ pending, children, className = 'gh-button gh-button--primary gh-button--block' }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <span className="gh-spinner gh-spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
