// The demo: nine brands, their games with texts per language, notice pages, generated artwork,
// support data (categories, FAQs, regions, servers, characters), two players, three staff and their
// canned replies, SLA calendars and policies. Written together, once, into an empty database, in one transaction with a
// `demo_seeded` row in `meta`: a crash leaves nothing and the next start writes it all again, and
// once written it is never written again, so a deleted demo account stays deleted and a game added
// later gets no demo FAQs. Artwork is drawn at build (apps/api/scripts/artwork) into
// seed-data/artwork and stored from there: while the demo's rows still point at it, every start
// re-creates any file missing from storage (a new node, a wiped media folder).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely, Transaction } from 'kysely';
import { CONSENT_NOTICES, FOOTER_NOTICES, type FooterKind } from '@guildhall/contract/footers';
import type { Database } from '../schema';
import type { Storage } from '../../lib/storage';
import { sha256Hex } from '../../lib/hash';
import { hashPassword } from '../../lib/password';
import { seedDataPath } from './data-path';
import { seedBrands, seedGames, type SeedBrand, type SeedGame } from './demo-data';
import { noticeTemplates } from './notices';
import { DEMO_ACCOUNTS, insertDemoAccounts } from './demo-accounts';
import { DEMO_STAFF, insertDemoStaff } from './demo-staff';
import { insertSupportData } from './seed-support';
import { insertDemoSla } from './demo-sla';

export const MEDIA_PREFIX = '/media/';

/** Stores the file unless it is there, or only when a row still points at it (`wanted`). */
async function storeSvg(
  storage: Storage,
  folder: string,
  name: string,
  svg: string,
  wanted?: ReadonlySet<string>,
): Promise<string> {
  const key = `${folder}/${name}.${sha256Hex(svg).slice(0, 10)}.svg`;
  if ((!wanted || wanted.has(MEDIA_PREFIX + key)) && !(await storage.exists(key))) await storage.put(key, svg);
  return MEDIA_PREFIX + key;
}

/** A picture drawn by `npm run artwork` (brands/<id>-logo.svg, games/<slug>-cover.svg…). */
function artwork(folder: string, name: string): string {
  const file = seedDataPath('artwork', folder, `${name}.svg`);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new Error(
      `The demo artwork ${file} is missing: run \`npm run artwork\` (npm run build and npm install run it too).`,
      { cause: err },
    );
  }
}

async function brandArt(storage: Storage, b: SeedBrand, wanted?: ReadonlySet<string>) {
  return {
    logo: await storeSvg(storage, 'brands', `${b.id}-logo`, artwork('brands', `${b.id}-logo`), wanted),
    favicon: await storeSvg(storage, 'brands', `${b.id}-favicon`, artwork('brands', `${b.id}-favicon`), wanted),
  };
}

async function gameArt(storage: Storage, g: SeedGame, wanted?: ReadonlySet<string>) {
  const out: Record<'logo' | 'cover' | 'banner' | 'icon', string> = { logo: '', cover: '', banner: '', icon: '' };
  for (const kind of ['logo', 'cover', 'banner', 'icon'] as const) {
    out[kind] = await storeSvg(storage, 'games', `${g.slug}-${kind}`, artwork('games', `${g.slug}-${kind}`), wanted);
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

/** The `meta` key whose row says the demo was written into this database (migration 009). */
export const DEMO_SEEDED = 'demo_seeded';

export type SeedResult = { seeded: true } | { seeded: false; reason: 'already_seeded' | 'not_empty' };

export interface SeedOptions {
  /** scrypt cost of the demo accounts' hashes (PASSWORD_HASH_COST). */
  passwordCost: number;
  /** Called inside the transaction before its first demo row (the crash test kills the process here). */
  onWriting?: () => void;
}

class NotEmpty extends Error {}

export async function demoSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('meta').select('key').where('key', '=', DEMO_SEEDED).executeTakeFirst());
}

