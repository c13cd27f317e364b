// One-to-one support from the player's side (docs/product.md section 4): file, follow, add
// information, end, rate. Every transition goes through nextStatus() of the contract, and every
// inquiry or file of someone else answers 1002, exactly like one that does not exist.
import { afterInquiryEvent } from '../automation/automation.service';
import { firstResponseDue } from '../sla/sla.service';
import type { Kysely, Transaction } from 'kysely';
import type { Area, Language } from '@guildhall/contract/areas';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  InquiryStatus,
  nextStatus,
  RATING_WAIT_DAYS,
  type InquiryEvent,
  type InquiryStatusValue,
} from '@guildhall/contract/inquiry-status';
import type {
  CreateInquiryResult,
  CreateInquirySchema,
  ExpectedReply,
  InquiryDetail,
  InquiryListItem,
} from '@guildhall/contract/support';
import type { z } from 'zod';
import type { Database, Executor, InquiryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { noSeal, type SealIdempotent } from '../../plugins/idempotency';
import { formatBytes } from '@guildhall/contract/attachments';
import type { ActiveSession } from '../accounts/sessions.service';
import { limitsFor, wireAttachment } from '../files/files.service';
import { languageFallbacks } from '../games/games.service';
import { textsFor } from '../games/games.repository';
import { directoryOf, gameOfBrand, inquiryTypes } from '../catalogue/catalogue.service';
import { storeNewInquiryFields } from '../fields/fields.service';
import { tierOf } from '../catalogue/game-directory';
import {
  attachFiles,
  brandReplyWithinHours,
  closeAwaitingRatingEndedBy,
  filesOfMessages,
  findGameNameAndIcon,
  findInquiry,
  findLatestUnresolved,
  findOwnInquiry,
  hasUnreadReply,
  insertInquiry,
  insertMessage,
  listOwnInquiries,
  markReadByPlayer,
  playerVisibleMessages,
  updateInquiryIfStatus,
  updateInquiryIfStatusBelow,
} from './inquiries.repository';
import { replyMailAddress } from './reply-notice.service';

export interface PlayerContext {
  brandId: string;
  area: Area;
  lang: Language;
  platform?: string | undefined;
  userAgent?: string | undefined;
  log: { warn(obj: object, msg: string): void };
}

export type FileUrl = (fileId: string) => string;

/** Hours a brand that has no setting (a row written before migration 011) is taken to need. */
const DEFAULT_REPLY_WITHIN_HOURS = 24;

/**
 * When the player may expect the first reply to an inquiry: the one place this
 * is decided. The SLA's first-response due time, written by the automation seam when the inquiry
 * was filed (its policy and calendar, in working time), told as the hours from filing to it,
 * rounded up; with no SLA policy covering the inquiry, the brand's setting (brands.reply_within_hours).
 */
export async function expectedFirstReply(
  db: Executor,
  inquiry: { inquiryId: number; brandId: string; createdAt: string },
): Promise<ExpectedReply> {
  const created = Date.parse(inquiry.createdAt);
  const due = await firstResponseDue(db, inquiry.inquiryId);
  if (due !== null) return { withinHours: Math.max(1, Math.ceil((Date.parse(due) - created) / 3_600_000)), by: due };
  const withinHours = (await brandReplyWithinHours(db, inquiry.brandId)) ?? DEFAULT_REPLY_WITHIN_HOURS;
  return { withinHours, by: new Date(created + withinHours * 3_600_000).toISOString() };
}

const invalid = (field: string, rule: string) => new AppError(ErrorCode.validation, { data: [{ field, rule }] });

function transition(row: Pick<InquiryRow, 'status'>, event: InquiryEvent): InquiryStatusValue {
  const next = nextStatus(row.status as InquiryStatusValue, event);
  if (next === null)
    throw new AppError(ErrorCode.conflict, { data: [{ field: 'status', rule: `not_allowed_${event}` }] });
  return next;
}

async function checkAttachmentCount(
  db: Kysely<Database>,
  brandId: string,
  area: string,
  count: number,
  lang: Language,
) {
  const limits = await limitsFor(db, brandId, area);
  if (count > limits.maxFiles) {
    throw new AppError(ErrorCode.tooManyAttachments, {
      data: { maxFiles: limits.maxFiles },
      params: { count: limits.maxFiles, size: formatBytes(limits.maxBytes, lang) },
    });
  }
}

async function own(db: Executor, session: ActiveSession, inquiryId: number, brandId: string) {
  const row = await findOwnInquiry(db, inquiryId, session.user.id, brandId);
  if (!row) throw AppError.notFound();
  return row;
}

export async function create(
  db: Kysely<Database>,
  session: ActiveSession,
  input: z.output<typeof CreateInquirySchema>,
  ctx: PlayerContext,
  seal: SealIdempotent = noSeal,
): Promise<CreateInquiryResult> {
  const { user } = session;
  if (user.type === 'GUEST' && !input.email) throw invalid('email', 'required_for_guest');
  const game = await gameOfBrand(db, ctx.brandId, input.gameId);
  const categories = await inquiryTypes(db, game, ctx.lang, ctx.area);
  if (!categories.some((c) => c.id === input.queryType)) throw invalid('queryType', 'unknown');
  const directory = directoryOf(db, game, ctx.area, ctx.log);
  const area = (await directory.areas(ctx.lang)).find((a) => a.gameAreaId === input.gameAreaId);
  if (!area) throw invalid('gameAreaId', 'unknown');
  const server = (await directory.servers(area.gameAreaId, ctx.lang)).find((s) => s.serverId === input.serverId);
  if (!server) throw invalid('serverId', 'unknown');
  let roleName = input.roleName;
  if (input.roleId) {
    const role = (await directory.roles(server.serverId, user.account)).find((r) => r.roleId === input.roleId);
    if (!role) throw invalid('roleId', 'unknown');
    roleName = role.roleName;
  }
  await checkAttachmentCount(db, ctx.brandId, ctx.area, input.attachments.length, ctx.lang);
  // The tier orders the queue and chooses the SLA; a directory that cannot tell files it standard.
  const tier = await tierOf(directory, user.account, ctx.log);

  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await insertInquiry(trx, {
      brand_id: ctx.brandId,
      game_id: game.id,
      user_id: user.id,
      game_area_id: area.gameAreaId,
      area_name: area.name,
      server_id: server.serverId,
      server_name: server.name,
      role_id: input.roleId,
      role_name: roleName,
      query_type: input.queryType,
      title: input.title,
      email: input.email ?? null,
      phone: input.phone ?? null,
      status: InquiryStatus.new,
      score: null,
      score_comment: null,
      lang: ctx.lang,
      region: ctx.area,
      platform: ctx.platform ?? null,
      user_agent: ctx.userAgent?.slice(0, 300) ?? null,
      assigned_staff_id: null,
      last_agent_reply_at: null,
      player_read_at: now,
      created_at: now,
      updated_at: now,
      ended_at: null,
      closed_at: null,
      player_tier: tier.tier,
      tier_rank: tier.rank,
    });
    const message = await insertMessage(trx, row.id, 'player', input.content, null, now);
    const attached = await attachFiles(trx, input.attachments, { userId: user.id }, row.id, message.id);
    // An id that is not the caller's unused upload looks exactly like a missing one.
    if (attached !== new Set(input.attachments).size) throw AppError.notFound();
    // The category's fields, stored before the event so the rules see them.
    await storeNewInquiryFields(trx, {
      inquiryId: row.id,
      typeId: input.queryType,
      values: input.fields,
      lang: ctx.lang,
      area: ctx.area,
      at: now,
    });
    await afterInquiryEvent(trx, { type: 'created', inquiryId: row.id, at: now, actor: { kind: 'player' } });
    const expectedReply = await expectedFirstReply(trx, {
      inquiryId: row.id,
      brandId: ctx.brandId,
      createdAt: now,
    });
    const replyMailTo = await replyMailAddress(trx, user.id, input.email ?? null);
    return seal(trx, { inquiryId: row.id, expectedReply, replyMailTo });
  });
}

