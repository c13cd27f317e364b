// A modal dialog on the native <dialog>: focus moves in and is trapped, Escape and the backdrop
// close it, and focus returns to where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { CloseIcon } from '../../../components/icons';

export function Modal({
  open,
  onClose,
  title,
  children,
  className = '',
  hideTitle = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
}) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`gh-modal gh-support-modal ${className}`}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="gh-modal__inner">
          <div className="gh-modal__head">
            <h2 id={`${id}-title`} className={hideTitle ? 'gh-visually-hidden' : undefined}>
              {title}
            </h2>
            <button type="button" className="gh-icon-button" onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