/** Nothing a publisher made: no brand, game, player or staff member. */
async function isEmpty(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  for (const table of ['brands', 'games', 'users', 'staff'] as const) {
    if (await db.selectFrom(table).select('created_at').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

/**
 * The one way to write the demo: into an empty database that never had it, all in one
 * transaction. Several processes starting together on one PostgreSQL: one writes it, the others
 * wait on the `meta` row's key and then find it written.
 */
export async function seedDemo(db: Kysely<Database>, storage: Storage, options: SeedOptions): Promise<SeedResult> {
  if (await demoSeeded(db)) return { seeded: false, reason: 'already_seeded' };
  if (!(await isEmpty(db))) return { seeded: false, reason: 'not_empty' };

  // Before the transaction, which they would hold open: files under content-hashed names (a retry
  // after a crash reuses them) and the passwords' hashes (about a second each at cost 17).
  const brandArtByBrand = new Map<string, { logo: string; favicon: string }>();
  for (const b of seedBrands) brandArtByBrand.set(b.id, await brandArt(storage, b));
  const gameArtBySlug = new Map<string, Awaited<ReturnType<typeof gameArt>>>();
  for (const g of seedGames) gameArtBySlug.set(g.slug, await gameArt(storage, g));
  const hashes = new Map<string, string>();
  for (const password of new Set([...DEMO_ACCOUNTS, ...DEMO_STAFF].map((d) => d.password)))
    hashes.set(password, await hashPassword(password, options.passwordCost));

  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      // The marker first: its primary key makes a second writer wait here, then fail.
      await trx
        .insertInto('meta')
        .values({ key: DEMO_SEEDED, value: JSON.stringify({ at: now }), created_at: now })
        .execute();
      if (!(await isEmpty(trx))) throw new NotEmpty();
      options.onWriting?.();
      await insertDemoData(trx, now, brandArtByBrand, gameArtBySlug);
      await insertDemoAccounts(trx, hashes, now);
      await insertDemoStaff(trx, hashes, now);
      await insertDemoSla(trx, now);
    });
  } catch (err) {
    if (err instanceof NotEmpty) return { seeded: false, reason: 'not_empty' };
    if (await demoSeeded(db)) return { seeded: false, reason: 'already_seeded' };
    throw err;
  }
  return { seeded: true };
}

/**
 * Re-creates the demo artwork that rows still point at and storage lacks; nothing in a database
 * that never had the demo, and nothing an admin has replaced.
 */
export async function restoreDemoArtwork(db: Kysely<Database>, storage: Storage): Promise<void> {
  if (!(await demoSeeded(db))) return;
  const wanted = new Set<string>();
  for (const b of await db.selectFrom('brands').select(['logo', 'favicon']).execute())
    for (const url of Object.values(b)) wanted.add(url);
  for (const g of await db.selectFrom('games').select(['logo', 'cover', 'banner', 'icon']).execute())
    for (const url of Object.values(g)) wanted.add(url);
  for (const b of seedBrands) await brandArt(storage, b, wanted);
  for (const g of seedGames) await gameArt(storage, g, wanted);
}

async function insertDemoData(
  trx: Transaction<Database>,
  now: string,
  brandArtByBrand: Map<string, { logo: string; favicon: string }>,
  gameArtBySlug: Map<string, Awaited<ReturnType<typeof gameArt>>>,
): Promise<void> {
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
        reply_within_hours: b.replyWithinHours,
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

    // The footer's notices and the documents the required consents link to (CONSENT_NOTICES),
    // whatever the footer shows: a consent always has its document.
    const wanted = [...new Set([...FOOTER_NOTICES[b.footer as FooterKind], ...Object.values(CONSENT_NOTICES)])];
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
        // What a game's backend signs its in-game sessions with (README "In-game entry").
        platform_secret: randomBytes(32).toString('hex'),
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
    const titles = Object.fromEntries(Object.entries(g.texts).map(([lang, t]) => [lang, t?.title]));
    await insertSupportData(trx, { id: row.id, game_name: g.gameName, area: g.area, titles }, now);
  }
}
