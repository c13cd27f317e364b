// The SLA clock (decision record 27), step 2 of the automation seam: when something
// happens to an inquiry, its due times are written ahead (never computed per query).
//   created        → the policy (most specific match of brand, area, priority, tier); first response
//                    and resolution due, counted in the policy calendar's working time.
//   agent replied  → first responded (once); the next-response clock stops; the inquiry now waits
//                    on the player (status replied): the clock pauses (sla_paused_at, sla_due_at null).
//   player replied → the clock resumes: next response due from now, resolution due moved by the
//                    working time that passed while paused.
//   resolved       → nothing runs (sla_due_at null); reopened → a new next-response and resolution clock.
//   priority/tier  → the policy is chosen again and the due times recomputed from the history.
// sla_due_at is the nearest due time still running, which the queue sorts by. No policy: no due times.
// This module never imports the inquiries or queue service, nor the automation seam (no cycle).
import type { Updateable } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { SlaWeekSchema } from '@guildhall/contract/sla';
import type { Executor, InquiriesTable } from '../../db/schema';
import * as repo from './sla.repository';
import { addWorkingMinutes, workingCalendar, workingMinutesBetween, type WorkingCalendar } from './working-time';

/** The events that move the clock (the seam's AutomationEvent has these shapes among others). */
export type SlaClockEvent =
  | { type: 'created' | 'agent_replied' | 'player_replied'; inquiryId: number; at: string }
  | { type: 'status_changed'; inquiryId: number; from: number; to: number; at: string }
  | { type: 'changed'; inquiryId: number; what: string; at: string }
  | { type: string; inquiryId: number; at: string };

export interface PolicyMatch {
  brand_id: string | null;
  area: string | null;
  priority: number | null;
  tier: string | null;
  id: number;
}

/**
 * The most specific policy matching the inquiry: the one naming the most of brand, area, priority
 * and tier; among equally specific ones, brand counts before area, area before tier, tier before
 * priority (as the queue orders by tier before priority); then the oldest. A policy's null matches anything.
 */