export async function list(
  db: Executor,
  session: ActiveSession,
  q: { clientId?: number | undefined; page: number; pageSize: number },
  brandId: string,
  lang: Language,
  area: Area,
) {
  // A guest's list is that guest account's inquiries: what this browser filed as a guest.
  const { rows, total } = await listOwnInquiries(db, session.user.id, brandId, {
    gameId: q.clientId,
    page: q.page,
    pageSize: q.pageSize,
  });
  const titles = await gameTitles(
    db,
    rows.map((r) => r.game_id),
    lang,
    area,
  );
  const list: InquiryListItem[] = rows.map((r) => ({
    inquiryId: r.id,
    title: r.title,
    gameId: r.game_id,
    gameName: titles.get(r.game_id) ?? r.game_name,
    status: r.status,
    unread: isUnread(r),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    ...(r.merged_into_id !== null ? { mergedIntoId: r.merged_into_id } : {}),
  }));
  return { list, total };
}

/** The inquiry with its conversation; viewing it marks the agent's replies as read. */
export async function detail(
  db: Executor,
  session: ActiveSession,
  inquiryId: number,
  brandId: string,
  lang: Language,
  area: Area,
  fileUrl: FileUrl,
): Promise<InquiryDetail> {
  const row = await own(db, session, inquiryId, brandId);
  await markReadByPlayer(db, row.id, new Date().toISOString());
  const game = await findGameNameAndIcon(db, row.game_id);
  const categories = await inquiryTypes(db, { id: row.game_id }, lang, area);
  const messages = await playerVisibleMessages(db, row.id);
  const files = messages.length
    ? await filesOfMessages(
        db,
        messages.map((m) => m.id),
      )
    : [];
  // Merged: where its conversation went, the player's own inquiry on this brand.
  const merged =
    row.merged_into_id !== null ? await findOwnInquiry(db, row.merged_into_id, session.user.id, brandId) : undefined;
  return {
    inquiryId: row.id,
    gameId: row.game_id,
    gameName: (await gameTitles(db, [row.game_id], lang, area)).get(row.game_id) ?? game.game_name,
    gameImg: game.icon,
    gameAreaId: row.game_area_id,
    areaName: row.area_name,
    serverId: row.server_id,
    serverName: row.server_name,
    roleId: row.role_id,
    roleName: row.role_name,
    queryType: row.query_type,
    queryTypeName: categories.find((c) => c.id === row.query_type)?.name ?? '',
    title: row.title,
    email: row.email,
    phone: row.phone,
    status: row.status,
    score: row.score,
    scoreComment: row.score_comment,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.author === 'agent' ? 'agent' : 'player',
      content: m.content,
      attachments: files.filter((f) => f.message_id === m.id).map((f) => wireAttachment(f, fileUrl)),
      createdAt: m.created_at,
    })),
    ...(merged ? { mergedInto: { inquiryId: merged.id, gameId: merged.game_id, title: merged.title } } : {}),
  };
}

