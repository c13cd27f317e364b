import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { ContactEmail } from './contact-email';

/** Loading, error (with retry) and empty states for a query-backed section. */
export function QueryState({
  error,
  isLoading,
  isEmpty,
  empty,
  onRetry,
}: {
  error: unknown;
  isLoading: boolean;
  isEmpty?: boolean;
  /** What an empty answer means to the player and what they can do next (default: "No data"). */
  empty?: ReactNode;
  onRetry?: () => void;
}) {
  const t = useT();
  if (isLoading) {
    return (
      <div className="gh-state" role="status">
        <span className="gh-spinner" aria-hidden="true" /> {t('common.loading')}
      </div>
    );
  }
  if (error) {
    // A refusal's message is the server's, in the page's language; a failure of ours (5xx) or of
    // the network gets the page's own words, never a server's word for it.
    const api = error instanceof ApiError;
    const message =
      api && error.httpStatus > 499
        ? t('errors.internal')
        : api && error.code !== 1106 && error.body?.msg
          ? error.body.msg
          : t('errors.network');
    return (
      <div className="gh-state gh-state--error" role="alert">
        <p>{message}</p>
        {onRetry ? (
          <button type="button" className="gh-button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) return empty ?? <div className="gh-state">{t('errors.noData')}</div>;
  return null;
}

/** A brand with no game listed yet: said so, with the way to reach the team meanwhile. */
export function NoGamesState() {
  const t = useT();
  return (
    <div className="gh-state" role="status">
      <p className="gh-state__title">{t('errors.noGames')}</p>
      <ContactEmail />
    </div>
  );
}
