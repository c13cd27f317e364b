// The SLA's SQL: calendars with their holidays, policies, an inquiry's clock columns, the due
// inquiries the SLA job looks at, and the recompute marker. `db` first, so a transaction passes through.
import type { Insertable, Selectable, Updateable } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor, InquiriesTable, SlaCalendarsTable, SlaPoliciesTable } from '../../db/schema';

export type SlaPolicyRow = Selectable<SlaPoliciesTable>;
export type SlaCalendarRow = Selectable<SlaCalendarsTable>;

export const SLA_COLUMNS = [
  'id',
  'brand_id',
  'region',
  'priority',
  'player_tier',
  'status',
  'created_at',
  'updated_at',
  'sla_policy_id',
  'first_response_due_at',
  'first_responded_at',
  'next_response_due_at',
  'resolution_due_at',
  'sla_due_at',
  'sla_paused_at',
  'sla_warned_for',
  'sla_breached_for',
] as const;
export type InquirySlaRow = Awaited<ReturnType<typeof findInquirySla>> & object;

export function findInquirySla(db: Executor, id: number) {
  return db.selectFrom('inquiries').select(SLA_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function updateInquirySla(db: Executor, id: number, patch: Updateable<InquiriesTable>): Promise<void> {
  await db.updateTable('inquiries').set(patch).where('id', '=', id).execute();
}

const VERSION_KEY = 'sla.version';

/** Marks the SLA configuration changed (in the transaction of the change): every process reloads it. */
export async function bumpConfigVersion(db: Executor, at: string): Promise<void> {
  await db.deleteFrom('meta').where('key', '=', VERSION_KEY).execute();
  await db
    .insertInto('meta')
    .values({ key: VERSION_KEY, value: `${at}:${Math.random().toString(36).slice(2)}`, created_at: at })
    .execute();
}

/**
 * What identifies the SLA configuration as stored now, in one query: the token every admin change
 * renews (whatever the clocks of the nodes say), and counts and highest ids and update times that
 * also move when rows are written by other means (the demo seed, a test).
 */
export async function configVersion(db: Executor): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('meta').select('value').where('key', '=', VERSION_KEY).as('token'),
      eb
        .selectFrom('sla_policies')
        .select((e) => e.fn.max('updated_at').as('v'))
        .as('p_updated'),
      eb
        .selectFrom('sla_policies')
        .select((e) => e.fn.countAll().as('v'))
        .as('p_count'),
      eb
        .selectFrom('sla_policies')
        .select((e) => e.fn.max('id').as('v'))
        .as('p_id'),
      eb
        .selectFrom('sla_calendars')
        .select((e) => e.fn.max('updated_at').as('v'))
        .as('c_updated'),
      eb
        .selectFrom('sla_calendars')
        .select((e) => e.fn.countAll().as('v'))
        .as('c_count'),
      eb
        .selectFrom('sla_calendars')
        .select((e) => e.fn.max('id').as('v'))
        .as('c_id'),
    ])
    .executeTakeFirstOrThrow();
  return [row.token, row.p_updated, row.p_count, row.p_id, row.c_updated, row.c_count, row.c_id].map(String).join('|');
}

