// The SLA job (decision record 27), every minute on one node (ops/scheduler.ts): finds the
// open inquiries whose running due time is inside its policy's warning window or past, records the
// warning or breach for that due time once (sla_warned_for / sla_breached_for), and raises the
// seam's `sla_warning` / `sla_breach` event in a transaction per inquiry, so the rules see it once.
// It first serves a recompute an admin's change left to it (too many open inquiries to do inline).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { afterInquiryEvent } from '../automation/automation.service';
import * as repo from './sla.repository';
import { recomputeInquiry } from './sla.service';

const BATCH = 500;
/** At most this many inquiries signalled per run; the rest are found next minute. */
const SIGNALS_PER_RUN = 2_000;

/** Recomputes every open inquiry's due times, a batch per transaction; answers how many. */
export async function recomputeOpen(db: Kysely<Database>): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    const ids = await repo.openIds(db, after, BATCH);
    if (ids.length === 0) return count;
    await db.transaction().execute(async (trx) => {
      for (const id of ids) await recomputeInquiry(trx, id);
    });
    count += ids.length;
    after = ids[ids.length - 1]!;
  }
}

export async function runSlaJob(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  let touched = 0;
  const pending = await repo.pendingRecompute(db);
  if (pending !== null) {
    touched += await recomputeOpen(db);
    await repo.clearRecompute(db, pending);
  }
  const policies = new Map((await repo.listPolicies(db)).map((p) => [p.id, p]));
  const maxWarn = Math.max(0, ...[...policies.values()].map((p) => p.warn_minutes));
  const at = new Date(now).toISOString();
  const candidates = await repo.dueBy(db, new Date(now + maxWarn * 60_000).toISOString(), SIGNALS_PER_RUN);
  for (const c of candidates) {
    const dueAt = c.sla_due_at!;
    const dueMs = Date.parse(dueAt);
    const warnMs = (c.sla_policy_id !== null ? (policies.get(c.sla_policy_id)?.warn_minutes ?? 0) : 0) * 60_000;
    const kind = dueMs <= now ? 'sla_breach' : dueMs - warnMs <= now ? 'sla_warning' : null;
    if (kind === null) continue;
    const column = kind === 'sla_breach' ? 'sla_breached_for' : 'sla_warned_for';
    if (c[column] === dueAt) continue;
    await db.transaction().execute(async (trx) => {
      // The conditional update is the guard: a due time signals its warning and its breach once.
      if (!(await repo.markSignalled(trx, c.id, column, dueAt))) return;
      await afterInquiryEvent(trx, { type: kind, inquiryId: c.id, dueAt, at, actor: { kind: 'system' } });
      touched += 1;
    });
  }
  return touched;
}
