// Admins keep the SLA calendars and policies. Every change commits in one transaction
// with its audit entry and with the due times of the open inquiries recomputed, so the queue's
// order stays right: inline when there are few open inquiries, else by the SLA job (a marker).
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { SlaCalendar, SlaCalendarEdit, SlaPolicy, SlaPolicyEdit, SlaSaved } from '@guildhall/contract/sla';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { coversEveryBrand } from '../rules/rules.service';
import * as repo from './sla.repository';
import { recomputeInquiry } from './sla.service';

/** Up to this many open inquiries are recomputed in the admin's transaction; beyond, by the job. */
export const RECOMPUTE_INLINE_MAX = 200;

export interface SlaCaller {
  staff: ActiveStaff;
  ip: string;
}

const invalid = (field: string, rule: string) => new AppError(ErrorCode.validation, { data: [{ field, rule }] });

function toCalendar(
  row: repo.SlaCalendarRow,
  holidays: { day: string; name: string }[],
  policies: number,
): SlaCalendar {
  return {
    id: row.id,
    name: row.name,
    area: row.area as SlaCalendar['area'],
    timeZone: row.time_zone,
    periods: JSON.parse(row.periods) as SlaCalendar['periods'],
    holidays: holidays.map((h) => ({ day: h.day, name: h.name })),
    policies,
    updatedAt: row.updated_at,
  };
}

function toPolicy(p: repo.SlaPolicyRow): SlaPolicy {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand_id,
    area: p.area as SlaPolicy['area'],
    priority: p.priority,
    tier: p.tier,
    calendarId: p.calendar_id,
    firstResponseMinutes: p.first_response_minutes,
    nextResponseMinutes: p.next_response_minutes,
    resolutionMinutes: p.resolution_minutes,
    warnMinutes: p.warn_minutes,
    updatedAt: p.updated_at,
  };
}

/** The open inquiries' due times after a change: inline if few, else left to the SLA job. */
async function recompute(trx: Executor, at: string): Promise<Omit<SlaSaved, 'id'>> {
  const open = await repo.countOpen(trx);
  if (open > RECOMPUTE_INLINE_MAX) {
    await repo.requestRecompute(trx, at);
    return { recomputed: 0, deferred: true };
  }
  const ids = await repo.openIds(trx, 0, RECOMPUTE_INLINE_MAX + 1);
  for (const id of ids) await recomputeInquiry(trx, id);
  return { recomputed: ids.length, deferred: false };
}

async function calendarOrMissing(from: Executor, id: number) {
  const row = await repo.findCalendar(from, id);
  if (!row) throw AppError.notFound();
  return row;
}

async function calendarView(from: Executor, id: number): Promise<SlaCalendar> {
  const row = await calendarOrMissing(from, id);
  return toCalendar(row, await repo.holidaysOf(from, [id]), (await repo.policiesPerCalendar(from)).get(id) ?? 0);
}

/**
 * Calendars are shared by every brand's policies: changing one moves due times of brands a
 * brand-scoped admin does not manage, so only an admin of every brand changes them (1003).
 */
async function mayChangeCalendars(db: Executor, staff: ActiveStaff) {
  if (!(await coversEveryBrand(db, staff))) throw new AppError(ErrorCode.forbidden);
}

/** A policy the admin may change: of one of their brands, or of every brand when they have every brand (as rules). */
async function ownPolicy(from: Executor, staff: ActiveStaff, id: number) {
  const row = await repo.findPolicy(from, id);
  if (!row || (row.brand_id !== null ? !staff.brands.includes(row.brand_id) : !(await coversEveryBrand(from, staff))))
    throw AppError.notFound();
  return row;
}

async function checkPolicy(from: Executor, staff: ActiveStaff, edit: SlaPolicyEdit) {
  if (edit.brand !== null && !staff.brands.includes(edit.brand)) throw invalid('brand', 'unknown');
  if (edit.brand === null && !(await coversEveryBrand(from, staff))) throw invalid('brand', 'not_every_brand');
  if (!(await repo.findCalendar(from, edit.calendarId))) throw invalid('calendarId', 'unknown');
}

const policyValues = (edit: SlaPolicyEdit, at: string) => ({
  name: edit.name,
  brand_id: edit.brand,
  area: edit.area,
  priority: edit.priority,
  tier: edit.tier,
  calendar_id: edit.calendarId,
  first_response_minutes: edit.firstResponseMinutes,
  next_response_minutes: edit.nextResponseMinutes,
  resolution_minutes: edit.resolutionMinutes,
  warn_minutes: edit.warnMinutes,
  updated_at: at,
});

const calendarValues = (edit: SlaCalendarEdit, at: string) => ({
  name: edit.name,
  area: edit.area,
  time_zone: edit.timeZone,
  periods: JSON.stringify(edit.periods),
  updated_at: at,
});