/** Who wrote what, in order: the history the pauses are read from when the clock is recomputed. */
export function messageAuthors(db: Executor, inquiryId: number) {
  return db
    .selectFrom('inquiry_messages')
    .select(['author', 'created_at'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('id')
    .execute();
}

export async function listPolicies(db: Executor): Promise<SlaPolicyRow[]> {
  return db.selectFrom('sla_policies').selectAll().orderBy('id').execute();
}

export async function findPolicy(db: Executor, id: number): Promise<SlaPolicyRow | undefined> {
  return db.selectFrom('sla_policies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPolicy(db: Executor, values: Insertable<SlaPoliciesTable>): Promise<number> {
  const row = await db.insertInto('sla_policies').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePolicy(db: Executor, id: number, values: Updateable<SlaPoliciesTable>): Promise<number> {
  const r = await db.updateTable('sla_policies').set(values).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deletePolicy(db: Executor, id: number): Promise<number> {
  await db.updateTable('inquiries').set({ sla_policy_id: null }).where('sla_policy_id', '=', id).execute();
  const r = await db.deleteFrom('sla_policies').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function listCalendars(db: Executor): Promise<SlaCalendarRow[]> {
  return db.selectFrom('sla_calendars').selectAll().orderBy('id').execute();
}

export async function findCalendar(db: Executor, id: number): Promise<SlaCalendarRow | undefined> {
  return db.selectFrom('sla_calendars').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Holidays of these calendars (all of them when `ids` is undefined), by date. */
export function holidaysOf(db: Executor, ids?: number[]) {
  let q = db.selectFrom('sla_holidays').selectAll().orderBy('calendar_id').orderBy('day');
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    q = q.where('calendar_id', 'in', ids);
  }
  return q.execute();
}

export async function insertCalendar(db: Executor, values: Insertable<SlaCalendarsTable>): Promise<number> {
  const row = await db.insertInto('sla_calendars').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCalendar(db: Executor, id: number, values: Updateable<SlaCalendarsTable>): Promise<number> {
  const r = await db.updateTable('sla_calendars').set(values).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function replaceHolidays(
  db: Executor,
  calendarId: number,
  holidays: { day: string; name: string }[],
): Promise<void> {
  await db.deleteFrom('sla_holidays').where('calendar_id', '=', calendarId).execute();
  if (holidays.length)
    await db
      .insertInto('sla_holidays')
      .values(holidays.map((h) => ({ calendar_id: calendarId, day: h.day, name: h.name })))
      .execute();
}

export async function deleteCalendar(db: Executor, id: number): Promise<number> {
  const r = await db.deleteFrom('sla_calendars').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function policiesPerCalendar(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('sla_policies')
    .select(['calendar_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('calendar_id')
    .execute();
  return new Map(rows.map((r) => [r.calendar_id, Number(r.n)]));
}

/** How many open inquiries there are (what a recompute after an admin's change would touch). */
export async function countOpen(db: Executor): Promise<number> {
  const r = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '<', InquiryStatus.awaitingRating)
    .where('merged_into_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Ids of open inquiries after `afterId`, in order, a page at a time. */
export async function openIds(db: Executor, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('inquiries')
    .select('id')
    .where('status', '<', InquiryStatus.awaitingRating)
    .where('merged_into_id', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Open inquiries whose running due time is at or before `horizon` (the job's candidates, by the due-time index). */
export function dueBy(db: Executor, horizon: string, limit: number) {
  return (
    db
      .selectFrom('inquiries')
      .select(['id', 'sla_due_at', 'sla_policy_id', 'sla_warned_for', 'sla_breached_for'])
      .where('sla_due_at', 'is not', null)
      .where('sla_due_at', '<=', horizon)
      .where('status', '<', InquiryStatus.awaitingRating)
      // Breaches already signalled are not candidates again (they would crowd out the new ones).
      .where((eb) => eb.or([eb('sla_breached_for', 'is', null), eb('sla_breached_for', '<>', eb.ref('sla_due_at'))]))
      .orderBy('sla_due_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/**
 * Records that the warning (or breach) for this due time was signalled; answers false when it
 * already was, or the due time moved meanwhile (then nothing is raised).
 */
export async function markSignalled(
  db: Executor,
  id: number,
  kind: 'sla_warned_for' | 'sla_breached_for',
  dueAt: string,
): Promise<boolean> {
  const r = await db
    .updateTable('inquiries')
    .set({ [kind]: dueAt })
    .where('id', '=', id)
    .where('sla_due_at', '=', dueAt)
    .where((eb) => eb.or([eb(kind, 'is', null), eb(kind, '<>', dueAt)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

const RECOMPUTE_KEY = 'sla.recompute';

/** Asks the SLA job to recompute every open inquiry's due times (an admin's change touched too many at once). */
export async function requestRecompute(db: Executor, at: string): Promise<void> {
  await db.deleteFrom('meta').where('key', '=', RECOMPUTE_KEY).execute();
  await db.insertInto('meta').values({ key: RECOMPUTE_KEY, value: at, created_at: at }).execute();
}

export async function pendingRecompute(db: Executor): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', RECOMPUTE_KEY).executeTakeFirst();
  return row?.value ?? null;
}

/** Clears the request the job has served (not a newer one made meanwhile). */
export async function clearRecompute(db: Executor, value: string): Promise<void> {
  await db.deleteFrom('meta').where('key', '=', RECOMPUTE_KEY).where('value', '=', value).execute();
}
