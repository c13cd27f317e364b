// Automatic assignment (decision record 27), step 3 of the automation seam, and agents'
// presence.
//
// A new inquiry, or one reopened, that nobody holds goes to the least-loaded agent who can take
// it: enabled, taking automatic assignment, online, on its brand, reading its language, covering
// its category's skill, with open load below capacity; ties go to the lowest id. It is assigned by
// a conditional update (nobody holds it) in the transaction of the event, after the agent's row is
// locked and the load counted again under the lock: two nodes choosing the same agent run one
// after the other, and the second sees the first one's assignment. Each assignment is audited once,
// as the system. An inquiry nobody can take waits; waiting ones are taken, VIP and urgent first,
// when an agent goes online or frees capacity (one resolved, or moved to someone else), and by a
// scheduled job.
//
// Presence is set by hand (online, away, offline); any console request moves its time forward
// (at most once a minute per agent), and a job drops online to away after 15 minutes without
// activity and to offline after 60 (the contract's constants), audited as the system.
//
// This module never imports the inquiries or the queue service (automation calls it).
import type { Kysely, Transaction } from 'kysely';
import {
  PRESENCE_AWAY_AFTER_MS,
  PRESENCE_OFFLINE_AFTER_MS,
  PRESENCE_TOUCH_EVERY_MS,
  type AgentProfile,
  type AgentProfileEdit,
  type Presence,
  type StaffPresence,
} from '@guildhall/contract/assignment';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { findStaff } from '../staff/staff.repository';
import { assignedBrands } from '../admin/staff-admin.repository';
import {
  agentCoverage,
  assignableInquiry,
  assignIfUnassigned,
  assignmentSettings,
  candidates,
  dropPresence,
  idleAgents,
  knownSkills,
  lockAgent,
  onlineAgents,
  openLoad,
  presenceOf,
  saveAssignmentProfile,
  touchPresence,
  waitingFor,
  writePresence,
} from './assignment.repository';

/** Why an inquiry was given automatically: filed, reopened, waiting for a free place, or a rule's or macro's `assign: auto`. */
export type AssignReason = 'created' | 'reopened' | 'waiting' | 'rule';

/** At most this many other agents are tried when the chosen one filled up meanwhile (another node was first). */
const RETRIES = 3;

const isOpen = (status: number) => status < InquiryStatus.awaitingRating;

/**
 * Locks the agent and checks, under the lock, that they may still be given more: online, taking
 * automatic assignment, enabled. Answers the free places (0: none).
 */
async function freePlaces(trx: Executor, staffId: number): Promise<number> {
  const agent = await lockAgent(trx, staffId);
  if (!agent || agent.disabled !== 0 || agent.auto_assign !== 1 || agent.presence !== 'online') return 0;
  return Math.max(0, agent.capacity - (await openLoad(trx, staffId)));
}

async function recordAssignment(
  trx: Executor,
  inquiryId: number,
  staffId: number,
  reason: AssignReason,
): Promise<void> {
  await audit(trx, {
    staffId: null,
    action: 'inquiry.auto_assigned',
    targetType: 'inquiry',
    targetId: inquiryId,
    before: { assignedTo: null },
    after: { assignedTo: staffId, reason },
  });
}

/**
 * Gives the inquiry to the least-loaded agent who can take it, in the caller's transaction.
 * Answers the agent's id, or null when it waits (someone holds it, it is resolved, or nobody can
 * take it now).
 */
export async function autoAssign(trx: Executor, inquiryId: number, reason: AssignReason): Promise<number | null> {
  const inquiry = await assignableInquiry(trx, inquiryId);
  if (!inquiry || inquiry.assigned_staff_id !== null || !isOpen(inquiry.status)) return null;
  const ranked = (await candidates(trx, inquiry))
    .filter((c) => c.load < c.capacity)
    .sort((a, b) => a.load - b.load || a.id - b.id);
  // The agent locked last: locks are taken in rising id order only, so two transactions that
  // each hold one agent and want the other's cannot wait for each other for ever.
  let lastLocked = 0;
  let tries = 0;
  for (const agent of ranked) {
    if (agent.id <= lastLocked) continue;
    if (tries++ > RETRIES) break;
    lastLocked = agent.id;
    if ((await freePlaces(trx, agent.id)) === 0) continue;
    if (!(await assignIfUnassigned(trx, inquiryId, agent.id))) return null;
    await recordAssignment(trx, inquiryId, agent.id, reason);
    return agent.id;
  }
  return null;
}