export async function listCalendars(db: Executor): Promise<SlaCalendar[]> {
  const rows = await repo.listCalendars(db);
  const holidays = await repo.holidaysOf(db);
  const used = await repo.policiesPerCalendar(db);
  return rows.map((r) =>
    toCalendar(
      r,
      holidays.filter((h) => h.calendar_id === r.id),
      used.get(r.id) ?? 0,
    ),
  );
}

export async function createCalendar(
  db: Kysely<Database>,
  { staff, ip }: SlaCaller,
  edit: SlaCalendarEdit,
): Promise<SlaSaved> {
  await mayChangeCalendars(db, staff);
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertCalendar(trx, { ...calendarValues(edit, at), created_at: at });
    await repo.replaceHolidays(trx, id, edit.holidays);
    await repo.bumpConfigVersion(trx, at);
    await audit(trx, {
      staffId: staff.staff.id,
      action: 'sla.calendar.created',
      targetType: 'sla_calendar',
      targetId: id,
      after: edit,
      ip,
    });
    // A new calendar is used by no policy yet: nothing to recompute.
    return { id, recomputed: 0, deferred: false };
  });
}

export async function updateCalendar(
  db: Kysely<Database>,
  { staff, ip }: SlaCaller,
  id: number,
  edit: SlaCalendarEdit,
): Promise<SlaSaved> {
  await mayChangeCalendars(db, staff);
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await calendarView(trx, id);
    await repo.updateCalendar(trx, id, calendarValues(edit, at));
    await repo.replaceHolidays(trx, id, edit.holidays);
    await repo.bumpConfigVersion(trx, at);
    await audit(trx, {
      staffId: staff.staff.id,
      action: 'sla.calendar.updated',
      targetType: 'sla_calendar',
      targetId: id,
      before,
      after: edit,
      ip,
    });
    return { id, ...(before.policies > 0 ? await recompute(trx, at) : { recomputed: 0, deferred: false }) };
  });
}

export async function deleteCalendar(db: Kysely<Database>, { staff, ip }: SlaCaller, id: number): Promise<void> {
  await mayChangeCalendars(db, staff);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await calendarView(trx, id);
    if (before.policies > 0)
      throw new AppError(ErrorCode.conflict, { data: [{ field: 'calendarId', rule: 'in_use' }] });
    await repo.deleteCalendar(trx, id);
    await repo.bumpConfigVersion(trx, at);
    await audit(trx, {
      staffId: staff.staff.id,
      action: 'sla.calendar.deleted',
      targetType: 'sla_calendar',
      targetId: id,
      before,
      ip,
    });
  });
}

export async function listPolicies(db: Executor, staff: ActiveStaff): Promise<SlaPolicy[]> {
  // Policies of any brand (null) and of the caller's brands.
  return (await repo.listPolicies(db))
    .filter((p) => p.brand_id === null || staff.brands.includes(p.brand_id))
    .map(toPolicy);
}

export async function createPolicy(
  db: Kysely<Database>,
  { staff, ip }: SlaCaller,
  edit: SlaPolicyEdit,
): Promise<SlaSaved> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    await checkPolicy(trx, staff, edit);
    const id = await repo.insertPolicy(trx, { ...policyValues(edit, at), created_at: at });
    await repo.bumpConfigVersion(trx, at);
    await audit(trx, {
      staffId: staff.staff.id,
      action: 'sla.policy.created',
      targetType: 'sla_policy',
      targetId: id,
      after: edit,
      ip,
    });
    return { id, ...(await recompute(trx, at)) };
  });
}

export async function updatePolicy(
  db: Kysely<Database>,
  { staff, ip }: SlaCaller,
  id: number,
  edit: SlaPolicyEdit,
): Promise<SlaSaved> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await ownPolicy(trx, staff, id);
    await checkPolicy(trx, staff, edit);
    await repo.updatePolicy(trx, id, policyValues(edit, at));
    await repo.bumpConfigVersion(trx, at);
    await audit(trx, {
      staffId: staff.staff.id,
      action: 'sla.policy.updated',
      targetType: 'sla_policy',
      targetId: id,
      before: toPolicy(row),
      after: edit,
      ip,
    });
    return { id, ...(await recompute(trx, at)) };
  });
}

export async function deletePolicy(db: Kysely<Database>, { staff, ip }: SlaCaller, id: number): Promise<SlaSaved> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await ownPolicy(trx, staff, id);
    await repo.deletePolicy(trx, id);
    await repo.bumpConfigVersion(trx, at);
    await audit(trx, {
      staffId: staff.staff.id,
      action: 'sla.policy.deleted',
      targetType: 'sla_policy',
      targetId: id,
      before: toPolicy(row),
      ip,
    });
    return { id, ...(await recompute(trx, at)) };
  });
}
