// The "auto-assign" scenario of scripts/bench.ts: how many new inquiries per second
// automatic assignment keeps up with on SQLite. A fresh SQLite file is migrated and seeded as the
// server does it (demo brands, games and categories with their skill keys), and a staff of agents
// is set online: each on a few brands, reading a few languages, some with skills, with capacities
// that some of them reach during the run. Then, one after another as SQLite writes them (one
// writer), each inquiry is filed the way the player's create files it: its row, then the
// automation seam (`afterInquiryEvent`, `created`) in the same transaction, which assigns it or
// leaves it waiting. The same loop without the seam gives the cost of the row alone, so the
// assignment's own cost per inquiry is reported too. Afterwards the database is checked: nobody
// above capacity, one audit entry per assigned inquiry, and the waiting ones are those nobody could
// take.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { migrate, openDb, type DbHandle } from '../apps/api/src/db/connection';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { storageFor } from '../apps/api/src/lib/s3-storage';
import { loadConfig } from '../apps/api/src/config';
import { afterInquiryEvent } from '../apps/api/src/modules/automation/automation.service';
import { BenchError } from './bench-process';

export interface AssignmentSettings {
  /** Seconds of each measured loop (with and without the seam). */
  durationSeconds: number;
  /** Agents online. */
  agents: number;
  /** Inquiries per second the scenario must sustain. */
  goalPerSecond: number;
}

export interface AssignmentFigures {
  agents: number;
  durationSeconds: number;
  filed: number;
  perSecond: number;
  assigned: number;
  waiting: number;
  /** The row alone (no seam), per second. */
  rowOnlyPerSecond: number;
  /** What the assignment adds per inquiry, in microseconds (the difference of the two loops). */
  assignmentMicros: number;
  /** Any agent above capacity, and assignments without exactly one audit entry (both must be 0). */
  aboveCapacity: number;
  auditMismatches: number;
  goalPerSecond: number;
  meetsGoal: boolean;
}

const BRANDS = ['nova', 'ember', 'hanami', 'hoshi', 'lumen', 'tidal', 'vela', 'jade', 'aster'];
const LANGS = ['ko', 'ja', 'zh-TW', 'en', 'th', 'vi', 'id', 'zh-CN'];