export async function reply(
  db: Kysely<Database>,
  session: ActiveSession,
  input: { inquiryId: number; content: string; attachments: string[] },
  ctx: PlayerContext,
  seal: SealIdempotent = noSeal,
) {
  const row = await own(db, session, input.inquiryId, ctx.brandId);
  const status = transition(row, 'playerAdded');
  await checkAttachmentCount(db, ctx.brandId, row.region, input.attachments.length, ctx.lang);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const message = await insertMessage(trx, row.id, 'player', input.content, null, now);
    const attached = await attachFiles(trx, input.attachments, { userId: session.user.id }, row.id, message.id);
    if (attached !== new Set(input.attachments).size) throw AppError.notFound();
    if (!(await updateInquiryIfStatus(trx, row.id, row.status, { status, updated_at: now, player_read_at: now })))
      throw new AppError(ErrorCode.conflict);
    await afterInquiryEvent(trx, {
      type: 'player_replied',
      inquiryId: row.id,
      messageId: message.id,
      at: now,
      actor: { kind: 'player' },
    });
    if (status !== row.status)
      await afterInquiryEvent(trx, {
        type: 'status_changed',
        inquiryId: row.id,
        from: row.status,
        to: status,
        at: now,
        actor: { kind: 'player' },
      });
    await seal(trx, null);
  });
}

export async function end(db: Kysely<Database>, session: ActiveSession, inquiryId: number, brandId: string) {
  const row = await own(db, session, inquiryId, brandId);
  const status = transition(row, 'ended');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await updateInquiryIfStatus(trx, row.id, row.status, { status, ended_at: now, updated_at: now })))
      throw new AppError(ErrorCode.conflict);
    await afterInquiryEvent(trx, {
      type: 'status_changed',
      inquiryId: row.id,
      from: row.status,
      to: status,
      at: now,
      actor: { kind: 'player' },
    });
  });
}

