// The queue's filters. Every change goes to the URL (the route owns the filters), so the view
// can be bookmarked; the search applies on Enter or the search button.
import { useId, useState, type FormEvent } from 'react';
import { INQUIRY_STATUS_VALUES, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import { QUEUE_SORTS, QUEUE_VIEWS } from '@guildhall/contract/staff';
import { useT, type MessageKey } from '../../../lib/i18n';
import { STATUS_NAMES } from '../../../lib/status';
import type { CatalogueEntry } from '../api/get-catalogue';
import { TriageFilters } from './triage-filters';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  type QueueFilters,
  type QueueSort,
  type QueueView,
} from '../lib/queue-filters';

const VIEW_KEYS: Record<QueueView, MessageKey> = {
  all: 'queue.viewAll',
  unassigned: 'queue.viewUnassigned',
  mine: 'queue.viewMine',
};
const SORT_KEYS: Record<QueueSort, MessageKey> = {
  updated: 'queue.sortUpdated',
  waiting: 'queue.sortWaiting',
  due: 'triage.sortDue',
  priority: 'triage.sortPriority',
};

export function QueueFiltersBar({
  filters,
  onChange,
  brands,
  brandName,
  catalogue,
}: {
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
  brands: readonly string[];
  brandName: (id: string) => string;
  /** Games of the brands in view, with their categories and regions (GET /staff/catalogue). */
  catalogue: readonly CatalogueEntry[];
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

  const games = catalogue.filter((g) => (filters.brand ? g.brand === filters.brand : brands.includes(g.brand)));
  const game = games.find((g) => g.id === filters.game);
  // Categories and regions belong to a game: those of the chosen game, else every game's, grouped.
  const scope = game ? [game] : games;
  const categoryGroups = scope
    .map((g) => ({
      game: g,
      options: g.categories.map((c) => ({ value: String(c.id), label: c.name || t('queue.categoryN', { id: c.id }) })),
    }))
    .filter((x) => x.options.length);
  // Regions filter by their id whatever the game: one list, each id once.
  const regionOptions = [
    ...new Map(
      scope
        .flatMap((g) => g.regions)
        .map((r) => [r.gameAreaId, r.name && r.name !== r.gameAreaId ? `${r.name} (${r.gameAreaId})` : r.gameAreaId]),
    ).entries(),
  ]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.value.localeCompare(b.value));
  // A bookmarked value the catalogue does not (or no longer) list stays selectable.
  const strayGame = filters.game && !game ? filters.game : null;
  const strayCategory =
    filters.category && !categoryGroups.some((x) => x.options.some((o) => o.value === String(filters.category)))
      ? filters.category
      : null;
  const strayRegion = filters.region && !regionOptions.some((o) => o.value === filters.region) ? filters.region : null;
  const grouped = scope.length > 1;
  const gameLabel = (g: CatalogueEntry) =>
    filters.brand || brands.length < 2 ? g.gameName : `${g.gameName} · ${brandName(g.brand)}`;
  const active = activeFilterCount(filters);

  return (
    <section className="c-filters" aria-label={t('queue.filters')}>
      <div className="c-filters__row">
        <fieldset className="c-segmented">
          <legend className="c-visually-hidden">{t('queue.view')}</legend>
          {QUEUE_VIEWS.map((v) => (
            <label key={v} className={filters.view === v ? 'is-checked' : undefined}>
              <input
                type="radio"
                name={`${id}-view`}
                value={v}
                checked={filters.view === v}
                onChange={() => set({ view: v })}
              />
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
          <select
            id={`${id}-brand`}
            value={filters.brand ?? ''}
            onChange={(e) =>
              set({ brand: e.target.value || null, game: null, category: null, region: null, field: null })
            }
          >
            <option value="">{t('queue.allBrands')}</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {brandName(b)}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-game`}>{t('queue.game')}</label>
          <select
            id={`${id}-game`}
            value={filters.game ?? ''}
            onChange={(e) =>
              set({ game: e.target.value ? Number(e.target.value) : null, category: null, region: null, field: null })
            }
          >
            <option value="">{t('queue.allGames')}</option>
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {gameLabel(g)}
              </option>
            ))}
            {strayGame ? <option value={strayGame}>{t('queue.gameN', { id: strayGame })}</option> : null}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-status`}>{t('queue.status')}</label>
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(e) =>
              set({ status: e.target.value === '' ? null : (Number(e.target.value) as InquiryStatusValue) })
            }
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
          <input
            type="checkbox"
            checked={filters.status === null && filters.openOnly}
            disabled={filters.status !== null}
            onChange={(e) => set({ openOnly: e.target.checked })}
          />
          {t('queue.openOnly')}
        </label>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-category`}>{t('queue.category')}</label>
          <select
            id={`${id}-category`}
            value={filters.category ?? ''}
            onChange={(e) => set({ category: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('queue.allCategories')}</option>
            <OptionGroups groups={categoryGroups} grouped={grouped} label={gameLabel} />
            {strayCategory ? (
              <option value={strayCategory}>{t('queue.categoryN', { id: strayCategory })}</option>
            ) : null}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-region`}>{t('queue.region')}</label>
          <select
            id={`${id}-region`}
            value={filters.region ?? ''}
            onChange={(e) => set({ region: e.target.value || null })}
          >
            <option value="">{t('queue.allRegions')}</option>
            {regionOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
            {strayRegion ? <option value={strayRegion}>{strayRegion}</option> : null}
          </select>
        </div>
        <button
          type="button"
          className="c-button c-button--ghost"
          disabled={active === 0}
          onClick={() => onChange({ ...DEFAULT_FILTERS })}
        >
          {t('queue.clear')}
          {active > 0 ? <span className="c-badge">{active}</span> : null}
        </button>
      </div>
      <TriageFilters filters={filters} onChange={onChange} />
    </section>
  );
}

function OptionGroups({
  groups,
  grouped,
  label,
}: {
  groups: { game: CatalogueEntry; options: { value: string; label: string }[] }[];
  grouped: boolean;
  label: (g: CatalogueEntry) => string;
}) {
  const options = (list: { value: string; label: string }[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  if (!grouped) return <>{groups.flatMap((g) => options(g.options))}</>;
  return (
    <>
      {groups.map((g) => (
        <optgroup key={`${g.game.brand}-${g.game.id}`} label={label(g.game)}>
          {options(g.options)}
        </optgroup>
      ))}
    </>
  );
}
