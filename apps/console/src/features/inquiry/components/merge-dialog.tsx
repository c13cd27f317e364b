// "Merge into…": the inquiry's whole conversation moves into another open inquiry of
// the same player on the same brand. A modal dialog (native <dialog>: focus moves in and stays,
// Escape closes) lists those inquiries as radio buttons (arrow keys choose), says what will happen
// once one is chosen, and merges on confirmation; the console then opens the target. Closing
// without merging returns focus to the button that opened it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isUnresolved } from '@guildhall/contract/inquiry-status';
import { MERGE_RULES, type MergeRule } from '@guildhall/contract/merge';
import { PlayerText } from '../../../components/player-text';
import { RelativeTime } from '../../../components/relative-time';
import { StatusChip } from '../../../components/status-chip';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMergeInquiry } from '../api/merge-inquiry';
import type { InquiryDetail } from '../api/get-inquiry';

/** The inquiries this one may merge into: the same player's (the list is theirs), same brand, still open. */
export function mergeTargets(detail: InquiryDetail): InquiryDetail['otherInquiries'] {
  return detail.otherInquiries.filter(
    (o) => o.brand === detail.inquiry.brand && o.inquiryId !== detail.inquiry.inquiryId && isUnresolved(o.status),
  );
}

function refusal(err: unknown): MergeRule | null {
  if (!(err instanceof ApiError) || !Array.isArray(err.data)) return null;
  const rule = (err.data[0] as { rule?: unknown } | undefined)?.rule;
  return MERGE_RULES.find((r) => r === rule) ?? null;
}

export function MergeAction({ detail }: { detail: InquiryDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Merged already, or the player deleted their account (nobody to tell): nothing to merge.
  if (detail.inquiry.mergedInto !== undefined || detail.player.deletedAt) return null;
  return (
    <>
      <button ref={opener} type="button" className="c-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('merge.action')}
      </button>
      {open ? (
        <MergeDialog
          detail={detail}
          onClose={(merged) => {
            setOpen(false);
            // Merged: the target's page takes over (focus goes to it); otherwise back to the button.
            if (!merged) requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      ) : null}
    </>
  );
}

function MergeDialog({ detail, onClose }: { detail: InquiryDetail; onClose: (merged: boolean) => void }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const source = detail.inquiry.inquiryId;
  const targets = mergeTargets(detail);
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const merge = useMergeInquiry(source);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (target === null || merge.isPending) return;
    setError(null);
    try {
      const result = await merge.mutateAsync({ intoInquiryId: target });
      toast.success(t('merge.done', { target: result.intoInquiryId }));
      onClose(true);
      await navigate(paths.inquiry.getHref(result.intoInquiryId));
      requestAnimationFrame(() => document.getElementById('main')?.focus());
    } catch (err) {
      const rule = refusal(err);
      setError(rule ? t(`merge.errors.${rule}`) : errorText(t, err));
    }
  };

  const vars = { id: source, target: target ?? 0 };
  return (
    <dialog
      ref={ref}
      className="c-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(e) => {
        // Escape: closed by React's state, so the dialog and the page agree.
        e.preventDefault();
        if (!merge.isPending) onClose(false);
      }}
    >
      <form className="c-dialog__body" onSubmit={(e) => void submit(e)}>
        <h2 id={`${id}-title`} className="c-dialog__title">
          {t('merge.title', { id: source })}
        </h2>
        <p id={`${id}-intro`} className="c-muted">
          {t('merge.intro')}
        </p>
        {targets.length === 0 ? (
          <p className="c-dialog__empty">{t('merge.none')}</p>
        ) : (
          <fieldset className="c-merge__targets">
            <legend>{t('merge.targets')}</legend>
            {targets.map((o) => (
              <label key={o.inquiryId} className={`c-merge__target${target === o.inquiryId ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-target`}
                  value={o.inquiryId}
                  checked={target === o.inquiryId}
                  onChange={() => setTarget(o.inquiryId)}
                />
                <span className="c-merge__target-text">
                  <span>
                    <span className="c-mono">#{o.inquiryId}</span> <PlayerText text={o.title} lang={o.lang} />
                  </span>
                  <span className="c-merge__target-meta">
                    <StatusChip status={o.status} /> <RelativeTime iso={o.createdAt} />
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {target !== null ? (
          <section className="c-merge__what" aria-labelledby={`${id}-what`}>
            <h3 id={`${id}-what`}>{t('merge.what')}</h3>
            <ul>
              <li>{t('merge.effectMessages', { ...vars, count: detail.messages.length })}</li>
              <li>{t('merge.effectFields', vars)}</li>
              <li>{t('merge.effectClose', vars)}</li>
              <li>{t('merge.effectPlayer', vars)}</li>
            </ul>
          </section>
        ) : null}
        {error ? (
          <p role="alert" className="c-field__error">
            {error}
          </p>
        ) : null}
        <div className="c-dialog__actions">
          <button type="button" className="c-button" disabled={merge.isPending} onClick={() => onClose(false)}>
            {t('merge.cancel')}
          </button>
          {targets.length > 0 ? (
            <button
              type="submit"
              className="c-button c-button--primary"
              disabled={target === null || merge.isPending}
              aria-busy={merge.isPending || undefined}
            >
              {target === null ? t('merge.action') : t('merge.confirm', vars)}
            </button>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}

/** On a merged inquiry's page: where its conversation went, with the way there. */
export function MergedNotice({ into }: { into: number }) {
  const t = useT();
  const id = useId();
  return (
    <section className="c-card c-merged" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('merge.mergedInto', { target: into })}
      </h2>
      <p className="c-muted">{t('merge.mergedHint')}</p>
      <p>
        <Link className="c-button c-button--primary" to={paths.inquiry.getHref(into)}>
          {t('merge.open', { target: into })}
        </Link>
      </p>
    </section>
  );
}
