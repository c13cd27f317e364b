// A form's errors where the admin looks: each sentence under the control it is about (tied to it
// by aria-describedby, see errorAria in lib/form.ts), and a summary at the end of the form whose
// links move the focus to each control in turn.
import type { MouseEvent } from 'react';
import { useT } from '../lib/i18n';

/** The sentence under a control whose id is `controlId` (its id is `controlId-error`). */
export function FieldMessage({ controlId, message }: { controlId: string; message: string | null | undefined }) {
  return message ? (
    <p className="c-field__error" id={`${controlId}-error`}>
      {message}
    </p>
  ) : null;
}

export interface SummaryItem {
  /** The id of the control the error is about. */
  target: string;
  text: string;
}

/** "Fix the marked fields:" with one link per error; a link focuses its control. */
export function ErrorSummary({ items }: { items: SummaryItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  const focus = (e: MouseEvent<HTMLAnchorElement>, target: string) => {
    const control = document.getElementById(target);
    if (!control) return;
    e.preventDefault();
    control.focus();
  };
  return (
    <div className="c-alert c-alert--error c-error-summary" role="alert">
      <p>{t('form.summary')}</p>
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <a href={`#${item.target}`} onClick={(e) => focus(e, item.target)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
