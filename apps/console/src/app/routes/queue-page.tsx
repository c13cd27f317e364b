// The queue: filters in the URL, keyset pages ("load more"), refreshed every 30 seconds.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadError, Loading } from '../../components/query-state';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { queueOptions } from '../../features/queue/api/get-queue';
import { QueueFiltersBar } from '../../features/queue/components/queue-filters-bar';
import { QueueTable } from '../../features/queue/components/queue-table';
import { useBrands } from '../../features/brands/api/get-brands';
import { useCatalogue } from '../../features/queue/api/get-catalogue';
import { filtersFromSearch, filtersToApiQuery, filtersToSearch, type QueueFilters } from '../../features/queue/lib/queue-filters';
import { staffListOptions } from '../../features/staff/api/get-staff-list';
import { useStaff } from '../auth';

export function QueuePage() {
  const { t, lang } = useI18n();
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params, staff.brands), [params, staff.brands]);
  const apiQuery = useMemo(() => filtersToApiQuery(filters), [filters]);
  const queue = useInfiniteQuery(queueOptions(apiQuery));
  const colleagues = useQuery(staffListOptions());
  const { brandName } = useBrands();
  const catalogue = useCatalogue(filters.brand ? [filters.brand] : staff.brands);
  const items = useMemo(() => queue.data?.pages.flatMap((p) => p.list) ?? [], [queue.data]);

  useEffect(() => {
    document.title = `${t('queue.title')} · ${t('app.name')}`;
  }, [t]);

  const names = useMemo(() => new Map((colleagues.data ?? []).map((s) => [s.id, s.name])), [colleagues.data]);
  const staffName = (id: number) => names.get(id) ?? t('queue.staffN', { id });
  const setFilters = (next: QueueFilters) => setParams(filtersToSearch(next));

  return (
    <div className="c-page">
      <header className="c-page__header">
        <h1>{t('queue.title')}</h1>
        <div className="c-page__meta">
          {queue.dataUpdatedAt ? <span className="c-muted">{t('queue.autoRefresh', { time: timeOfDay(queue.dataUpdatedAt, lang) })}</span> : null}
          <button type="button" className="c-button c-button--small" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
            {t('queue.refresh')}
          </button>
        </div>
      </header>
      <QueueFiltersBar filters={filters} onChange={setFilters} brands={staff.brands} brandName={brandName} catalogue={catalogue.games} />
      {queue.isPending ? (
        <Loading />
      ) : queue.isError && !queue.data ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <p className="c-empty">{t('queue.empty')}</p>
      ) : (
        <div aria-busy={queue.isFetching} className={queue.isPlaceholderData ? 'is-stale' : undefined}>
          <QueueTable items={items} staffName={staffName} brandName={brandName} />
          <div className="c-pager">
            <span className="c-muted" aria-live="polite">
              {t('queue.shown', { count: items.length })}
            </span>
            {queue.hasNextPage ? (
              <button type="button" className="c-button" onClick={() => void queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
                {queue.isFetchingNextPage ? t('app.loading') : t('queue.loadMore')}
              </button>
            ) : null}
          </div>
        </div>
      )}
      {queue.isError && queue.data ? <LoadError error={queue.error} /> : null}
    </div>
  );
}