export function choosePolicy<P extends PolicyMatch>(
  policies: readonly P[],
  inq: { brand_id: string; region: string; priority: number; player_tier: string | null },
): P | undefined {
  let best: P | undefined;
  let bestScore = -1;
  for (const p of policies) {
    if (p.brand_id !== null && p.brand_id !== inq.brand_id) continue;
    if (p.area !== null && p.area !== inq.region) continue;
    if (p.priority !== null && p.priority !== inq.priority) continue;
    if (p.tier !== null && p.tier !== inq.player_tier) continue;
    const named = [p.brand_id, p.area, p.priority, p.tier].filter((v) => v !== null).length;
    const score =
      named * 16 +
      (p.brand_id !== null ? 8 : 0) +
      (p.area !== null ? 4 : 0) +
      (p.tier !== null ? 2 : 0) +
      (p.priority !== null ? 1 : 0);
    if (score > bestScore || (score === bestScore && best && p.id < best.id)) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/** A stored calendar as working time (periods JSON, holiday dates); null when its periods do not parse. */
function toWorking(row: repo.SlaCalendarRow, holidays: string[]): WorkingCalendar | null {
  const week = SlaWeekSchema.safeParse(JSON.parse(row.periods));
  return week.success ? workingCalendar(row.time_zone, week.data, holidays) : null;
}

interface SlaConfig {
  version: string;
  policies: repo.SlaPolicyRow[];
  calendars: Map<number, WorkingCalendar | null>;
}

/**
 * The policies and calendars, read again only when their version changed (one small query per
 * event instead of three): every process sees an admin's change at its next event, and a
 * transaction that made the change sees it at once.
 */
let cached: SlaConfig | null = null;
async function config(db: Executor): Promise<SlaConfig> {
  const version = await repo.configVersion(db);
  if (cached?.version === version) return cached;
  const policies = await repo.listPolicies(db);
  const calendars = await repo.listCalendars(db);
  const holidays = await repo.holidaysOf(db);
  const byCalendar = new Map<number, string[]>();
  for (const h of holidays) byCalendar.set(h.calendar_id, [...(byCalendar.get(h.calendar_id) ?? []), h.day]);
  cached = {
    version,
    policies,
    calendars: new Map(calendars.map((c) => [c.id, toWorking(c, byCalendar.get(c.id) ?? [])])),
  };
  return cached;
}

interface Clock {
  policy: repo.SlaPolicyRow;
  cal: WorkingCalendar;
}

function clockOf(cfg: SlaConfig, policy: repo.SlaPolicyRow | undefined): Clock | null {
  const cal = policy ? cfg.calendars.get(policy.calendar_id) : null;
  return policy && cal ? { policy, cal } : null;
}

async function clockFor(db: Executor, inq: repo.InquirySlaRow): Promise<Clock | null> {
  const cfg = await config(db);
  return clockOf(cfg, choosePolicy(cfg.policies, inq));
}

async function clockOfPolicy(db: Executor, policyId: number | null): Promise<Clock | null> {
  if (policyId === null) return null;
  const cfg = await config(db);
  return clockOf(
    cfg,
    cfg.policies.find((p) => p.id === policyId),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const due = (clock: Clock, from: string, minutes: number | null) =>
  minutes === null ? null : iso(addWorkingMinutes(clock.cal, new Date(from), minutes));

/** The nearest due time still running: none while resolved or waiting on the player. */
export function nearestDue(
  row: Pick<
    InquiriesTable,
    | 'status'
    | 'first_response_due_at'
    | 'first_responded_at'
    | 'next_response_due_at'
    | 'resolution_due_at'
    | 'sla_paused_at'
  >,
): string | null {
  if (row.status >= InquiryStatus.awaitingRating || row.sla_paused_at !== null) return null;
  const running = [
    row.first_responded_at === null ? row.first_response_due_at : null,
    row.next_response_due_at,
    row.resolution_due_at,
  ].filter((v): v is string => v !== null);
  return running.length ? running.reduce((a, b) => (a < b ? a : b)) : null;
}

/** Writes the patch and the nearest due time that follows from it. */
async function save(db: Executor, row: repo.InquirySlaRow, patch: Updateable<InquiriesTable>): Promise<void> {
  const next = { ...row, ...patch } as repo.InquirySlaRow;
  await repo.updateInquirySla(db, row.id, { ...patch, sla_due_at: nearestDue(next) });
}

/**
 * Recomputes an inquiry's due times from the start with the policy that matches it now: first
 * response from filing (unless already given); resolution from filing plus the working time of every pause (an agent's
 * reply until the player's next message); next response from the end of the last pause.
 */
export async function recomputeInquiry(db: Executor, inquiryId: number): Promise<void> {
  const row = await repo.findInquirySla(db, inquiryId);
  if (!row) return;
  const clock = await clockFor(db, row);
  if (!clock) {
    await save(db, row, {
      sla_policy_id: null,
      first_response_due_at: null,
      next_response_due_at: null,
      resolution_due_at: null,
      sla_paused_at: null,
    });
    return;
  }
  const { policy, cal } = clock;
  let pausedAt: string | null = null;
  let resumedAt: string | null = null;
  let pausedMinutes = 0;
  for (const m of await repo.messageAuthors(db, row.id)) {
    if (m.author === 'agent' && pausedAt === null) pausedAt = m.created_at;
    else if (m.author === 'player' && pausedAt !== null) {
      pausedMinutes += workingMinutesBetween(cal, new Date(pausedAt), new Date(m.created_at));
      pausedAt = null;
      resumedAt = m.created_at;
    }
  }
  const waiting = row.status === InquiryStatus.replied;
  await save(db, row, {
    sla_policy_id: policy.id,
    // A first response already given keeps the due time it was given against (history, as reported).
    first_response_due_at:
      row.first_responded_at !== null
        ? row.first_response_due_at
        : due(clock, row.created_at, policy.first_response_minutes),
    resolution_due_at: due(
      clock,
      row.created_at,
      policy.resolution_minutes === null ? null : policy.resolution_minutes + pausedMinutes,
    ),
    next_response_due_at: !waiting && resumedAt ? due(clock, resumedAt, policy.next_response_minutes) : null,
    sla_paused_at: waiting ? (row.sla_paused_at ?? pausedAt ?? row.updated_at) : null,
  });
}

/** Step 2 of afterInquiryEvent: moves the inquiry's SLA clock for one event. */
export async function onEvent(trx: Executor, event: SlaClockEvent): Promise<void> {
  if (!['created', 'agent_replied', 'player_replied', 'status_changed', 'changed'].includes(event.type)) return;
  const row = await repo.findInquirySla(trx, event.inquiryId);
  if (!row) return;
  const at = event.at;
  switch (event.type) {
    case 'created': {
      const clock = await clockFor(trx, row);
      if (!clock) return save(trx, row, { sla_policy_id: null });
      return save(trx, row, {
        sla_policy_id: clock.policy.id,
        first_response_due_at: due(clock, row.created_at, clock.policy.first_response_minutes),
        resolution_due_at: due(clock, row.created_at, clock.policy.resolution_minutes),
        next_response_due_at: null,
        sla_paused_at: null,
      });
    }
    case 'agent_replied':
      return save(trx, row, {
        first_responded_at: row.first_responded_at ?? at,
        next_response_due_at: null,
        // The reply leaves the inquiry waiting on the player: the clock stops.
        sla_paused_at: row.status === InquiryStatus.replied ? (row.sla_paused_at ?? at) : row.sla_paused_at,
      });
    case 'player_replied': {
      if (row.sla_paused_at === null || row.status === InquiryStatus.replied) return;
      const clock = await clockOfPolicy(trx, row.sla_policy_id);
      if (!clock) return save(trx, row, { sla_paused_at: null });
      return save(trx, row, {
        ...resume(clock, row, at),
        next_response_due_at: due(clock, at, clock.policy.next_response_minutes),
      });
    }
    case 'status_changed': {
      if (!('to' in event) || !('from' in event)) return;
      const { from, to } = event as { from: number; to: number };
      if (to === InquiryStatus.replied) return save(trx, row, { sla_paused_at: row.sla_paused_at ?? at });
      if (to >= InquiryStatus.awaitingRating) return save(trx, row, {});
      const clock = await clockOfPolicy(trx, row.sla_policy_id);
      if (from >= InquiryStatus.awaitingRating) {
        // Reopened: a new next response is owed, and the inquiry is to be resolved again.
        if (!clock) return save(trx, row, { sla_paused_at: null });
        return save(trx, row, {
          sla_paused_at: null,
          next_response_due_at: due(clock, at, clock.policy.next_response_minutes),
          resolution_due_at: due(clock, at, clock.policy.resolution_minutes),
        });
      }
      // Out of "replied" by an agent's hand (not the player's message): the clock runs again.
      if (from === InquiryStatus.replied && row.sla_paused_at !== null)
        return save(trx, row, clock ? resume(clock, row, at) : { sla_paused_at: null });
      return;
    }
    case 'changed': {
      const what = (event as { what?: string }).what;
      if (what !== 'priority' && what !== 'tier') return;
      const clock = await clockFor(trx, row);
      if ((clock?.policy.id ?? null) === row.sla_policy_id) return;
      return recomputeInquiry(trx, row.id);
    }
  }
}

/** The clock resumes at `at`: the resolution due moves by the working time the pause took. */
function resume(clock: Clock, row: repo.InquirySlaRow, at: string): Updateable<InquiriesTable> {
  const patch: Updateable<InquiriesTable> = { sla_paused_at: null };
  if (row.sla_paused_at && row.resolution_due_at && row.resolution_due_at > row.sla_paused_at) {
    const left = workingMinutesBetween(clock.cal, new Date(row.sla_paused_at), new Date(row.resolution_due_at));
    patch.resolution_due_at = iso(addWorkingMinutes(clock.cal, new Date(at), left));
  }
  return patch;
}

/**
 * When the player may expect the first reply, as the SLA promises it: the first-response due
 * time written when the inquiry was filed (null: no policy covers it).
 */
export async function firstResponseDue(db: Executor, inquiryId: number): Promise<string | null> {
  return (await repo.findInquirySla(db, inquiryId))?.first_response_due_at ?? null;
}
