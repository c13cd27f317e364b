import { CODE_RESEND_SECONDS } from '@guildhall/contract/account-types';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useCountdown } from '../hooks/use-countdown';

/** "Send code", then a countdown to "Resend code". `onSend` answers whether a code went out. */
export function SendCodeButton({ onSend, disabled = false }: { onSend: () => Promise<boolean>; disabled?: boolean }) {
  const t = useT();
  const { remaining, start } = useCountdown();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const label = pending
    ? t('auth.sending')
    : remaining > 0
      ? t('auth.resendIn', { seconds: remaining })
      : sent
        ? t('auth.resendCode')
        : t('auth.sendCode');
  return (
    <button
      type="button"
      className="gh-button gh-field__action"
      disabled={disabled || pending || remaining > 0}
      aria-busy={pending || undefined}
      onClick={async () => {
        if (pending) return;
        setPending(true);
        try {
          if (await onSend()) {
            setSent(true);
            start(CODE_RESEND_SECONDS);
          }
        } finally {
          setPending(false);
        }
      }}
    >
      {label}
    </button>
  );
}
