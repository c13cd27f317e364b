// Toasts: 2 s, with a success or error icon (TOAST_MS, packages/contract/src/constants.ts), announced to screen readers. The
// list is a manual popover, shown again on each toast: it joins the top layer above any modal
// dialog open then (the side panel), so it is neither covered by its backdrop nor made inert.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS } from '@guildhall/contract/constants';
import { useT } from '../lib/i18n';
import { Svg } from './icons';
import './toast.css';

type Kind = 'success' | 'error';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
}

const ToastContext = createContext<((kind: Kind, text: string) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.hidePopover?.();
    list.current?.showPopover?.();
  }, [toasts]);
  const show = useCallback((kind: Kind, text: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-2), { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), TOAST_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div ref={list} className="gh-toasts" popover="manual" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`gh-toast gh-toast--${toast.kind}`}>
            <span
              className="gh-toast__icon"
              role="img"
              aria-label={toast.kind === 'success' ? t('common.success') : t('common.error')}
            >
              <Svg size={20}>
                <path
                  fill="currentColor"
                  d={
                    toast.kind === 'success'
                      ? 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 12-12-1.4-1.4z'
                      : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z'
                  }
                />
              </Svg>
            </span>
            <span>{toast.text}</span>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return useMemo(
    () => ({ success: (text: string) => show('success', text), error: (text: string) => show('error', text) }),
    [show],
  );
}
