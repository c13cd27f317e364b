// The queue: filters in the URL, keyset pages ("load more"), refreshed every 30 seconds; rows
// selected for the bulk bar (tags, priority, a macro, and whatever features/queue/bulk-actions adds).
import { useEffect, useMemo, useState } from 'react';
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
import {
  filtersFromSearch,
  filtersToApiQuery,
  filtersToSearch,
  type QueueFilters,
} from '../../features/queue/lib/queue-filters';
import { staffListOptions } from '../../features/staff/api/get-staff-list';
import { EXTRA_BULK_ACTIONS } from '../../features/queue/bulk-actions';
import { BulkBar, type BulkAction } from '../../features/queue/components/bulk-bar';
import { BulkMacro } from '../../features/rules/components/bulk-macro';
import { useStaff } from '../auth';

/** The bulk bar's actions: tags and priority (its own), then a macro applied to every selected inquiry. */
const BULK_ACTIONS: readonly BulkAction[] = [
  ...EXTRA_BULK_ACTIONS,
  {
    key: 'macro',
    render: ({ inquiryIds, brand, done }) => (
      <BulkMacro inquiryIds={inquiryIds} brand={brand} onDone={() => done('', true)} />
    ),
  },
];

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
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const setFilters = (next: QueueFilters) => {
    // Another view: what was selected in this one is not what the bar would change.
    setSelected(new Set());
    setParams(filtersToSearch(next));
  };
  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  // The bar changes the selected rows still listed, in the queue's order.
  const selectedIds = items.filter((i) => selected.has(i.inquiryId)).map((i) => i.inquiryId);

  return (
    <div className="c-page">
      <header className="c-page__header">
        <h1>{t('queue.title')}</h1>
        <div className="c-page__meta">
          {queue.dataUpdatedAt ? (
            <span className="c-muted">{t('queue.autoRefresh', { time: timeOfDay(queue.dataUpdatedAt, lang) })}</span>
          ) : null}
          <button
            type="button"
            className="c-button c-button--small"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            {t('queue.refresh')}
          </button>
        </div>
      </header>
      <QueueFiltersBar
        filters={filters}
        onChange={setFilters}
        brands={staff.brands}
        brandName={brandName}
        catalogue={catalogue.games}
      />
      {queue.isPending ? (
        <Loading />
      ) : queue.isError && !queue.data ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <p className="c-empty">{t('queue.empty')}</p>
      ) : (
        <div aria-busy={queue.isFetching} className={queue.isPlaceholderData ? 'is-stale' : undefined}>
          {selectedIds.length > 0 ? (
            <BulkBar
              inquiryIds={selectedIds}
              brand={filters.brand}
              onClear={() => setSelected(new Set())}
              actions={BULK_ACTIONS}
            />
          ) : null}
          <QueueTable items={items} staffName={staffName} brandName={brandName} selected={selected} onSelect={select} />
          <div className="c-pager">
            <span className="c-muted" aria-live="polite">
              {t('queue.shown', { count: items.length })}
            </span>
            {queue.hasNextPage ? (
              <button
                type="button"
                className="c-button"
                onClick={() => void queue.fetchNextPage()}
                disabled={queue.isFetchingNextPage}
              >
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
