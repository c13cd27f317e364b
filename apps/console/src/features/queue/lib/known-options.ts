// Games, regions and categories the console has seen in answers, offered in the queue's filters.
// The staff API has no catalogue listing yet (GET /staff/admin/... is coming); until then the
// options grow with what the queue shows, kept for the tab's session.
import { useSyncExternalStore } from 'react';

export interface KnownOptions {
  games: { id: number; name: string; brand: string }[];
  regions: { id: string; brand: string }[];
  categories: { id: number; gameId: number }[];
}

const KEY = 'gh_console_known';
const EMPTY: KnownOptions = { games: [], regions: [], categories: [] };
const listeners = new Set<() => void>();

function load(): KnownOptions {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as KnownOptions) : null;
    return v && Array.isArray(v.games) && Array.isArray(v.regions) && Array.isArray(v.categories) ? v : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: KnownOptions | null = null;

function current(): KnownOptions {
  state ??= load();
  return state;
}

/** Adds what a page of the queue (or an inquiry) shows; unchanged state keeps its identity. */
export function remember(items: readonly { gameId: number; gameName: string; brand: string; region: string; queryType: number }[]): void {
  const s = current();
  let games = s.games;
  let regions = s.regions;
  let categories = s.categories;
  for (const i of items) {
    if (!games.some((g) => g.id === i.gameId)) games = [...games, { id: i.gameId, name: i.gameName, brand: i.brand }];
    if (i.region && !regions.some((r) => r.id === i.region && r.brand === i.brand)) regions = [...regions, { id: i.region, brand: i.brand }];
    if (!categories.some((c) => c.id === i.queryType)) categories = [...categories, { id: i.queryType, gameId: i.gameId }];
  }
  if (games === s.games && regions === s.regions && categories === s.categories) return;
  state = {
    games: [...games].sort((a, b) => a.name.localeCompare(b.name)),
    regions: [...regions].sort((a, b) => a.id.localeCompare(b.id)),
    categories: [...categories].sort((a, b) => a.id - b.id),
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage disabled: the options last for this page only
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKnownOptions(): KnownOptions {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}
