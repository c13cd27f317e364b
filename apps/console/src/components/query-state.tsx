import type { UseQueryResult } from '@tanstack/react-query';
import { errorText, isRetryable } from '../lib/errors';
import { useT } from '../lib/i18n';

export function Loading() {
  const t = useT();
  return (
    <p className="c-loading" role="status">
      <span className="c-spinner" aria-hidden="true" />
      {t('app.loading')}
    </p>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="c-alert c-alert--error" role="alert">
      <span>{errorText(t, error)}</span>
      {onRetry && isRetryable(error) ? (
        <button type="button" className="c-button c-button--small" onClick={onRetry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A query's place until its data is there: the loading line, or the failure with a retry. Used as
 * `if (!query.isSuccess) return <QueryFallback query={query} />;`, after which the data is typed as there.
 */
export function QueryFallback({ query }: { query: UseQueryResult<unknown> }) {
  return query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : <Loading />;
}