/**
 * Gives an agent the waiting inquiries they can take, as many as their free places, VIP and
 * urgent first (tier, then priority, then the oldest), but never `except` (the one just taken from
 * them). Answers how many were given.
 */
export async function fillAgent(trx: Executor, staffId: number, except?: number): Promise<number> {
  const free = await freePlaces(trx, staffId);
  if (free === 0) return 0;
  const waiting = await waitingFor(trx, await agentCoverage(trx, staffId), free + (except === undefined ? 0 : 1));
  let given = 0;
  for (const inquiryId of waiting) {
    if (inquiryId === except || given === free) continue;
    // Taken by someone else since it was listed: the next one.
    if (!(await assignIfUnassigned(trx, inquiryId, staffId))) continue;
    await recordAssignment(trx, inquiryId, staffId, 'waiting');
    given++;
  }
  return given;
}

/** The automation seam's step 3 (automation.service.ts): what an event means for assignment. */
export async function assignmentStep(
  trx: Transaction<Database>,
  event: { type: string; inquiryId: number; from?: number | null; to?: number | null },
): Promise<void> {
  const { from, to } = event;
  if (event.type === 'created') {
    await autoAssign(trx, event.inquiryId, 'created');
  } else if (event.type === 'status_changed' && typeof from === 'number' && typeof to === 'number') {
    if (!isOpen(from) && isOpen(to)) {
      await autoAssign(trx, event.inquiryId, 'reopened');
    } else if (isOpen(from) && !isOpen(to)) {
      // Resolved: its agent has one more free place.
      const inquiry = await assignableInquiry(trx, event.inquiryId);
      if (inquiry && inquiry.assigned_staff_id !== null) await fillAgent(trx, inquiry.assigned_staff_id);
    }
  } else if (event.type === 'assigned' && typeof from === 'number' && from !== to) {
    // Taken away from an agent (unassigned, or given to someone else): their place is free, for
    // another waiting inquiry than the one just taken from them.
    const inquiry = await assignableInquiry(trx, event.inquiryId);
    if (inquiry && isOpen(inquiry.status)) await fillAgent(trx, from, event.inquiryId);
  }
}

/** The scheduled pass: every online agent with room takes waiting inquiries, least loaded first. */
export async function assignWaiting(db: Kysely<Database>): Promise<number> {
  let given = 0;
  for (const agent of await onlineAgents(db)) {
    if (agent.load >= agent.capacity) continue;
    given += await db.transaction().execute((trx) => fillAgent(trx, agent.id));
  }
  return given;
}

/**
 * The inactivity job: online agents idle for 15 minutes become away, and online or away agents
 * idle for 60 minutes offline; each change audited as the system. Answers how many changed.
 */
export async function dropIdlePresence(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const offlineBefore = new Date(now - PRESENCE_OFFLINE_AFTER_MS).toISOString();
  const awayBefore = new Date(now - PRESENCE_AWAY_AFTER_MS).toISOString();
  let changed = 0;
  for (const [from, before] of [
    [['online', 'away'], offlineBefore],
    [['online'], awayBefore],
  ] as [StaffPresence[], string][]) {
    const to: StaffPresence = before === offlineBefore ? 'offline' : 'away';
    for (const agent of await idleAgents(db, from, before)) {
      const was = agent.presence as StaffPresence;
      changed += await db.transaction().execute(async (trx) => {
        if (!(await dropPresence(trx, agent.id, was, to, before))) return 0;
        await audit(trx, {
          staffId: null,
          action: 'staff.presence_dropped',
          targetType: 'staff',
          targetId: agent.id,
          before: { presence: was, presenceAt: agent.presence_at },
          after: { presence: to },
        });
        return 1;
      });
    }
  }
  return changed;
}

/**
 * Activity of a signed-in staff member: their presence time moves forward, at most once a minute
 * per agent and process (a map in memory, then a conditional write that another node may already
 * have made). Never waited for, never fails a request.
 */