export async function score(
  db: Executor,
  session: ActiveSession,
  input: { inquiryId: number; score: number; comment?: string | undefined },
  brandId: string,
) {
  const row = await own(db, session, input.inquiryId, brandId);
  const status = transition(row, 'rated');
  const now = new Date().toISOString();
  const rated = await updateInquiryIfStatus(db, row.id, InquiryStatus.awaitingRating, {
    status,
    score: input.score,
    score_comment: input.comment ?? null,
    closed_at: now,
    updated_at: now,
  });
  // Two ratings racing: only one finds the inquiry still waiting.
  if (!rated) throw new AppError(ErrorCode.conflict);
}

/** True when an agent replied after the player last looked at that inquiry. */
export async function feedback(
  db: Executor,
  session: ActiveSession | null,
  brandId: string,
  clientId?: number,
): Promise<boolean> {
  if (!session) return false;
  return hasUnreadReply(db, session.user.id, brandId, clientId);
}

export async function unresolved(db: Executor, session: ActiveSession | null, brandId: string, clientId: number) {
  if (!session) return null;
  const row = await findLatestUnresolved(db, session.user.id, brandId, clientId);
  return row ? { inquiryId: row.id, title: row.title, status: row.status, createdAt: row.created_at } : null;
}

/** The games' titles in the player's language (the name players chose them by). */
async function gameTitles(
  db: Kysely<Database>,
  ids: number[],
  lang: Language,
  area: Area,
): Promise<Map<number, string>> {
  const prefs = languageFallbacks(lang, area);
  const texts = await textsFor(db, [...new Set(ids)], prefs);
  const out = new Map<number, string>();
  for (const [id, byLang] of texts) {
    const t = prefs.map((l) => byLang.get(l)).find(Boolean);
    if (t) out.set(id, t.title);
  }
  return out;
}

function isUnread(r: { last_agent_reply_at: string | null; player_read_at: string | null }): boolean {
  return r.last_agent_reply_at !== null && (r.player_read_at === null || r.player_read_at < r.last_agent_reply_at);
}

/**
 * A staff reply, as the console will send it: the conversation gains the agent's message, the
 * status becomes "replied" and the player's red dot lights up on their next poll. `alsoIn` runs
 * last in the same transaction (the caller's audit and idempotent answer).
 */
export async function agentReply(
  db: Kysely<Database>,
  input: { inquiryId: number; staffId: number; content: string; attachments?: string[] },
  alsoIn?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const row = await findInquiry(db, input.inquiryId);
  if (!row) throw AppError.notFound();
  const status = transition(row, 'agentReplied');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const message = await insertMessage(trx, row.id, 'agent', input.content, input.staffId, now);
    const files = input.attachments ?? [];
    if ((await attachFiles(trx, files, { staffId: input.staffId }, row.id, message.id)) !== files.length)
      throw AppError.notFound();
    // Only while a reply is still allowed: one resolved meanwhile (a colleague's resolve) is refused
    // as it would be a moment later, not sent back to "replied".
    const replied = await updateInquiryIfStatusBelow(trx, row.id, InquiryStatus.awaitingRating, {
      status,
      last_agent_reply_at: now,
      updated_at: now,
    });
    if (!replied)
      throw new AppError(ErrorCode.conflict, { data: [{ field: 'status', rule: 'not_allowed_agentReplied' }] });
    const actor = { kind: 'staff', staffId: input.staffId } as const;
    await afterInquiryEvent(trx, { type: 'agent_replied', inquiryId: row.id, messageId: message.id, at: now, actor });
    if (status !== row.status)
      await afterInquiryEvent(trx, {
        type: 'status_changed',
        inquiryId: row.id,
        from: row.status,
        to: status,
        at: now,
        actor,
      });
    if (alsoIn) await alsoIn(trx);
  });
}

/** Inquiries left waiting for a rating for 7 days close themselves: one idempotent UPDATE. */
export async function closeUnratedInquiries(db: Kysely<Database>, at = new Date()): Promise<number> {
  const cutoff = new Date(at.getTime() - RATING_WAIT_DAYS * 86_400_000).toISOString();
  return closeAwaitingRatingEndedBy(db, cutoff, at.toISOString());
}
