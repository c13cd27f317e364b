// The queue's filters and the page's query string, both ways: a view can be bookmarked and shared,
// and anything hand-edited or stale in the URL falls back to the default instead of erroring.
import { INQUIRY_STATUS_VALUES, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import { PLAYER_TIERS, PRIORITIES, type PlayerTier } from '@guildhall/contract/queue-automation';
import { QUEUE_SORTS, QUEUE_VIEWS, type QueueQuery } from '@guildhall/contract/staff';
// Status names in the URL (index = the wire value), so a link reads `status=processing`.
import { STATUS_NAMES, type StatusName } from '../../../lib/status';

export type QueueView = (typeof QUEUE_VIEWS)[number];
export type QueueSort = (typeof QUEUE_SORTS)[number];

export interface QueueFilters {
  brand: string | null;
  game: number | null;
  status: InquiryStatusValue | null;
  /** Only statuses below "awaiting rating"; ignored when a status is chosen. */
  openOnly: boolean;
  category: number | null;
  region: string | null;
  view: QueueView;
  sort: QueueSort;
  q: string;
  /** Tags, priority, tier and a field's value. */
  tag: string;
  priority: number | null;
  tier: PlayerTier | null;
  field: { id: number; value: string } | null;
}

export const DEFAULT_FILTERS: QueueFilters = {
  brand: null,
  game: null,
  status: null,
  openOnly: true,
  category: null,
  region: null,
  view: 'all',
  sort: 'updated',
  q: '',
  tag: '',
  priority: null,
  tier: null,
  field: null,
};

export const QUEUE_PAGE_SIZE = 25;
const MAX_ID = 2_147_483_647;

function positiveInt(v: string | null): number | null {
  if (v === null || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= MAX_ID ? n : null;
}

function code(v: string | null): string | null {
  return v !== null && /^[\w.-]{1,40}$/.test(v) ? v : null;
}

/** Filters from a query string; `brands` (the staff member's) drops a brand they do not work for. */
export function filtersFromSearch(search: URLSearchParams | string, brands?: readonly string[]): QueueFilters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const brand = code(p.get('brand'));
  const statusIndex = STATUS_NAMES.indexOf(p.get('status') as StatusName);
  const view = p.get('view');
  const sort = p.get('sort');
  const open = p.get('open');
  const fieldId = positiveInt(p.get('field'));
  const fieldValue = (p.get('value') ?? '').trim().slice(0, 200);
  return {
    brand: brand && (!brands || brands.includes(brand)) ? brand : null,
    game: positiveInt(p.get('game')),
    status: statusIndex >= 0 ? (INQUIRY_STATUS_VALUES[statusIndex] ?? null) : null,
    openOnly: open === null ? DEFAULT_FILTERS.openOnly : !(open === 'false' || open === '0'),
    category: positiveInt(p.get('category')),
    region: code(p.get('region')),
    view: (QUEUE_VIEWS as readonly string[]).includes(view ?? '') ? (view as QueueView) : DEFAULT_FILTERS.view,
    sort: (QUEUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as QueueSort) : DEFAULT_FILTERS.sort,
    q: (p.get('q') ?? '').trim().slice(0, 100),
    tag: (p.get('tag') ?? '').trim().slice(0, 40),
    priority:
      /^[0-9]$/.test(p.get('priority') ?? '') && Number(p.get('priority')) < PRIORITIES.length
        ? Number(p.get('priority'))
        : null,
    tier: (PLAYER_TIERS as readonly string[]).includes(p.get('tier') ?? '') ? (p.get('tier') as PlayerTier) : null,
    field: fieldId && fieldValue ? { id: fieldId, value: fieldValue } : null,
  };
}

/** The query string of some filters: defaults left out, always in the same order. */
export function filtersToSearch(f: QueueFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.brand) p.set('brand', f.brand);
  if (f.game) p.set('game', String(f.game));
  if (f.status !== null) p.set('status', STATUS_NAMES[f.status]);
  if (f.openOnly !== DEFAULT_FILTERS.openOnly) p.set('open', String(f.openOnly));
  if (f.category) p.set('category', String(f.category));
  if (f.region) p.set('region', f.region);
  if (f.view !== DEFAULT_FILTERS.view) p.set('view', f.view);
  if (f.sort !== DEFAULT_FILTERS.sort) p.set('sort', f.sort);
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.tag.trim()) p.set('tag', f.tag.trim());
  if (f.priority !== null) p.set('priority', String(f.priority));
  if (f.tier) p.set('tier', f.tier);
  if (f.field) {
    p.set('field', String(f.field.id));
    p.set('value', f.field.value);
  }
  return p;
}

/** The staff API's query (GET /staff/inquiries) for some filters, without the cursor. */
export function filtersToApiQuery(f: QueueFilters): QueueQuery {
  const q: QueueQuery = { view: f.view, sort: f.sort, pageSize: QUEUE_PAGE_SIZE };
  if (f.brand) q.brand = f.brand;
  if (f.game) q.gameId = f.game;
  if (f.status !== null) q.status = f.status;
  else if (f.openOnly) q.open = 'true';
  if (f.category) q.queryType = f.category;
  if (f.region) q.region = f.region;
  if (f.q.trim()) q.q = f.q.trim();
  if (f.tag.trim()) q.tag = f.tag.trim();
  if (f.priority !== null) q.priority = f.priority;
  if (f.tier) q.tier = f.tier;
  if (f.field) {
    q.fieldId = f.field.id;
    q.fieldValue = f.field.value;
  }
  return q;
}

/** How many filters differ from the default (shown on the reset button; a field and its value count once). */
export function activeFilterCount(f: QueueFilters): number {
  return [...filtersToSearch(f).keys()].filter((k) => k !== 'value').length;
}
