// Support step four: one inquiry. Its facts and status, the conversation, and what the status
// allows: add information and end the conversation while it is open (status below 3), rate it
// once ended (3), "concluded" when closed (4), or where it went when merged into another.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { InquiryDetail } from '@guildhall/contract/support';
import { ErrorCode } from '@guildhall/contract/errors';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { useEndInquiry } from '../api/end-inquiry';
import type { AttachmentLimits } from '../hooks/use-attachments';
import { formatDateTime } from '../lib/dates';
import { supportHref } from '../lib/links';
import { Conversation } from './conversation';
import { Modal } from './modal';
import { MergedNotice } from './merged-notice';
import { GivenRating, RatingForm } from './rating-form';
import { ReplyForm } from './reply-form';
import { StatusChip } from './status-chip';
import { CheckCircleIcon } from './support-icons';

function EndConversation({ inquiryId }: { inquiryId: number }) {
  const { t } = useI18n();
  const toast = useToast();
  const end = useEndInquiry(inquiryId);
  const [asking, setAsking] = useState(false);
  return (
    <div className="gh-support-card gh-end">
      <div>
        <h2 className="gh-support__heading">{t('support.feedback.endTitle')}</h2>
        <p className="gh-support__intro">{t('support.feedback.endHint')}</p>
      </div>
      <button type="button" className="gh-button" onClick={() => setAsking(true)}>
        {t('support.feedback.end')}
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} title={t('support.feedback.endConfirmTitle')}>
        <p>{t('support.feedback.endConfirmBody')}</p>
        <div className="gh-modal__actions">
          <button type="button" className="gh-button" onClick={() => setAsking(false)}>
            {t('support.feedback.keepOpen')}
          </button>
          <button
            type="button"
            className="gh-button gh-button--primary"
            disabled={end.isPending}
            aria-busy={end.isPending || undefined}
            onClick={() => {
              end.mutate(undefined, {
                onSuccess: () => setAsking(false),
                onError: (err) => {
                  setAsking(false);
                  const code = err instanceof ApiError ? err.code : null;
                  if (code === ErrorCode.conflict) toast.error(t('support.feedback.closedMeanwhile'));
                  else if (code === ErrorCode.clientNetwork) toast.error(t('errors.network'));
                  else if (code !== ErrorCode.sessionInvalid) toast.error(t('errors.submissionFailed'));
                },
              });
            }}
          >
            {end.isPending ? <span className="gh-spinner gh-spinner--small" aria-hidden="true" /> : null}
            {t('support.feedback.endConfirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

export function InquiryView({ inquiry, limits }: { inquiry: InquiryDetail; limits: AttachmentLimits }) {
  const { t, lang } = useI18n();
  const [justRated, setJustRated] = useState(false);
  const facts: [string, string][] = [
    [t('support.feedback.game'), inquiry.gameName],
    [t('support.form.region'), inquiry.areaName],
    [t('support.form.server'), inquiry.serverName],
    [t('support.form.role'), inquiry.roleName],
    [t('support.form.category'), inquiry.queryTypeName],
    [t('support.feedback.submittedAt'), formatDateTime(inquiry.createdAt, lang)],
  ];
  const open = inquiry.status < InquiryStatus.awaitingRating;
  const rated = justRated || inquiry.score !== null;
  // Ending the conversation or rating it removes the control that had focus: focus moves on to what
  // replaced it (the rating, then the conclusion) instead of falling to the page body.
  const shown = useRef(`${inquiry.status}/${rated}`);
  useEffect(() => {
    const now = `${inquiry.status}/${rated}`;
    if (shown.current === now) return;
    shown.current = now;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>('.gh-inquiry > :last-child :is(input, button, textarea, a[href])')?.focus();
  }, [inquiry.status, rated]);

  const merged = inquiry.mergedInto;
  return (
    <div className="gh-inquiry">
      {merged ? <MergedNotice into={merged} /> : null}
      <section className="gh-support-card gh-inquiry__summary" aria-labelledby="gh-inquiry-title">
        <div className="gh-inquiry__head">
          {inquiry.gameImg ? (
            <img src={inquiry.gameImg} alt="" width={56} height={56} className="gh-inquiry__icon" />
          ) : null}
          <div className="gh-inquiry__title">
            <p className="gh-inquiry__number">{t('support.feedback.number', { id: inquiry.inquiryId })}</p>
            <h2 id="gh-inquiry-title" dir="auto">
              {inquiry.title}
            </h2>
          </div>
          <StatusChip status={inquiry.status} merged={Boolean(merged)} />
        </div>
        <dl className="gh-inquiry__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd dir="auto">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* Merged: the conversation moved with it (the notice above says where). */}
      {merged && inquiry.messages.length === 0 ? null : (
        <section className="gh-inquiry__conversation" aria-labelledby="gh-conversation-title">
          <h2 id="gh-conversation-title" className="gh-support__heading">
            {t('support.feedback.conversation')}
          </h2>
          <Conversation messages={inquiry.messages} />
        </section>
      )}

      {open ? (
        <div className="gh-inquiry__actions">
          <ReplyForm inquiryId={inquiry.inquiryId} limits={limits} />
          <EndConversation inquiryId={inquiry.inquiryId} />
        </div>
      ) : null}
      {inquiry.status === InquiryStatus.awaitingRating ? (
        <RatingForm inquiryId={inquiry.inquiryId} onRated={() => setJustRated(true)} />
      ) : null}
      {inquiry.status === InquiryStatus.closed && !merged ? (
        <section className="gh-support-card gh-concluded" aria-labelledby="gh-concluded-title">
          <CheckCircleIcon size={36} />
          <div>
            <h2 id="gh-concluded-title" className="gh-support__heading">
              {rated ? t('support.rating.thanks') : t('support.feedback.concluded')}
            </h2>
            {rated ? <p className="gh-support__intro">{t('support.feedback.concluded')}</p> : null}
            {inquiry.score !== null ? <GivenRating score={inquiry.score} comment={inquiry.scoreComment} /> : null}
            <p className="gh-support__intro">
              {t('support.feedback.concludedHint')}{' '}
              <Link to={supportHref(webPaths.supportInquiry, inquiry.gameId)}>{t('support.history.newInquiry')}</Link>
            </p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
