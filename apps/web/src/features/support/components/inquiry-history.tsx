// Support step zero: the player's inquiries with their status and an unread mark, page by page.
// Guests get "please log in first" from the API (1003), as do players without a session here.
import { Link } from 'react-router';
import { ErrorCode } from '@guildhall/contract/errors';
import { webPaths } from '@guildhall/contract/paths';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { QueryState } from '../../../components/query-state';
import { HISTORY_PAGE_SIZE, useInquiries } from '../api/get-inquiries';
import { formatDateTime } from '../lib/dates';
import { feedbackHref, supportHref } from '../lib/links';
import { StatusChip } from './status-chip';
import { ArrowIcon } from './support-icons';
import { LoginFirst } from './login-first';

function Pause() {
  return <span className="gh-visually-hidden">, </span>;
}

export function InquiryHistory({
  token,
  clientId,
  gameName,
  page,
  pageHref,
  loginHref,
}: {
  token: string;
  clientId: number | null;
  gameName: string | null;
  page: number;
  pageHref: (page: number) => string;
  loginHref: string;
}) {
  const { t, lang } = useI18n();
  const list = useInquiries(token, clientId, page);
  if (list.error instanceof ApiError && list.error.code === ErrorCode.forbidden)
    return <LoginFirst loginHref={loginHref} />;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const newHref = clientId ? supportHref(webPaths.supportInquiry, clientId) : webPaths.supportGame;

  return (
    <div className="gh-history">
      <div className="gh-history__bar">
        {clientId && gameName ? (
          <p className="gh-history__filter">
            {t('support.history.filtered', { game: gameName })}{' '}
            <Link to={webPaths.supportHistory}>{t('support.history.showAll')}</Link>
          </p>
        ) : (
          <span />
        )}
        <Link className="gh-button gh-button--primary" to={newHref}>
          {t('support.history.newInquiry')}
        </Link>
      </div>
      {!list.data ? (
        <QueryState error={list.error} isLoading={list.isLoading} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <div className="gh-state gh-support-card">
          <p className="gh-state__title">{t('support.history.emptyTitle')}</p>
          <p>{t('support.history.emptyHint')}</p>
          <Link className="gh-button gh-button--primary" to={newHref}>
            {t('support.actions.inquiry')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="gh-history__list" aria-busy={list.isPlaceholderData || undefined}>
            {list.data.list.map((item) => (
              <li key={item.inquiryId}>
                <Link
                  className={`gh-history__item${item.unread ? ' gh-history__item--unread' : ''}`}
                  to={feedbackHref(item.inquiryId, item.gameId)}
                >
                  {/* The link's name is read as one string: its parts are kept apart by a pause
                      (a comma screen readers read, never shown), not run together. */}
                  <span className="gh-history__main">
                    <span className="gh-history__title" dir="auto">
                      {item.unread ? <span className="gh-history__dot" aria-hidden="true" /> : null}
                      {item.title}
                    </span>
                    <Pause />
                    <span className="gh-history__meta">
                      <span dir="auto">{item.gameName}</span>
                      <span aria-hidden="true"> · </span>
                      <Pause />
                      <time dateTime={item.updatedAt}>
                        {t('support.history.updated', { date: formatDateTime(item.updatedAt, lang) })}
                      </time>
                    </span>
                  </span>
                  <Pause />
                  <span className="gh-history__side">
                    {item.unread ? (
                      <>
                        <span className="gh-history__new">{t('support.history.unread')}</span>
                        <Pause />
                      </>
                    ) : null}
                    <StatusChip status={item.status} merged={item.mergedIntoId !== undefined} />
                  </span>
                  <ArrowIcon size={18} className="gh-history__arrow" />
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="gh-pager" aria-label={t('support.history.pages')}>
              {page > 1 ? (
                <Link className="gh-button" to={pageHref(page - 1)} rel="prev">
                  {t('support.history.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="gh-pager__at" aria-current="page">
                {t('support.history.pageOf', { page, pages })}
              </span>
              {page < pages ? (
                <Link className="gh-button" to={pageHref(page + 1)} rel="next">
                  {t('support.history.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
