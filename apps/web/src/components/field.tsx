// Brand-agnostic form parts: a label above its control (input, select, textarea, given as a
// render function), a hint, a counter and an error tied to the control (aria-describedby,
// aria-invalid); a check box; the form's own alert; a busy submit button.
import { useId, type ReactNode } from 'react';
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
  error,
  counter,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(hintId, counterId, errorId) })}
      {hint ? (
        <p id={hintId} className="gh-field__hint">
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
      {error ? (
        <p id={errorId} className="gh-field__error">
          {error}
        </p>
      ) : null}
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

/** A submit button that shows it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({ pending, children, className = 'gh-button gh-button--primary' }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <span className="gh-spinner gh-spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
