// The agent's queue and an inquiry's page, and what an agent does with an inquiry. Everything is
// scoped to the brands the staff member works for: an inquiry of another brand answers 1002,
// exactly like a missing one. Paging is by keyset (the last row's sort key), so page 1 and page
// 10 000 cost the same on a million rows. Every change commits with its audit entry, and applies
// only to the inquiry as it was read: when a colleague changed it first (two agents resolving at
// once), the loser answers 1004 and records nothing.
import { afterInquiryEvent } from '../automation/automation.service';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  InquiryStatus,
  nextStatus,
  type InquiryEvent,
  type InquiryStatusValue,
} from '@guildhall/contract/inquiry-status';
import type { QueueItem, QueueQuerySchema } from '@guildhall/contract/staff';
import { dueState, PLAYER_TIERS, PRIORITIES, tierRank } from '@guildhall/contract/queue-automation';
import type { z } from 'zod';
import type { Database, Executor, InquiryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { noSeal, type SealIdempotent } from '../../plugins/idempotency';
import { findInquiry, insertMessage } from '../inquiries/inquiries.repository';
import { agentReply, type FileUrl } from '../inquiries/inquiries.service';
import { mailReplyNotice } from '../inquiries/reply-notice.service';
import { wireAttachment } from '../files/files.service';
import { audit } from '../audit/audit.service';
import { brandsOf, type ActiveStaff } from '../staff-sessions/staff-sessions.service';
import {
  assignee,
  categoryTexts,
  claimIfUnassigned,
  inquiryPage,
  markEnded,
  markOpened,
  markReopened,
  queueKeys,
  queueKeysByDue,
  queueKeysByPriority,
  queueRows,
  queueTags,
  type QueueCursor,
  type QueueFilter,
  setAssignment,
} from './queue.repository';

type Query = z.output<typeof QueueQuerySchema>;

/** Minutes before a due time the queue warns, when the inquiry has no SLA policy (yet). */
const DEFAULT_WARN_MINUTES = 60;

/**
 * The cursor of the next page: the sort key of the last row shown and its id. The update-time
 * sorts keep their old form (`<updatedAt>|<id>`, cursors handed out before stay good); the due
 * and priority sorts name their sort, the due time being empty for an inquiry without one.
 */
function encodeCursor(c: QueueCursor): string {
  const raw =
    c.sort === 'updated'
      ? `${c.updatedAt}|${c.id}`
      : c.sort === 'due'
        ? `due|${c.dueAt ?? ''}|${c.id}`
        : `priority|${c.tierRank}|${c.priority}|${c.id}`;
  return Buffer.from(raw).toString('base64url');
}

function decodeCursor(cursor: string, sort: QueueCursor['sort']): QueueCursor {
  const parts = Buffer.from(cursor, 'base64url').toString().split('|');
  const int = (v: string | undefined) => (v !== undefined && /^\d{1,10}$/.test(v) ? Number(v) : null);
  const invalid = () => new AppError(ErrorCode.validation, { data: [{ field: 'cursor', rule: 'invalid' }] });
  if (sort === 'due') {
    const [kind, dueAt, id] = parts;
    if (kind !== 'due' || parts.length !== 3 || int(id) === null || (dueAt !== '' && !/^\d{4}-/.test(dueAt ?? '')))
      throw invalid();
    return { sort, dueAt: dueAt || null, id: int(id)! };
  }
  if (sort === 'priority') {
    const [kind, tierRank, priority, id] = parts;
    if (
      kind !== 'priority' ||
      parts.length !== 4 ||
      int(tierRank) === null ||
      int(priority) === null ||
      int(id) === null
    )
      throw invalid();
    return { sort, tierRank: int(tierRank)!, priority: int(priority)!, id: int(id)! };
  }
  const [updatedAt, id] = parts;
  if (!updatedAt || !/^\d{4}-/.test(updatedAt) || parts.length !== 2 || int(id) === null) throw invalid();
  return { sort, updatedAt, id: int(id)! };
}

/** An action the inquiry's status does not allow (or no longer allows: a colleague was first). */
function conflict(event: InquiryEvent): AppError {
  return new AppError(ErrorCode.conflict, { data: [{ field: 'status', rule: `not_allowed_${event}` }] });
}

/** The inquiry if it belongs to one of the staff member's brands. */
async function scoped(db: Executor, active: ActiveStaff, inquiryId: number): Promise<InquiryRow> {
  const row = await findInquiry(db, inquiryId);
  if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
  return row;
}

/** Category names for staff: English where there is one, else any language. */
async function categoryNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const rows = await categoryTexts(db, unique);
  const out = new Map<number, string>();
  for (const id of unique) {
    const texts = rows.filter((r) => r.type_id === id);
    out.set(id, (texts.find((r) => r.lang === 'en') ?? texts[0])?.name ?? '');
  }
  return out;
}

