// An admin acts on a player's data request: the player's archive, or the deletion of
// their account, each recorded in the audit log with the request as the reason (what the player
// asked, where: a mail's reference). Deleting asks once more, in place, before it is sent. An
// admin of some brands is told that both reach their brands only, and when a deletion left the
// account for an admin of every brand (docs/decisions/0032-brand-scope-and-account-enumeration.md).
import { useId, useState } from 'react';
import { STAFF_REASON_RULE } from '@guildhall/contract/privacy';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { useDeletePlayer, useExportPlayerData } from '../api/player-data';

export function PlayerDataRequest({ inquiryId, everyBrand }: { inquiryId: number; everyBrand: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const exporting = useExportPlayerData(inquiryId);
  const deleting = useDeletePlayer(inquiryId);
  const busy = exporting.isPending || deleting.isPending;

  /** The reason as the API will take it, or null after saying what is missing. */
  const checkedReason = (): string | null => {
    const text = reason.trim();
    if (text.length < STAFF_REASON_RULE.min) {
      setError(t('inquiry.dataReasonRequired', { count: STAFF_REASON_RULE.min }));
      document.getElementById(`${id}-reason`)?.focus();
      return null;
    }
    setError(null);
    return text;
  };

  const exportData = async () => {
    const text = checkedReason();
    if (text === null) return;
    try {
      await exporting.mutateAsync(text);
      toast.success(t('inquiry.dataExported'));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };

  const deleteAccount = async () => {
    const text = checkedReason();
    if (text === null) return;
    try {
      const deleted = await deleting.mutateAsync(text);
      setConfirming(false);
      toast.success(t(deleted.accountDeleted ? 'inquiry.dataDeleted' : 'inquiry.dataDeletedBrandsOnly'));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };

  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('inquiry.dataTitle')}
      </h2>
      <p className="c-muted c-small">{t('inquiry.dataIntro')}</p>
      {everyBrand ? null : <p className="c-muted c-small">{t('inquiry.dataBrandsOnly')}</p>}
      <div className="c-field">
        <label htmlFor={`${id}-reason`}>{t('inquiry.dataReason')}</label>
        <textarea
          id={`${id}-reason`}
          className="c-input"
          rows={2}
          maxLength={STAFF_REASON_RULE.max}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="c-field__error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="c-muted c-small">
            {t('inquiry.dataReasonHint')}
          </p>
        )}
      </div>
      <div className="c-data-actions">
        <button
          type="button"
          className="c-button"
          disabled={busy}
          aria-busy={exporting.isPending || undefined}
          onClick={() => void exportData()}
        >
          {t('inquiry.dataExport')}
        </button>
        {confirming ? null : (
          <button
            type="button"
            className="c-button c-button--danger-ghost"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('inquiry.dataDelete')}
          </button>
        )}
      </div>
      {confirming ? (
        <div className="c-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('inquiry.dataDeleteConfirm')}</p>
          <div className="c-data-actions">
            <button type="button" className="c-button" onClick={() => setConfirming(false)}>
              {t('inquiry.dataCancel')}
            </button>
            <button
              type="button"
              className="c-button c-button--danger"
              disabled={busy}
              aria-busy={deleting.isPending || undefined}
              onClick={() => void deleteAccount()}
            >
              {t('inquiry.dataDeleteNow')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
