// The regions editor's rows and the API's body (RegionsEditSchema, which replaces every region and
// server of a game at once). Keys are local, for React; ids are what players see in the form.
import { RegionsEditSchema } from '@guildhall/contract/staff-admin';
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

/** Rows from a game's current regions as GET /staff/catalogue lists them (one name, no servers). */
export function prefillRegions(regions: readonly { gameAreaId: string; name: string }[], nameLang = 'en'): RegionRow[] {
  return regions.map((r) => ({ key: rowKey(), gameAreaId: r.gameAreaId, names: r.name && r.name !== r.gameAreaId ? { [nameLang]: r.name } : {}, servers: [] }));
}

const clean = (names: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(names).filter(([, v]) => v && v.trim()).map(([k, v]) => [k, v!.trim()]));

export type RegionsResult = { ok: true; body: z.output<typeof RegionsEditSchema> } | { ok: false; invalid: Set<string> };

/** The body, or the row keys to fix: an empty or repeated id, a bad character, a name too long. */
export function rowsToBody(rows: readonly RegionRow[]): RegionsResult {
  const invalid = new Set<string>();
  const regionIds = new Map<string, number>();
  for (const r of rows) regionIds.set(r.gameAreaId.trim(), (regionIds.get(r.gameAreaId.trim()) ?? 0) + 1);
  for (const r of rows) {
    if ((regionIds.get(r.gameAreaId.trim()) ?? 0) > 1) invalid.add(r.key);
    const serverIds = new Map<string, number>();
    for (const s of r.servers) serverIds.set(s.serverId.trim().toLowerCase(), (serverIds.get(s.serverId.trim().toLowerCase()) ?? 0) + 1);
    for (const s of r.servers) if ((serverIds.get(s.serverId.trim().toLowerCase()) ?? 0) > 1) invalid.add(s.key);
  }
  const candidate = {
    regions: rows.map((r) => ({ gameAreaId: r.gameAreaId, names: clean(r.names), servers: r.servers.map((s) => ({ serverId: s.serverId, names: clean(s.names) })) })),
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
