// A value to copy (a TOTP key, an otpauth:// link): shown as text, selectable, with a copy button.
import { useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';

export function CopyText({
  label,
  value,
  display,
  wrap = false,
}: {
  label: string;
  value: string;
  display?: string;
  wrap?: boolean;
}) {
  const t = useT();
  const id = useId();
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (permissions, older browser): select the text so Ctrl+C copies it.
      const el = code.current;
      const selection = window.getSelection();
      if (el && selection) {
        const range = document.createRange();
        range.selectNodeContents(el);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
  }

  return (
    <div className="c-copy">
      <span className="c-muted c-small" id={`${id}-l`}>
        {label}
      </span>
      <div className="c-copy__row">
        <code ref={code} className={`c-secret${wrap ? ' c-secret--wrap' : ''}`} aria-labelledby={`${id}-l`}>
          {display ?? value}
        </code>
        <button
          type="button"
          className="c-button c-button--small"
          onClick={() => void copy()}
          aria-label={t('app.copyLabel', { label })}
        >
          {copied ? t('app.copied') : t('app.copy')}
        </button>
        <span className="c-visually-hidden" role="status">
          {copied ? t('app.copied') : ''}
        </span>
      </div>
    </div>
  );
}
