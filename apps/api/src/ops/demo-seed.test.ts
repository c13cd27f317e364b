// The demo is written once, whole, into an empty database only (db/seed/seed.ts): never again on a
// later start, never into real data, and a process killed while writing it leaves nothing, so the
// next start writes it cleanly. Migration 009 marks a database an older version seeded.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, dialects, freshDatabase, TEST_PASSWORD_COST } from '../../test/helper';
import { migrate, type DbHandle } from '../db/connection';
import { migrationProvider } from '../db/migrations/migration-list';
import { DEMO_SEEDED, demoSeeded, restoreDemoArtwork, seedDemo } from '../db/seed/seed';
import { seedBrands, seedGames } from '../db/seed/demo-data';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { DEMO_STAFF } from '../db/seed/demo-staff';
import { localStorage } from '../lib/storage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function counts(db: DbHandle) {
  const n = async (
    table: 'brands' | 'games' | 'users' | 'staff' | 'faqs' | 'inquiry_types' | 'canned_replies' | 'meta' | 'game_roles',
  ) =>
    Number(
      (
        await db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    brands: await n('brands'),
    games: await n('games'),
    users: await n('users'),
    staff: await n('staff'),
    faqs: await n('faqs'),
    inquiryTypes: await n('inquiry_types'),
    canned: await n('canned_replies'),
    meta: await n('meta'),
    roles: await n('game_roles'),
  };
}

