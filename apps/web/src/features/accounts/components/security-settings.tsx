import { useRef, useState } from 'react';
import type { UserInfo } from '@guildhall/contract/accounts';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { FormAlert } from '../../../components/field';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { failureMessage } from '../hooks/use-account-form';

/** Security settings: where the email binding stands, and ending the sessions on other devices. */
export function SecuritySettings({ info }: { info: UserInfo }) {
  const t = useT();
  const toast = useToast();
  const revoke = useRevokeOtherSessions();
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const revokeOthers = async () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    try {
      const { revoked } = await revoke.mutateAsync();
      toast.success(t('ucenter.revokedOthers', { count: revoked }));
    } catch (err) {
      setError(failureMessage(err, t, 'errors.submissionFailed'));
    } finally {
      busy.current = false;
    }
  };

  return (
    <section className="gh-ucenter__card" aria-labelledby="gh-ucenter-security">
      <h2 id="gh-ucenter-security">{t('ucenter.securityTitle')}</h2>
      <dl className="gh-ucenter__facts">
        <div>
          <dt>{t('ucenter.emailBinding')}</dt>
          <dd>
            {info.email && info.emailCertified ? (
              <>
                <span className="gh-badge gh-badge--ok">{t('ucenter.verified')}</span>{' '}
                <span dir="ltr">{info.email}</span>
              </>
            ) : (
              <span className="gh-badge">{t('ucenter.emailNotBound')}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="gh-ucenter__action">
        <div>
          <h3>{t('ucenter.otherDevicesTitle')}</h3>
          <p id="gh-ucenter-revoke-hint">{t('ucenter.otherDevicesHint')}</p>
        </div>
        <button
          type="button"
          className="gh-button"
          aria-describedby="gh-ucenter-revoke-hint"
          disabled={revoke.isPending}
          aria-busy={revoke.isPending || undefined}
          onClick={() => void revokeOthers()}
        >
          {t('ucenter.revokeOthers')}
        </button>
      </div>
      <FormAlert message={error} />
    </section>
  );
}
