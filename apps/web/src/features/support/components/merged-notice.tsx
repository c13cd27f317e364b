// A merged inquiry: its conversation went on in another of the player's inquiries.
// Says so at the top of the page, with the way there.
import { Link } from 'react-router';
import type { MergedInto } from '@guildhall/contract/merge';
import { useI18n } from '../../../lib/i18n';
import { isolate } from '../lib/file-size';
import { feedbackHref } from '../lib/links';

export function MergedNotice({ into }: { into: MergedInto }) {
  const { t } = useI18n();
  return (
    <section className="gh-support-card gh-merged" aria-labelledby="gh-merged-title">
      <svg
        className="gh-merged__icon"
        width="32"
        height="32"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="6" cy="5" r="2" />
        <circle cx="6" cy="19" r="2" />
        <circle cx="18" cy="12" r="2" />
        <path d="M6 7v10M6 9c0 3 3 3 6 3h4" />
      </svg>
      <div>
        <h2 id="gh-merged-title" className="gh-support__heading">
          {t('support.merged.title')}
        </h2>
        <p className="gh-support__intro">{t('support.merged.body', { title: isolate(into.title) })}</p>
        <p className="gh-merged__action">
          <Link className="gh-button gh-button--primary" to={feedbackHref(into.inquiryId, into.gameId)}>
            {t('support.merged.link', { id: into.inquiryId })}
          </Link>
        </p>
      </div>
    </section>
  );
}
