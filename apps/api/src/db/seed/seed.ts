// Demo data on first start: the nine brands, their games with texts per language, notice pages,
// and generated artwork. Runs in one transaction, so a failed seed leaves nothing half-written.
// Artwork is deterministic: every start re-creates any file missing from storage (a new node, a
// wiped media folder) under the same content-hashed name.
import type { Kysely } from 'kysely';
import { FOOTER_NOTICES, type FooterKind } from '@guildhall/contract/footers';
import type { Database } from '../schema';
import type { Storage } from '../../lib/storage';
import { sha256Hex } from '../../lib/hash';
import { brandArtwork, gameArtwork } from './artwork';
import { seedBrands, seedGames, type SeedBrand, type SeedGame } from './demo-data';
import { noticeTemplates } from './notices';

export const MEDIA_PREFIX = '/media/';

async function storeSvg(storage: Storage, folder: string, name: string, svg: string): Promise<string> {
  const key = `${folder}/${name}.${sha256Hex(svg).slice(0, 10)}.svg`;
  if (!(await storage.exists(key))) await storage.put(key, svg);
  return MEDIA_PREFIX + key;
}

async function brandArt(storage: Storage, b: SeedBrand) {
  const art = brandArtwork(b);
  return {
    logo: await storeSvg(storage, 'brands', `${b.id}-logo`, art.logo),
    favicon: await storeSvg(storage, 'brands', `${b.id}-favicon`, art.favicon),
  };
}

async function gameArt(storage: Storage, g: SeedGame) {
  const art = gameArtwork({ slug: g.slug, gameName: g.gameName, subTitle: g.texts.en.subTitle, art: g.art });
  const out: Record<'logo' | 'cover' | 'banner' | 'icon', string> = { logo: '', cover: '', banner: '', icon: '' };
  for (const kind of ['logo', 'cover', 'banner', 'icon'] as const) {
    out[kind] = await storeSvg(storage, 'games', `${g.slug}-${kind}`, art[kind]);
  }
  return out;
}

function fill(text: string, b: SeedBrand): string {
  const vars: Record<string, string> = {
    brand: b.name,
    company: b.company,
    email: b.contactEmail,
    address: b.address,
    phone: b.phone,
    representative: b.representative,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Seeds when the database has no brand yet; always makes sure the artwork files exist. */
export async function seedDemoData(db: Kysely<Database>, storage: Storage): Promise<{ seeded: boolean }> {
  const brandArtByBrand = new Map<string, { logo: string; favicon: string }>();
  for (const b of seedBrands) brandArtByBrand.set(b.id, await brandArt(storage, b));
  const gameArtBySlug = new Map<string, Awaited<ReturnType<typeof gameArt>>>();
  for (const g of seedGames) gameArtBySlug.set(g.slug, await gameArt(storage, g));

  const existing = await db.selectFrom('brands').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };

  const now = new Date().toISOString();
  try {
    await insertDemoData(db, now, brandArtByBrand, gameArtBySlug);
  } catch (err) {
    // Several processes starting together on one PostgreSQL: one seeds, the others find it done.
    const seededMeanwhile = await db.selectFrom('brands').select('id').limit(1).executeTakeFirst();
    if (seededMeanwhile) return { seeded: false };
    throw err;
  }
  return { seeded: true };
}

async function insertDemoData(
  db: Kysely<Database>,
  now: string,
  brandArtByBrand: Map<string, { logo: string; favicon: string }>,
  gameArtBySlug: Map<string, Awaited<ReturnType<typeof gameArt>>>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, b] of seedBrands.entries()) {
      const art = brandArtByBrand.get(b.id)!;
      await trx
        .insertInto('brands')
        .values({
          id: b.id,
          name: b.name,
          hosts: JSON.stringify(b.hosts),
          main_color: b.mainColor,
          radius: b.radius,
          footer: b.footer,
          default_area: b.defaultArea,
          user_center: b.userCenter ? 1 : 0,
          recharge_button: b.rechargeButton ? 1 : 0,
          carousel: b.carousel,
          company: b.company,
          contact_email: b.contactEmail,
          address: b.address,
          representative: b.representative,
          phone: b.phone,
          attachment_max_files: b.attachmentMaxFiles,
          attachment_max_bytes: b.attachmentMaxBytes,
          logo: art.logo,
          favicon: art.favicon,
          api_base: null,
          beta_api_base: null,
          sort: i,
          created_at: now,
          updated_at: now,
        })
        .execute();

      const wanted = FOOTER_NOTICES[b.footer as FooterKind];
      // Every language a notice is written in: a player may view any brand in another area
      // (`domain_area`), and reading falls back to the area's default language, then English.
      for (const slug of wanted) {
        const versions = noticeTemplates[slug];
        for (const [lang, text] of Object.entries(versions)) {
          await trx
            .insertInto('notices')
            .values({ brand_id: b.id, slug, lang, title: fill(text.title, b), body: fill(text.body, b), updated_at: now })
            .execute();
        }
      }
    }

    const sortByBrand = new Map<string, number>();
    for (const g of seedGames) {
      const sort = sortByBrand.get(g.brandId) ?? 0;
      sortByBrand.set(g.brandId, sort + 1);
      const art = gameArtBySlug.get(g.slug)!;
      const row = await trx
        .insertInto('games')
        .values({
          brand_id: g.brandId,
          slug: g.slug,
          game_name: g.gameName,
          area: g.area,
          platforms: g.platforms.join(','),
          recharge_url: g.rechargeUrl,
          repayment_url: g.repaymentUrl,
          download_url: g.downloadUrl,
          ...art,
          sort,
          visible: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [lang, t] of Object.entries(g.texts)) {
        if (!t) continue;
        await trx
          .insertInto('game_texts')
          .values({ game_id: row.id, lang, title: t.title, sub_title: t.subTitle, description: t.description })
          .execute();
      }
    }
  });
}
