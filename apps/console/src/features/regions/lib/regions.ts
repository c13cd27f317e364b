// The regions editor's rows, from the game's stored regions and servers (GET) to the API's body
// (RegionsEditSchema, which replaces every region and server of a game at once). Keys are local,
// for React; ids are what players see in the form.
import { LANGUAGES } from '@guildhall/contract/areas';
import { RegionsEditSchema, type AdminRegion } from '@guildhall/contract/staff-admin';
import type { z } from 'zod';

export interface ServerRow {
  key: string;
  serverId: string;
  names: Partial<Record<string, string>>;
}
export interface RegionRow {
  key: string;
  gameAreaId: string;
  names: Partial<Record<string, string>>;
  servers: ServerRow[];
}

let seq = 0;
export const rowKey = () => `r${++seq}`;

/** Rows from a game's stored regions, each with its servers and every language's names. */
export function regionsToRows(regions: readonly AdminRegion[]): RegionRow[] {
  return regions.map((r) => ({
    key: rowKey(),
    gameAreaId: r.gameAreaId,
    names: { ...r.names },
    servers: r.servers.map((s) => ({ key: rowKey(), serverId: s.serverId, names: { ...s.names } })),
  }));
}

/** The languages some region or server has a name in, in the contract's order. */
export function namedLanguages(rows: readonly RegionRow[]): string[] {
  const used = new Set(
    rows.flatMap((r) => [r, ...r.servers].flatMap((x) => Object.keys(x.names).filter((l) => x.names[l]))),
  );
  return LANGUAGES.filter((l) => used.has(l));
}

/** A new server's id: `s` and the next number after the game's highest (ids are the game's, not a region's). */
export function nextServerId(rows: readonly RegionRow[]): string {
  const numbers = rows
    .flatMap((r) => r.servers.map((s) => /^s(\d{1,9})$/i.exec(s.serverId.trim())?.[1]))
    .filter((n) => n !== undefined);
  return `s${Math.max(0, ...numbers.map(Number)) + 1}`;
}

const clean = (names: Partial<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(names)
      .filter(([, v]) => v && v.trim())
      .map(([k, v]) => [k, v!.trim()]),
  );

export type RegionsResult =
  { ok: true; body: z.output<typeof RegionsEditSchema> } | { ok: false; invalid: Set<string> };

/**
 * The body, or the row keys to fix: an empty or repeated id (a server id repeats across the whole
 * game, not only its region), a bad character, a name too long. Every copy of a repeat is marked.
 */
export function rowsToBody(rows: readonly RegionRow[]): RegionsResult {
  const invalid = new Set<string>();
  const count = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
  const regionIds = count(rows.map((r) => r.gameAreaId.trim()));
  const serverIds = count(rows.flatMap((r) => r.servers.map((s) => s.serverId.trim().toLowerCase())));
  for (const r of rows) {
    if ((regionIds.get(r.gameAreaId.trim()) ?? 0) > 1) invalid.add(r.key);
    for (const s of r.servers) if ((serverIds.get(s.serverId.trim().toLowerCase()) ?? 0) > 1) invalid.add(s.key);
  }
  const candidate = {
    regions: rows.map((r) => ({
      gameAreaId: r.gameAreaId,
      names: clean(r.names),
      servers: r.servers.map((s) => ({ serverId: s.serverId, names: clean(s.names) })),
    })),
  };
  const parsed = RegionsEditSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, ri, part, si] = issue.path as (string | number)[];
      const region = typeof ri === 'number' ? rows[ri] : undefined;
      if (!region) continue;
      if (part === 'servers' && typeof si === 'number' && region.servers[si]) invalid.add(region.servers[si]!.key);
      else invalid.add(region.key);
    }
  }
  if (invalid.size || !parsed.success) return { ok: false, invalid };
  return { ok: true, body: parsed.data };
}