describe.each(dialects)('the demo seed on %s', (dialect) => {
  it('writes everything once into an empty database, and nothing on a later start', async () => {
    const f = await freshDatabase(dialect);
    const db = f.open();
    try {
      await migrate(db);
      const media = localStorage(path.join(f.dataDir, 'media'));
      expect(await demoSeeded(db.db)).toBe(false);
      expect(await seedDemo(db.db, media, { passwordCost: TEST_PASSWORD_COST })).toEqual({ seeded: true });
      const first = await counts(db);
      expect(first).toMatchObject({
        brands: seedBrands.length,
        games: seedGames.length,
        users: DEMO_ACCOUNTS.length,
        staff: DEMO_STAFF.length,
        meta: 1,
      });
      expect(first.faqs).toBeGreaterThan(seedGames.length);
      expect(first.inquiryTypes).toBeGreaterThan(seedGames.length);
      expect(first.canned).toBeGreaterThan(0);
      expect(await db.db.selectFrom('games').select('id').where('platform_secret', 'is', null).execute()).toEqual([]);
      expect(await db.db.selectFrom('meta').select('key').execute()).toEqual([{ key: DEMO_SEEDED }]);

      expect(await seedDemo(db.db, media, { passwordCost: TEST_PASSWORD_COST })).toEqual({
        seeded: false,
        reason: 'already_seeded',
      });
      expect(await counts(db)).toEqual(first);
    } finally {
      await db.close();
      await f.drop();
    }
  });

  it('never brings back a deleted demo account, nor gives a later game demo FAQs or a secret', async () => {
    const t = await createTestApp(dialect);
    try {
      const db = t.db.db;
      const media = localStorage(path.join(t.dataDir, 'media'));
      await db.deleteFrom('users').where('account', '=', DEMO_ACCOUNTS[1].account).execute();
      await db.deleteFrom('staff').where('email', '=', DEMO_STAFF[0].email).execute();
      const brand = await db.selectFrom('brands').select('logo').where('id', '=', 'nova').executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const game = await db
        .insertInto('games')
        .values({
          brand_id: 'nova',
          slug: 'real-game',
          game_name: 'Real Game',
          area: 'kr',
          platforms: 'android',
          recharge_url: 'https://pay.example/',
          repayment_url: 'https://pay.example/r',
          download_url: null,
          logo: brand.logo,
          cover: brand.logo,
          banner: brand.logo,
          icon: brand.logo,
          sort: 99,
          visible: 1,
          platform_secret: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = await counts(t.db);

      // What a restart does, with SEED_DEMO=true.
      expect(await seedDemo(db, media, { passwordCost: TEST_PASSWORD_COST })).toEqual({
        seeded: false,
        reason: 'already_seeded',
      });
      await restoreDemoArtwork(db, media);
      expect(await counts(t.db)).toEqual(before);
      expect(
        await db.selectFrom('users').select('id').where('account', '=', DEMO_ACCOUNTS[1].account).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await db.selectFrom('staff').select('id').where('email', '=', DEMO_STAFF[0].email).executeTakeFirst(),
      ).toBeUndefined();
      expect(await db.selectFrom('faqs').select('id').where('game_id', '=', game.id).execute()).toEqual([]);
      expect(await db.selectFrom('inquiry_types').select('id').where('game_id', '=', game.id).execute()).toEqual([]);
      expect(
        (await db.selectFrom('games').select('platform_secret').where('id', '=', game.id).executeTakeFirstOrThrow())
          .platform_secret,
      ).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('writes nothing into a database that holds real data, even one without the demo marker', async () => {
    const f = await freshDatabase(dialect);
    const db = f.open();
    try {
      await migrate(db);
      const now = new Date().toISOString();
      await db.db
        .insertInto('staff')
        .values({
          email: 'ops@publisher.example',
          name: 'Ops',
          role: 'admin',
          password_hash: 'x',
          totp_secret: null,
          totp_enabled: 0,
          totp_last_step: 0,
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const storage = localStorage(path.join(f.dataDir, 'media'));
      expect(await seedDemo(db.db, storage, { passwordCost: TEST_PASSWORD_COST })).toEqual({
        seeded: false,
        reason: 'not_empty',
      });
      await restoreDemoArtwork(db.db, storage);
      expect(await counts(db)).toMatchObject({ brands: 0, games: 0, users: 0, staff: 1, faqs: 0, meta: 0 });
      const media = path.join(f.dataDir, 'media');
      expect(
        fs.existsSync(media)
          ? fs.readdirSync(media, { recursive: true }).filter((n) => String(n).endsWith('.svg'))
          : [],
      ).toEqual([]);
    } finally {
      await db.close();
      await f.drop();
    }
  });

  it('restores lost artwork the rows still point at, and not what an admin replaced', async () => {
    const t = await createTestApp(dialect);
    try {
      const db = t.db.db;
      const media = localStorage(path.join(t.dataDir, 'media'));
      const nova = await db
        .selectFrom('brands')
        .select(['logo', 'favicon'])
        .where('id', '=', 'nova')
        .executeTakeFirstOrThrow();
      const file = (url: string) => path.join(t.dataDir, 'media', url.replace(/^\/media\//, ''));
      fs.rmSync(file(nova.logo));
      fs.rmSync(file(nova.favicon));
      // An admin replaced the favicon: the demo's is no longer wanted.
      await db.updateTable('brands').set({ favicon: '/media/brands/custom.svg' }).where('id', '=', 'nova').execute();
      await restoreDemoArtwork(db, media);
      expect(fs.existsSync(file(nova.logo))).toBe(true);
      expect(fs.existsSync(file(nova.favicon))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('migration 009 marks a database an older version seeded, so it is not seeded again', async () => {
    const f = await freshDatabase(dialect);
    const db = f.open();
    try {
      const migrator = new Migrator({
        db: db.db,
        provider: migrationProvider(db.dialect),
        ...(db.schema ? { migrationTableSchema: db.schema } : {}),
      });
      expect((await migrator.migrateTo('008_idempotency_claims')).error).toBeUndefined();
      const now = new Date().toISOString();
      const b = seedBrands[0]!;
      await db.db
        .insertInto('brands')
        .values({
          id: b.id,
          name: b.name,
          hosts: '[]',
          main_color: b.mainColor,
          radius: b.radius,
          footer: b.footer,
          default_area: b.defaultArea,
          user_center: 1,
          recharge_button: 1,
          carousel: b.carousel,
          company: b.company,
          contact_email: b.contactEmail,
          address: b.address,
          representative: b.representative,
          phone: b.phone,
          attachment_max_files: 5,
          attachment_max_bytes: 1000,
          logo: '/media/x.svg',
          favicon: '/media/y.svg',
          api_base: null,
          beta_api_base: null,
          sort: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await migrate(db);
      expect(await demoSeeded(db.db)).toBe(true);
      expect(
        await seedDemo(db.db, localStorage(path.join(f.dataDir, 'media')), { passwordCost: TEST_PASSWORD_COST }),
      ).toEqual({ seeded: false, reason: 'already_seeded' });
      expect(await counts(db)).toMatchObject({ brands: 1, users: 0, staff: 0 });

      // A database without brands is not marked.
      const g = await freshDatabase(dialect);
      const other = g.open();
      try {
        await migrate(other);
        expect(await demoSeeded(other.db)).toBe(false);
      } finally {
        await other.close();
        await g.drop();
      }
    } finally {
      await db.close();
      await f.drop();
    }
  });

  it('two processes starting together write it once', async () => {
    const f = await freshDatabase(dialect);
    const env = { ...process.env, DATA_DIR: f.dataDir, PG_SCHEMA: f.schema ?? '' };
    // Migrated first, as the server does before seeding (Kysely's migration lock is not the subject here).
    const db = f.open();
    await migrate(db);
    const start = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/seed-child.ts'], {
          cwd: root,
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`seed child exited ${code}: ${out}`)),
        );
      });
    try {
      const outs = await Promise.all([start(), start()]);
      expect(outs.filter((o) => o.includes('done {"seeded":true}'))).toHaveLength(1);
      expect(outs.filter((o) => o.includes('"reason":"already_seeded"'))).toHaveLength(1);
      expect(await counts(db)).toMatchObject({
        brands: seedBrands.length,
        games: seedGames.length,
        users: DEMO_ACCOUNTS.length,
        staff: DEMO_STAFF.length,
        meta: 1,
      });
    } finally {
      await db.close();
      await f.drop();
    }
  }, 120_000);

  it('a process killed while writing leaves nothing, and the next start writes it whole', async () => {
    const f = await freshDatabase(dialect);
    const env = { ...process.env, DATA_DIR: f.dataDir, ...(f.schema ? { PG_SCHEMA: f.schema } : { PG_SCHEMA: '' }) };
    const run = (killAfterMs: number | null) =>
      new Promise<{ out: string; signal: NodeJS.Signals | null }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/seed-child.ts'], {
          cwd: root,
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (killAfterMs !== null && out.includes('writing\n'))
            setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
        });
        child.on('error', reject);
        child.on('exit', (_code, signal) => resolve({ out, signal }));
      });
    const db = f.open();
    try {
      const whole = {
        brands: seedBrands.length,
        games: seedGames.length,
        users: DEMO_ACCOUNTS.length,
        staff: DEMO_STAFF.length,
        meta: 1,
      };
      // Killed at several points of the transaction (about a second on SQLite here); a fast
      // machine may finish before the later kills, and then it must have written everything.
      let kills = 0;
      let finished = false;
      for (const delay of [0, 150, 400]) {
        const killed = await run(delay);
        expect(killed.out).toContain('writing');
        if (killed.signal !== 'SIGKILL') {
          expect(await counts(db)).toMatchObject(whole);
          finished = true;
          break;
        }
        kills++;
        // All or nothing: a kill that lands after the commit (before the process could say so)
        // finds everything written, one before it finds nothing; never a part.
        const after = await counts(db);
        if (after.meta === 1) {
          expect(after).toMatchObject(whole);
          finished = true;
          break;
        }
        expect(after).toEqual({
          brands: 0,
          games: 0,
          users: 0,
          staff: 0,
          faqs: 0,
          inquiryTypes: 0,
          canned: 0,
          meta: 0,
          roles: 0,
        });
      }
      expect(kills).toBeGreaterThan(0);
      const again = await run(null);
      expect(again.out).toContain(
        finished ? 'done {"seeded":false,"reason":"already_seeded"}' : 'done {"seeded":true}',
      );
      expect(await counts(db)).toMatchObject(whole);
    } finally {
      await db.close();
      await f.drop();
    }
  }, 120_000);
});
