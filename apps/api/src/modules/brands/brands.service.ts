// Which brand a request belongs to: its Host (port ignored) against `<id>.localhost`, the brands'
// production hosts (database and BRAND_HOSTS_* settings); anything else gets the default brand.
import { AREA_LANGUAGES, type Area } from '@guildhall/contract/areas';
import { BrandSchema, type Brand } from '@guildhall/contract/brands';
import type { CarouselStyle, FooterKind } from '@guildhall/contract/footers';
import type { Kysely } from 'kysely';
import type { BrandRow, Database } from '../../db/schema';
import { listBrands } from './brands.repository';

export interface ResolvedBrand {
  brand: Brand;
  row: BrandRow;
  hosts: string[];
}

const CACHE_MS = 2000;

export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function toBrand(row: BrandRow): Brand {
  return BrandSchema.parse({
    id: row.id,
    name: row.name,
    mainColor: row.main_color,
    radius: row.radius,
    footer: row.footer as FooterKind,
    defaultArea: row.default_area as Area,
    userCenter: row.user_center === 1,
    rechargeButton: row.recharge_button === 1,
    carousel: row.carousel as CarouselStyle,
    replyWithinHours: row.reply_within_hours,
    logo: row.logo,
    favicon: row.favicon,
    company: row.company,
    contactEmail: row.contact_email,
    attachmentMaxFiles: row.attachment_max_files,
    attachmentMaxBytes: row.attachment_max_bytes,
  });
}

export function createBrandDirectory(
  db: Kysely<Database>,
  options: { defaultBrand: string; extraHosts: Record<string, string[]> },
) {
  // Every request resolves its brand, so the list is cached for CACHE_MS and concurrent misses
  // share one query. `invalidate()` (a catalogue.changed event, from any process) bumps the
  // generation: a query that started before the change must not put the old list back.
  let cache: { at: number; brands: ResolvedBrand[] } | null = null;
  let loading: Promise<ResolvedBrand[]> | null = null;
  let generation = 0;

  async function load(): Promise<ResolvedBrand[]> {
    const rows = await listBrands(db);
    return rows.map((row) => {
      const stored = JSON.parse(row.hosts) as string[];
      const hosts = [`${row.id}.localhost`, ...stored, ...(options.extraHosts[row.id] ?? [])].map((h) =>
        h.toLowerCase(),
      );
      return { brand: toBrand(row), row, hosts };
    });
  }

  async function all(): Promise<ResolvedBrand[]> {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache.brands;
    if (loading) return loading;
    const started = generation;
    const current = load()
      .then((brands) => {
        if (generation === started) cache = { at: Date.now(), brands };
        return brands;
      })
      .finally(() => {
        if (loading === current) loading = null;
      });
    loading = current;
    return current;
  }

  async function resolve(hostHeader: string | undefined): Promise<ResolvedBrand> {
    const host = hostName(hostHeader);
    const brands = await all();
    const match =
      brands.find((b) => b.hosts.includes(host)) ??
      // `<id>-demo.localhost` and other -demo hosts are the beta of the same brand.
      brands.find((b) => b.hosts.includes(host.replace('-demo', ''))) ??
      brands.find((b) => b.brand.id === options.defaultBrand) ??
      brands[0];
    if (!match) throw new Error('No brand in the database: was the seed run?');
    return match;
  }

  return {
    all,
    /** The list while it is fresh, without waiting: the per-request fast path (plugins/context.ts). */
    fresh(): readonly ResolvedBrand[] | undefined {
      return cache && Date.now() - cache.at < CACHE_MS ? cache.brands : undefined;
    },
    resolve,
    invalidate() {
      cache = null;
      loading = null;
      generation += 1;
    },
  };
}

export type BrandDirectory = ReturnType<typeof createBrandDirectory>;

export function languagesOf(area: Area) {
  return AREA_LANGUAGES[area];
}
