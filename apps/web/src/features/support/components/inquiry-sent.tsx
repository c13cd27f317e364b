// After filing: the inquiry was received, its number, when a reply may be expected (the
// API's answer: the hours to the SLA's first-response due time, or the brand's setting, and that
// time as a day and hour of the player's clock) and where it will arrive: My inquiries, and the player's
// inbox when the reply is mailed too. In place of the form; it takes the focus, so a screen reader
// reads it at once.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import type { CreateInquiryResult } from '@guildhall/contract/support';
import { useBrand } from '../../../lib/brand';
import { useI18n } from '../../../lib/i18n';
import { replyBy, replyWithin } from '../../../lib/reply-time';
import { isolate } from '../lib/file-size';
import { feedbackHref } from '../lib/links';

export function InquirySent({ result, clientId }: { result: CreateInquiryResult; clientId: number }) {
  const { t, lang } = useI18n();
  const brand = useBrand();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // An answer replayed from before the API said it: the brand's own setting.
  const hours = result.expectedReply?.withinHours ?? brand.replyWithinHours;
  // The due time itself, in the player's own clock: "within 62 hours" filed on a Friday evening is
  // Monday morning, which is what a player wants to know.
  const by = result.expectedReply?.by ?? null;
  return (
    <section className="gh-support-card gh-sent" aria-labelledby="gh-sent-title">
      <h2 id="gh-sent-title" className="gh-sent__title" ref={heading} tabIndex={-1}>
        {t('support.sent.title')}
      </h2>
      <p className="gh-sent__number">{t('support.feedback.number', { id: result.inquiryId })}</p>
      <p>{t('common.replyExpected', { time: replyWithin(hours, lang) })}</p>
      {by ? <p>{t('support.sent.expectBy', { date: replyBy(by, lang) })}</p> : null}
      <p>{t('support.sent.whereSite')}</p>
      {result.replyMailTo ? <p>{t('support.sent.whereMail', { email: isolate(result.replyMailTo) })}</p> : null}
      <div className="gh-sent__actions">
        <Link className="gh-button gh-button--primary" to={feedbackHref(result.inquiryId, clientId)}>
          {t('support.sent.view')}
        </Link>
        <Link className="gh-button" to={webPaths.supportHistory}>
          {t('support.actions.history')}
        </Link>
      </div>
    </section>
  );
}