/** The next status for `event`, or 1004 when the inquiry's status does not allow it. */
function transition(row: InquiryRow, event: InquiryEvent): InquiryStatusValue {
  const status = nextStatus(row.status as InquiryStatusValue, event);
  if (status === null) throw conflict(event);
  return status;
}

export async function queue(
  db: Executor,
  active: ActiveStaff,
  q: Query,
): Promise<{ list: QueueItem[]; nextCursor: string | null }> {
  const brands = q.brand ? [q.brand] : active.brands;
  if (q.brand && !active.brands.includes(q.brand)) throw AppError.notFound();
  if (brands.length === 0) return { list: [], nextCursor: null };
  const waiting = q.sort === 'waiting';
  const sort: QueueCursor['sort'] = q.sort === 'due' || q.sort === 'priority' ? q.sort : 'updated';
  const cursor = q.cursor ? decodeCursor(q.cursor, sort) : null;
  const filter: QueueFilter = {
    brands,
    gameId: q.gameId,
    status: q.status,
    statusBelow:
      waiting || q.open === 'true' ? (waiting ? InquiryStatus.replied : InquiryStatus.awaitingRating) : undefined,
    queryType: q.queryType,
    region: q.region,
    assigned: q.view === 'unassigned' ? 'nobody' : q.view === 'mine' ? { to: active.staff.id } : undefined,
    search: q.q,
    tag: q.tag,
    priority: q.priority,
    tierRank: q.tier === undefined ? undefined : tierRank(q.tier),
    field: q.fieldId !== undefined && q.fieldValue !== undefined ? { id: q.fieldId, value: q.fieldValue } : undefined,
    limit: q.pageSize + 1,
  };
  const keys =
    cursor?.sort === 'due' || (!cursor && sort === 'due')
      ? await queueKeysByDue(db, { ...filter, cursor: cursor?.sort === 'due' ? cursor : null })
      : cursor?.sort === 'priority' || (!cursor && sort === 'priority')
        ? await queueKeysByPriority(db, {
            ...filter,
            tierRanks: PLAYER_TIERS.length,
            priorities: PRIORITIES.length,
            cursor: cursor?.sort === 'priority' ? cursor : null,
          })
        : await queueKeys(db, {
            ...filter,
            ascending: waiting,
            cursor: cursor?.sort === 'updated' ? cursor : null,
          });
  const [details, tags] = await Promise.all([
    queueRows(
      db,
      keys.map((k) => k.id),
    ),
    queueTags(
      db,
      keys.slice(0, q.pageSize).map((k) => k.id),
    ),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  const rows = keys.map((k) => byId.get(k.id)!).filter(Boolean);
  const page = rows.slice(0, q.pageSize);
  const names = await categoryNames(
    db,
    page.map((r) => r.query_type),
  );
  // The cursor is the last row's key as the page was sorted by (keys, not details: read together).
  const last = keys[q.pageSize - 1];
  const now = new Date();
  const next: QueueCursor | null =
    !last || keys.length <= q.pageSize
      ? null
      : sort === 'due'
        ? { sort, dueAt: last.sla_due_at, id: last.id }
        : sort === 'priority'
          ? { sort, tierRank: last.tier_rank, priority: last.priority, id: last.id }
          : { sort, updatedAt: last.updated_at, id: last.id };
  return {
    list: page.map((r) => ({
      inquiryId: r.id,
      brand: r.brand_id,
      gameId: r.game_id,
      gameName: r.game_name,
      title: r.title,
      lang: r.lang,
      status: r.status,
      queryType: r.query_type,
      region: r.game_area_id,
      queryTypeName: names.get(r.query_type) ?? '',
      account: r.account,
      roleName: r.role_name,
      assignedTo: r.assigned_staff_id,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      waitingSince: r.status < InquiryStatus.replied ? r.updated_at : null,
      priority: r.priority,
      tier: r.player_tier,
      tags: tags.get(r.id) ?? [],
      dueAt: r.sla_due_at,
      dueState: dueState(r.sla_due_at, now, r.warn_minutes ?? DEFAULT_WARN_MINUTES),
    })),
    nextCursor: next ? encodeCursor(next) : null,
  };
}

/** The inquiry's page; an agent opening a new inquiry starts processing it. */
export async function detail(
  db: Kysely<Database>,
  active: ActiveStaff,
  inquiryId: number,
  ip: string,
  fileUrl: FileUrl,
) {
  let row = await scoped(db, active, inquiryId);
  if (row.status === InquiryStatus.new) {
    const now = new Date().toISOString();
    const opened = await db.transaction().execute(async (trx) => {
      if ((await markOpened(trx, row, now)) === 0) return false;
      await afterInquiryEvent(trx, {
        type: 'status_changed',
        inquiryId: row.id,
        from: row.status,
        to: InquiryStatus.processing,
        at: now,
        actor: { kind: 'staff', staffId: active.staff.id },
      });
      await audit(trx, {
        staffId: active.staff.id,
        action: 'inquiry.opened',
        targetType: 'inquiry',
        targetId: row.id,
        before: { status: row.status },
        after: { status: InquiryStatus.processing },
        ip,
      });
      return true;
    });
    // A colleague opened (or changed) it first: their change stands, and is what is shown.
    row = opened ? { ...row, status: InquiryStatus.processing, updated_at: now } : await scoped(db, active, inquiryId);
  }
  const { user, game, messages, others, files } = await inquiryPage(db, row, active.brands);
  return {
    inquiry: {
      inquiryId: row.id,
      brand: row.brand_id,
      gameId: row.game_id,
      gameName: game.game_name,
      gameImg: game.icon,
      title: row.title,
      status: row.status,
      queryType: row.query_type,
      queryTypeName: (await categoryNames(db, [row.query_type])).get(row.query_type) ?? '',
      region: row.region,
      gameAreaId: row.game_area_id,
      areaName: row.area_name,
      serverId: row.server_id,
      serverName: row.server_name,
      roleId: row.role_id,
      roleName: row.role_name,
      email: row.email,
      phone: row.phone,
      lang: row.lang,
      platform: row.platform,
      userAgent: row.user_agent,
      assignedTo: row.assigned_staff_id,
      score: row.score,
      scoreComment: row.score_comment,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      ...(row.merged_into_id !== null ? { mergedInto: row.merged_into_id } : {}),
    },
    player: {
      account: user.account,
      type: user.type,
      username: user.username,
      email: user.email,
      emailCertified: user.email_certified === 1,
      deletedAt: user.deleted_at,
    },
    messages: messages.map((m) => ({
      id: m.id,
      from: m.author,
      staffId: m.staff_id,
      content: m.content,
      createdAt: m.created_at,
      attachments: files.filter((f) => f.message_id === m.id).map((f) => wireAttachment(f, fileUrl)),
      ...(row.anonymised_at && m.author === 'player' ? { removed: true } : {}),
    })),
    otherInquiries: others.map((o) => ({
      inquiryId: o.id,
      title: o.title,
      lang: o.lang,
      status: o.status,
      brand: o.brand_id,
      createdAt: o.created_at,
      ...(o.merged_into_id !== null ? { mergedInto: o.merged_into_id } : {}),
    })),
  };
}

/**
 * The reply reaches the player's conversation, red dot and, when there is one, inbox: once it has
 * committed, the reply notice (inquiries/reply-notice.service.ts) links to the inquiry's page on the
 * brand's site (`originOf`: its public origin).
 */
export async function reply(
  db: Kysely<Database>,
  active: ActiveStaff,
  inquiryId: number,
  input: { content: string; attachments: string[] },
  ip: string,
  mailer: Mailer,
  seal: SealIdempotent = noSeal,
  originOf?: (brandId: string) => Promise<string>,
) {
  const row = await scoped(db, active, inquiryId);
  transition(row, 'agentReplied');
  // The reply, its assignment, its audit entry and its idempotent answer commit together.
  await agentReply(
    db,
    { inquiryId: row.id, staffId: active.staff.id, content: input.content, attachments: input.attachments },
    async (trx) => {
      await claimIfUnassigned(trx, row.id, active.staff.id);
      await audit(trx, {
        staffId: active.staff.id,
        action: 'inquiry.replied',
        targetType: 'inquiry',
        targetId: row.id,
        before: { status: row.status },
        after: { status: InquiryStatus.replied, content: input.content },
        ip,
      });
      await seal(trx, null);
    },
  );
  await mailReplyNotice(db, row, { mailer, originOf });
}

export async function note(db: Kysely<Database>, active: ActiveStaff, inquiryId: number, content: string, ip: string) {
  const row = await scoped(db, active, inquiryId);
  await db.transaction().execute(async (trx) => {
    const m = await insertMessage(trx, row.id, 'note', content, active.staff.id, new Date().toISOString());
    await audit(trx, {
      staffId: active.staff.id,
      action: 'inquiry.noted',
      targetType: 'inquiry',
      targetId: row.id,
      after: { noteId: m.id, content },
      ip,
    });
  });
}

export async function assign(
  db: Kysely<Database>,
  active: ActiveStaff,
  inquiryId: number,
  staffId: number | null,
  ip: string,
) {
  const row = await scoped(db, active, inquiryId);
  if (staffId !== null) {
    const target = await assignee(db, staffId);
    const targetBrands = target ? await brandsOf(db, target) : [];
    if (!target || target.disabled === 1 || !targetBrands.includes(row.brand_id)) {
      throw new AppError(ErrorCode.validation, { data: [{ field: 'staffId', rule: 'not_on_brand' }] });
    }
  }
  const now = new Date().toISOString();
  const status = row.status === InquiryStatus.new && staffId !== null ? InquiryStatus.processing : row.status;
  await db.transaction().execute(async (trx) => {
    // Assigned or moved on by a colleague since it was read: theirs stands, this one is refused.
    if ((await setAssignment(trx, row, staffId, status, now)) === 0)
      throw new AppError(ErrorCode.conflict, { data: [{ field: 'assignedTo', rule: 'changed' }] });
    const actor = { kind: 'staff', staffId: active.staff.id } as const;
    await afterInquiryEvent(trx, {
      type: 'assigned',
      inquiryId: row.id,
      from: row.assigned_staff_id,
      to: staffId,
      at: now,
      actor,
    });
    if (status !== row.status)
      await afterInquiryEvent(trx, {
        type: 'status_changed',
        inquiryId: row.id,
        from: row.status,
        to: status,
        at: now,
        actor,
      });
    await audit(trx, {
      staffId: active.staff.id,
      action: 'inquiry.assigned',
      targetType: 'inquiry',
      targetId: row.id,
      before: { assignedTo: row.assigned_staff_id, status: row.status },
      after: { assignedTo: staffId, status },
      ip,
    });
  });
}

/**
 * Resolve and reopen: the event's next status, written only if the inquiry is still as it was read
 * (a colleague resolved it, or it moved on, since: the same 1004 as a second try, and nothing is
 * recorded), with its automation event and its audit entry.
 */
async function changeStatus(
  db: Kysely<Database>,
  active: ActiveStaff,
  row: InquiryRow,
  change: {
    event: 'ended' | 'reopened';
    mark: typeof markEnded;
    action: string;
    before: Record<string, unknown>;
  },
  ip: string,
): Promise<void> {
  const status = transition(row, change.event);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if ((await change.mark(trx, row, status, now)) === 0) throw conflict(change.event);
    await afterInquiryEvent(trx, {
      type: 'status_changed',
      inquiryId: row.id,
      from: row.status,
      to: status,
      at: now,
      actor: { kind: 'staff', staffId: active.staff.id },
    });
    await audit(trx, {
      staffId: active.staff.id,
      action: change.action,
      targetType: 'inquiry',
      targetId: row.id,
      before: change.before,
      after: { status },
      ip,
    });
  });
}

export async function resolve(db: Kysely<Database>, active: ActiveStaff, inquiryId: number, ip: string) {
  const row = await scoped(db, active, inquiryId);
  const before = { status: row.status };
  await changeStatus(db, active, row, { event: 'ended', mark: markEnded, action: 'inquiry.resolved', before }, ip);
}

export async function reopen(db: Kysely<Database>, active: ActiveStaff, inquiryId: number, ip: string) {
  const row = await scoped(db, active, inquiryId);
  // A merged inquiry's conversation lives in its target: it is not reopened.
  if (row.merged_into_id !== null) throw conflict('reopened');
  const before = { status: row.status, score: row.score };
  await changeStatus(
    db,
    active,
    row,
    { event: 'reopened', mark: markReopened, action: 'inquiry.reopened', before },
    ip,
  );
}