export async function runAssignment(settings: AssignmentSettings, signal: AbortSignal): Promise<AssignmentFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-bench-assign-'));
  const db: DbHandle = openDb({ dataDir });
  try {
    await migrate(db);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '', PASSWORD_HASH_COST: '14' });
    await seedDemo(db.db, storageFor(config, 'media'), { passwordCost: 14 });
    const k = db.db;
    const user = (await k.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const games = await k.selectFrom('games').select(['id', 'brand_id']).execute();
    const types = await k.selectFrom('inquiry_types').select(['id', 'game_id']).execute();
    const gamesOf = BRANDS.map((b) => games.filter((g) => g.brand_id === b)).filter((g) => g.length > 0);
    if (gamesOf.length === 0) throw new BenchError('the seeded database has no game of the demo brands');
    const typesOf = new Map<number, number[]>();
    for (const t of types) typesOf.set(t.game_id, [...(typesOf.get(t.game_id) ?? []), t.id]);

    // The staff: every agent online on three brands and two or three languages; a third with
    // skills; capacities from 20 to 400, so the small ones fill up during the run.
    const at = new Date().toISOString();
    const skills = ['account', 'payment', 'bug', 'gameplay'];
    for (let i = 0; i < settings.agents; i++) {
      const row = await k
        .insertInto('staff')
        .values({
          email: `bench-agent-${i}@example.com`,
          name: `Agent ${i}`,
          role: 'agent',
          password_hash: 'x',
          totp_secret: null,
          totp_pending_secret: null,
          totp_enabled: 0,
          totp_last_step: 0,
          disabled: 0,
          created_at: at,
          updated_at: at,
          capacity: 20 + ((i * 37) % 381),
          presence: 'online',
          presence_at: at,
          auto_assign: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const b of new Set([
        BRANDS[i % BRANDS.length]!,
        BRANDS[(i + 3) % BRANDS.length]!,
        BRANDS[(i + 5) % BRANDS.length]!,
      ])) {
        await k.insertInto('staff_brands').values({ staff_id: row.id, brand_id: b }).execute();
      }
      for (const l of new Set([LANGS[i % LANGS.length]!, LANGS[(i + 3) % LANGS.length]!, 'en']))
        await k.insertInto('staff_languages').values({ staff_id: row.id, lang: l }).execute();
      if (i % 3 === 0)
        for (const s of skills.slice(i % 4, (i % 4) + 2))
          await k.insertInto('staff_skills').values({ staff_id: row.id, skill: s }).execute();
    }

    let n = 0;
    // One inquiry as the player's create files it; `seam` false: the row alone.
    async function fileOne(seam: boolean): Promise<void> {
      n++;
      const brandGames = gamesOf[n % gamesOf.length]!;
      const game = brandGames[n % brandGames.length]!;
      const gameTypes = typesOf.get(game.id)!;
      const now = new Date().toISOString();
      await k.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('inquiries')
          .values({
            user_id: user,
            brand_id: game.brand_id,
            game_id: game.id,
            title: 'Purchase not delivered',
            status: InquiryStatus.new,
            query_type: gameTypes[n % gameTypes.length]!,
            region: '',
            game_area_id: 'main',
            area_name: '',
            server_id: 's1',
            server_name: '',
            role_id: '',
            role_name: 'Bench',
            email: null,
            phone: null,
            // One in ten in Arabic, which nobody here reads: those wait.
            lang: n % 10 === 0 ? 'ar' : LANGS[(n * 7) % LANGS.length]!,
            platform: '',
            user_agent: '',
            assigned_staff_id: null,
            score: null,
            score_comment: null,
            last_agent_reply_at: null,
            player_read_at: null,
            created_at: now,
            updated_at: now,
            ended_at: null,
            closed_at: null,
            tier_rank: n % 20 === 0 ? 2 : 0,
            priority: n % 4,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (seam)
          await afterInquiryEvent(trx, { type: 'created', inquiryId: row.id, at: now, actor: { kind: 'player' } });
      });
    }

    async function loop(
      seam: boolean,
      seconds: number,
    ): Promise<{ filed: number; seconds: number; ids: [number, number] }> {
      const first =
        (
          await k
            .selectFrom('inquiries')
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirst()
        )?.m ?? 0;
      const started = performance.now();
      let filed = 0;
      while (performance.now() - started < seconds * 1000) {
        if (signal.aborted) throw new BenchError('interrupted');
        await fileOne(seam);
        filed++;
      }
      const last =
        (
          await k
            .selectFrom('inquiries')
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirst()
        )?.m ?? 0;
      return { filed, seconds: (performance.now() - started) / 1000, ids: [Number(first) + 1, Number(last)] };
    }

    // Warm-up (statements prepared, pages cached), then the row alone, then with the seam.
    await loop(true, 1);
    const rowOnly = await loop(false, settings.durationSeconds);
    const withSeam = await loop(true, settings.durationSeconds);
    const perSecond = withSeam.filed / withSeam.seconds;
    const rowOnlyPerSecond = rowOnly.filed / rowOnly.seconds;

    // The database afterwards.
    const [from, to] = withSeam.ids;
    const inRun = await k
      .selectFrom('inquiries')
      .select(['id', 'assigned_staff_id'])
      .where('id', '>=', from)
      .where('id', '<=', to)
      .execute();
    const assigned = inRun.filter((r) => r.assigned_staff_id !== null);
    const audits = await k
      .selectFrom('audit_log')
      .select(['target_id'])
      .where('action', '=', 'inquiry.auto_assigned')
      .execute();
    const auditCount = new Map<string, number>();
    for (const a of audits) auditCount.set(a.target_id, (auditCount.get(a.target_id) ?? 0) + 1);
    const auditMismatches =
      assigned.filter((r) => auditCount.get(String(r.id)) !== 1).length +
      inRun.filter((r) => r.assigned_staff_id === null && auditCount.has(String(r.id))).length;
    const loads = await k
      .selectFrom('staff as s')
      .select(['s.id', 's.capacity'])
      .select((eb) =>
        eb
          .selectFrom('inquiries as i')
          .select(eb.fn.countAll().as('n'))
          .whereRef('i.assigned_staff_id', '=', 's.id')
          .where('i.status', '<', InquiryStatus.awaitingRating)
          .as('load'),
      )
      .execute();
    const aboveCapacity = loads.filter((l) => Number(l.load) > l.capacity).length;

    const assignmentMicros = Math.round((1 / perSecond - 1 / rowOnlyPerSecond) * 1e6);
    return {
      agents: settings.agents,
      durationSeconds: settings.durationSeconds,
      filed: withSeam.filed,
      perSecond: Math.round(perSecond),
      assigned: assigned.length,
      waiting: inRun.length - assigned.length,
      rowOnlyPerSecond: Math.round(rowOnlyPerSecond),
      assignmentMicros,
      aboveCapacity,
      auditMismatches,
      goalPerSecond: settings.goalPerSecond,
      meetsGoal:
        perSecond >= settings.goalPerSecond && aboveCapacity === 0 && auditMismatches === 0 && assigned.length > 0,
    };
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeAssignment(f: AssignmentFigures): string[] {
  return [
    `  ${f.filed} inquiries filed in ${f.durationSeconds} s with automatic assignment: ${f.perSecond}/s (goal ≥ ${f.goalPerSecond}/s), ${f.agents} agents online`,
    `  ${f.assigned} assigned, ${f.waiting} waiting (nobody reads their language, or every fitting agent is full)`,
    `  the row alone: ${f.rowOnlyPerSecond}/s; the assignment adds about ${f.assignmentMicros} µs per inquiry`,
    `  agents above capacity: ${f.aboveCapacity}; assignments without exactly one audit entry: ${f.auditMismatches}`,
  ];
}