export function createPresenceToucher(db: Kysely<Database>, everyMs = PRESENCE_TOUCH_EVERY_MS) {
  const last = new Map<number, number>();
  return (staffId: number, now = Date.now()): Promise<void> | undefined => {
    const previous = last.get(staffId);
    if (previous !== undefined && now - previous < everyMs) return undefined;
    last.set(staffId, now);
    // Bounded: an entry older than the period is worth nothing.
    if (last.size > 10_000) for (const [id, at] of last) if (now - at >= everyMs) last.delete(id);
    return touchPresence(db, staffId, new Date(now).toISOString(), new Date(now - everyMs).toISOString()).catch(
      () => undefined,
    );
  };
}

/** The account, if the caller (an admin) may manage it: a scoped admin only staff all of whose brands are theirs. */
async function managedStaff(db: Executor, active: ActiveStaff, staffId: number) {
  const row = await findStaff(db, staffId);
  if (!row) throw AppError.notFound();
  const brands = await assignedBrands(db, [active.staff.id, staffId]);
  const unscoped = (brands.get(active.staff.id) ?? []).length === 0;
  const theirs = brands.get(staffId) ?? [];
  if (!unscoped && (theirs.length === 0 || theirs.some((b) => !active.brands.includes(b)))) throw AppError.notFound();
  return row;
}

async function presenceOfStaff(db: Executor, staffId: number): Promise<Presence> {
  const row = await presenceOf(db, staffId);
  if (!row) throw AppError.notFound();
  return { presence: row.presence as StaffPresence, presenceAt: row.presence_at };
}

/** The caller's own presence. */
export async function presence(db: Executor, active: ActiveStaff): Promise<Presence> {
  return presenceOfStaff(db, active.staff.id);
}

/** The caller sets their presence; going online (or staying) takes waiting inquiries at once. */
export async function setPresence(
  db: Kysely<Database>,
  active: ActiveStaff,
  to: StaffPresence,
  ip: string,
): Promise<Presence> {
  const staffId = active.staff.id;
  await db.transaction().execute(async (trx) => {
    const before = await presenceOf(trx, staffId);
    const at = new Date().toISOString();
    await writePresence(trx, staffId, to, at);
    if (before?.presence !== to)
      await audit(trx, {
        staffId,
        action: 'staff.presence_set',
        targetType: 'staff',
        targetId: staffId,
        before: { presence: before?.presence },
        after: { presence: to },
        ip,
      });
    if (to === 'online') await fillAgent(trx, staffId);
  });
  return presenceOfStaff(db, staffId);
}

/** An agent's assignment profile, for an admin who manages them. */
export async function profile(db: Executor, active: ActiveStaff, staffId: number): Promise<AgentProfile> {
  await managedStaff(db, active, staffId);
  const settings = (await assignmentSettings(db, staffId))!;
  const coverage = await agentCoverage(db, staffId);
  return {
    staffId,
    languages: coverage.languages as AgentProfile['languages'],
    skills: coverage.skills,
    capacity: settings.capacity,
    autoAssign: settings.auto_assign === 1,
    presence: settings.presence as StaffPresence,
    presenceAt: settings.presence_at,
    openLoad: await openLoad(db, staffId),
    knownSkills: await knownSkills(db, active.brands),
  };
}

/** An admin replaces an agent's languages, skills, capacity and automatic assignment; audited. */
export async function saveProfile(
  db: Kysely<Database>,
  active: ActiveStaff,
  staffId: number,
  body: AgentProfileEdit,
  ip: string,
): Promise<AgentProfile> {
  await managedStaff(db, active, staffId);
  await db.transaction().execute(async (trx) => {
    const settings = await assignmentSettings(trx, staffId);
    if (!settings) throw AppError.notFound();
    const coverage = await agentCoverage(trx, staffId);
    const languages = [...body.languages].sort();
    const skills = [...body.skills].sort();
    await saveAssignmentProfile(
      trx,
      staffId,
      { languages, skills, capacity: body.capacity, autoAssign: body.autoAssign },
      new Date().toISOString(),
    );
    await audit(trx, {
      staffId: active.staff.id,
      action: 'staff.assignment_updated',
      targetType: 'staff',
      targetId: staffId,
      before: {
        languages: coverage.languages,
        skills: coverage.skills,
        capacity: settings.capacity,
        autoAssign: settings.auto_assign === 1,
      },
      after: { languages, skills, capacity: body.capacity, autoAssign: body.autoAssign },
      ip,
    });
    // More room or more coverage: the agent may take waiting inquiries now.
    await fillAgent(trx, staffId);
  });
  return profile(db, active, staffId);
}
