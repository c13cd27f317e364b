// The queue's filters. Every change goes to the URL (the route owns the filters), so the view
// can be bookmarked; the search applies on Enter or the search button.
import { useId, useState, type FormEvent } from 'react';
import { INQUIRY_STATUS_VALUES, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import { QUEUE_SORTS, QUEUE_VIEWS } from '@guildhall/contract/staff';
import { useT, type MessageKey } from '../../../lib/i18n';
import { STATUS_NAMES } from '../../../lib/status';
import type { KnownOptions } from '../lib/known-options';
import { DEFAULT_FILTERS, activeFilterCount, type QueueFilters, type QueueSort, type QueueView } from '../lib/queue-filters';

const VIEW_KEYS: Record<QueueView, MessageKey> = { all: 'queue.viewAll', unassigned: 'queue.viewUnassigned', mine: 'queue.viewMine' };
const SORT_KEYS: Record<QueueSort, MessageKey> = { updated: 'queue.sortUpdated', waiting: 'queue.sortWaiting' };

export function QueueFiltersBar({
  filters,
  onChange,
  brands,
  known,
}: {
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
  brands: readonly string[];
  known: KnownOptions;
}) {
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // Back/forward or a link changed the search in the URL: show it in the box.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setSearch(filters.q);
  }
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch });
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    set({ q: search.trim() });
  };

  const games = known.games.filter((g) => (filters.brand ? g.brand === filters.brand : brands.includes(g.brand)));
  if (filters.game && !games.some((g) => g.id === filters.game)) games.push({ id: filters.game, name: t('queue.gameN', { id: filters.game }), brand: filters.brand ?? '' });
  const categories = known.categories.filter((c) => !filters.game || c.gameId === filters.game).map((c) => c.id);
  if (filters.category && !categories.includes(filters.category)) categories.push(filters.category);
  const regions = [...new Set(known.regions.filter((r) => (filters.brand ? r.brand === filters.brand : true)).map((r) => r.id))];
  if (filters.region && !regions.includes(filters.region)) regions.push(filters.region);
  const active = activeFilterCount(filters);

  return (
    <section className="c-filters" aria-label={t('queue.filters')}>
      <div className="c-filters__row">
        <fieldset className="c-segmented">
          <legend className="c-visually-hidden">{t('queue.view')}</legend>
          {QUEUE_VIEWS.map((v) => (
            <label key={v} className={filters.view === v ? 'is-checked' : undefined}>
              <input type="radio" name={`${id}-view`} value={v} checked={filters.view === v} onChange={() => set({ view: v })} />
              {t(VIEW_KEYS[v])}
            </label>
          ))}
        </fieldset>
        <form role="search" className="c-search" onSubmit={submitSearch}>
          <label htmlFor={`${id}-q`} className="c-visually-hidden">
            {t('queue.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('queue.searchPlaceholder')}
            onChange={(e) => {
              setSearch(e.target.value);
              if (e.target.value === '' && filters.q) set({ q: '' });
            }}
          />
          <button type="submit" className="c-button">
            {t('queue.search')}
          </button>
        </form>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-sort`}>{t('queue.sort')}</label>
          <select id={`${id}-sort`} value={filters.sort} onChange={(e) => set({ sort: e.target.value as QueueSort })}>
            {QUEUE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_KEYS[s])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="c-filters__row">
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-brand`}>{t('queue.brand')}</label>
          <select id={`${id}-brand`} value={filters.brand ?? ''} onChange={(e) => set({ brand: e.target.value || null, game: null, category: null, region: null })}>
            <option value="">{t('queue.allBrands')}</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-game`}>{t('queue.game')}</label>
          <select id={`${id}-game`} value={filters.game ?? ''} onChange={(e) => set({ game: e.target.value ? Number(e.target.value) : null, category: null })}>
            <option value="">{t('queue.allGames')}</option>
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-status`}>{t('queue.status')}</label>
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(e) => set({ status: e.target.value === '' ? null : (Number(e.target.value) as InquiryStatusValue) })}
          >
            <option value="">{t('queue.anyStatus')}</option>
            {INQUIRY_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${STATUS_NAMES[s]}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="c-check">
          <input type="checkbox" checked={filters.status === null && filters.openOnly} disabled={filters.status !== null} onChange={(e) => set({ openOnly: e.target.checked })} />
          {t('queue.openOnly')}
        </label>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-category`}>{t('queue.category')}</label>
          <select id={`${id}-category`} value={filters.category ?? ''} onChange={(e) => set({ category: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('queue.allCategories')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t('queue.categoryN', { id: c })}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-region`}>{t('queue.region')}</label>
          <select id={`${id}-region`} value={filters.region ?? ''} onChange={(e) => set({ region: e.target.value || null })}>
            <option value="">{t('queue.allRegions')}</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="c-button c-button--ghost" disabled={active === 0} onClick={() => onChange({ ...DEFAULT_FILTERS })}>
          {t('queue.clear')}
          {active > 0 ? <span className="c-badge">{active}</span> : null}
        </button>
      </div>
    </section>
  );
}
