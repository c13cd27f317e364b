// The agent's queue and an inquiry's page. Everything is scoped to the brands the staff member
// works for: an inquiry of another brand answers 1002, exactly like a missing one. Paging is by
// keyset (the last row's sort key), so page 1 and page 10 000 cost the same on a million rows.
import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import { InquiryStatus, nextStatus, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import type { QueueItem, QueueQuerySchema } from '@guildhall/contract/staff';
import type { z } from 'zod';
import type { Database, InquiryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { noSeal, type SealIdempotent } from '../../plugins/idempotency';
import type { Mailer } from '../../lib/mail';
import { agentReply } from '../inquiries/inquiries.service';
import { insertMessage } from '../inquiries/inquiries.repository';
import { audit } from './audit';
import { brandsOf, type ActiveStaff } from './staff-sessions';
import { replyNoticeMail } from '../accounts/mail-texts';
import type { Language } from '@guildhall/contract/areas';

type Query = z.output<typeof QueueQuerySchema>;

function encodeCursor(updatedAt: string, id: number): string {
  return Buffer.from(`${updatedAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { updatedAt: string; id: number } {
  const [updatedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!updatedAt || !/^\d{4}-/.test(updatedAt) || !Number.isInteger(Number(id))) throw new AppError(ErrorCode.validation, [{ field: 'cursor', rule: 'invalid' }]);
  return { updatedAt, id: Number(id) };
}

export function createQueueService(db: Kysely<Database>, deps: { mailer: Mailer; fileUrl: (id: string) => string; brandName: (id: string) => Promise<string> }) {
  /** The inquiry if it belongs to one of the staff member's brands. */
  async function scoped(active: ActiveStaff, inquiryId: number): Promise<InquiryRow> {
    const row = await db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirst();
    if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
    return row;
  }

  /** Category names for staff: English where there is one, else any language. */
  async function categoryNames(ids: number[], _staffId: number): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    const out = new Map<number, string>();
    if (unique.length === 0) return out;
    const rows = await db.selectFrom('inquiry_type_texts').selectAll().where('type_id', 'in', unique).execute();
    for (const id of unique) {
      const texts = rows.filter((r) => r.type_id === id);
      out.set(id, (texts.find((r) => r.lang === 'en') ?? texts[0])?.name ?? '');
    }
    return out;
  }

  function conflict(event: string): AppError {
    return new AppError(ErrorCode.conflict, [{ field: 'status', rule: `not_allowed_${event}` }]);
  }

  return {
    scoped,

    async queue(active: ActiveStaff, q: Query): Promise<{ list: QueueItem[]; nextCursor: string | null }> {
      const brands = q.brand ? [q.brand] : active.brands;
      if (q.brand && !active.brands.includes(q.brand)) throw AppError.notFound();
      if (brands.length === 0) return { list: [], nextCursor: null };
      const waiting = q.sort === 'waiting';
      const dir = waiting ? 'asc' : 'desc';
      const cursor = q.cursor ? decodeCursor(q.cursor) : null;
      // One ordered range per brand, each stopping after a page, merged and cut to a page:
      // SQLite and PostgreSQL both walk the (brand_id, updated_at, id) index and never sort the
      // whole queue, so page 1 and page 10 000 cost the same on a million inquiries.
      const branch = (brand: string) => {
        let b = db
          .selectFrom('inquiries as i')
          .innerJoin('users as u', 'u.id', 'i.user_id')
          .select(['i.id', 'i.updated_at'])
          .where('i.brand_id', '=', brand);
        if (q.gameId) b = b.where('i.game_id', '=', q.gameId);
        if (q.status !== undefined) b = b.where('i.status', '=', q.status);
        else if (waiting || q.open === 'true') b = b.where('i.status', '<', waiting ? InquiryStatus.replied : InquiryStatus.awaitingRating);
        if (q.queryType) b = b.where('i.query_type', '=', q.queryType);
        if (q.region) b = b.where('i.game_area_id', '=', q.region);
        if (q.view === 'unassigned') b = b.where('i.assigned_staff_id', 'is', null);
        if (q.view === 'mine') b = b.where('i.assigned_staff_id', '=', active.staff.id);
        if (q.q) {
          const term = q.q;
          const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          b = b.where((eb) =>
            eb.or([
              ...(/^\d+$/.test(term) ? [eb('i.id', '=', Number(term))] : []),
              eb('u.account', '=', term.toLowerCase()),
              eb(sql`lower(i.title)`, 'like', sql`lower(${like}) escape '\\'`),
              eb(sql`lower(i.role_name)`, 'like', sql`lower(${like}) escape '\\'`),
              eb.exists(
                eb
                  .selectFrom('inquiry_messages as m')
                  .select('m.id')
                  .whereRef('m.inquiry_id', '=', 'i.id')
                  .where(sql`lower(m.content)`, 'like', sql`lower(${like}) escape '\\'`),
              ),
            ]),
          );
        }
        // A row value compares (updated_at, id) as one key: a plain range on the index.
        if (cursor) b = b.where((eb) => eb(eb.refTuple('i.updated_at', 'i.id'), waiting ? '>' : '<', eb.tuple(cursor.updatedAt, cursor.id)));
        return b.orderBy('i.updated_at', dir).orderBy('i.id', dir).limit(q.pageSize + 1);
      };
      const [first, ...others] = brands.map((b, n) => db.selectFrom(branch(b).as(`b${n}`)).selectAll());
      const merged = others.reduce((acc, next) => acc.unionAll(next), first!);
      const keys = await db
        .selectFrom(merged.as('u'))
        .select(['u.id', 'u.updated_at'])
        .orderBy('u.updated_at', dir)
        .orderBy('u.id', dir)
        .limit(q.pageSize + 1)
        .execute();
      const details = keys.length
        ? await db
            .selectFrom('inquiries as i')
            .innerJoin('games as g', 'g.id', 'i.game_id')
            .innerJoin('users as u', 'u.id', 'i.user_id')
            .select([
              'i.id', 'i.brand_id', 'i.game_id', 'g.game_name', 'i.title', 'i.status', 'i.query_type', 'i.game_area_id',
              'u.account', 'i.role_name', 'i.assigned_staff_id', 'i.created_at', 'i.updated_at',
            ])
            .where('i.id', 'in', keys.map((k) => k.id))
            .execute()
        : [];
      const byId = new Map(details.map((d) => [d.id, d]));
      const rows = keys.map((k) => byId.get(k.id)!).filter(Boolean);
      const page = rows.slice(0, q.pageSize);
      const names = await categoryNames(page.map((r) => r.query_type), active.staff.id);
      const last = page[page.length - 1];
      return {
        list: page.map((r) => ({
          inquiryId: r.id,
          brand: r.brand_id,
          gameId: r.game_id,
          gameName: r.game_name,
          title: r.title,
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
        })),
        nextCursor: rows.length > q.pageSize && last ? encodeCursor(last.updated_at, last.id) : null,
      };
    },

    /** The inquiry's page; an agent opening a new inquiry starts processing it. */
    async detail(active: ActiveStaff, inquiryId: number, ip: string) {
      let row = await scoped(active, inquiryId);
      if (row.status === InquiryStatus.new) {
        const now = new Date().toISOString();
        await db.updateTable('inquiries').set({ status: InquiryStatus.processing, updated_at: now }).where('id', '=', row.id).where('status', '=', InquiryStatus.new).execute();
        await audit(db, { staffId: active.staff.id, action: 'inquiry.opened', targetType: 'inquiry', targetId: row.id, before: { status: row.status }, after: { status: InquiryStatus.processing }, ip });
        row = { ...row, status: InquiryStatus.processing, updated_at: now };
      }
      const [user, game, messages, others] = await Promise.all([
        db.selectFrom('users').select(['id', 'account', 'type', 'username', 'email', 'email_certified']).where('id', '=', row.user_id).executeTakeFirstOrThrow(),
        db.selectFrom('games').select(['game_name', 'icon']).where('id', '=', row.game_id).executeTakeFirstOrThrow(),
        db.selectFrom('inquiry_messages').selectAll().where('inquiry_id', '=', row.id).orderBy('id').execute(),
        db
          .selectFrom('inquiries')
          .select(['id', 'title', 'status', 'created_at', 'brand_id'])
          .where('user_id', '=', row.user_id)
          .where('id', '!=', row.id)
          .where('brand_id', 'in', active.brands)
          .orderBy('id', 'desc')
          .limit(20)
          .execute(),
      ]);
      const files = messages.length ? await db.selectFrom('files').selectAll().where('message_id', 'in', messages.map((m) => m.id)).execute() : [];
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
          queryTypeName: (await categoryNames([row.query_type], active.staff.id)).get(row.query_type) ?? '',
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
        },
        player: { account: user.account, type: user.type, username: user.username, email: user.email, emailCertified: user.email_certified === 1 },
        messages: messages.map((m) => ({
          id: m.id,
          from: m.author,
          staffId: m.staff_id,
          content: m.content,
          createdAt: m.created_at,
          attachments: files.filter((f) => f.message_id === m.id).map((f) => ({ fileId: f.id, name: f.name, size: f.size, kind: f.kind, url: deps.fileUrl(f.id) })),
        })),
        otherInquiries: others.map((o) => ({ inquiryId: o.id, title: o.title, status: o.status, brand: o.brand_id, createdAt: o.created_at })),
      };
    },

    /** The reply reaches the player's conversation, red dot and, when there is one, inbox. */
    async reply(active: ActiveStaff, inquiryId: number, input: { content: string; attachments: string[] }, ip: string, seal: SealIdempotent = noSeal) {
      const row = await scoped(active, inquiryId);
      if (nextStatus(row.status as InquiryStatusValue, 'agentReplied') === null) throw conflict('agentReplied');
      // The reply, its assignment, its audit entry and its idempotent answer commit together.
      await agentReply(db, { inquiryId: row.id, staffId: active.staff.id, content: input.content, attachments: input.attachments }, async (trx) => {
        await trx.updateTable('inquiries').set({ assigned_staff_id: active.staff.id }).where('id', '=', row.id).where('assigned_staff_id', 'is', null).execute();
        await audit(trx, { staffId: active.staff.id, action: 'inquiry.replied', targetType: 'inquiry', targetId: row.id, before: { status: row.status }, after: { status: InquiryStatus.replied, content: input.content }, ip });
        await seal(trx, null);
      });
      const user = await db.selectFrom('users').select(['email', 'email_certified']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
      const to = row.email ?? (user.email_certified === 1 ? user.email : null);
      if (to) {
        const brand = await deps.brandName(row.brand_id);
        // The mail says a reply is waiting; the reply itself stays behind the login.
        await deps.mailer.send({ to, ...replyNoticeMail(row.lang as Language, { brand, title: row.title, inquiryId: row.id }) }).catch(() => undefined);
      }
    },

    async note(active: ActiveStaff, inquiryId: number, content: string, ip: string) {
      const row = await scoped(active, inquiryId);
      const m = await insertMessage(db, row.id, 'note', content, active.staff.id, new Date().toISOString());
      await audit(db, { staffId: active.staff.id, action: 'inquiry.noted', targetType: 'inquiry', targetId: row.id, after: { noteId: m.id, content }, ip });
    },

    async assign(active: ActiveStaff, inquiryId: number, staffId: number | null, ip: string) {
      const row = await scoped(active, inquiryId);
      if (staffId !== null) {
        const target = await db.selectFrom('staff').select(['id', 'role', 'disabled']).where('id', '=', staffId).executeTakeFirst();
        const targetBrands = target ? await brandsOf(db, target) : [];
        if (!target || target.disabled === 1 || !targetBrands.includes(row.brand_id)) {
          throw new AppError(ErrorCode.validation, [{ field: 'staffId', rule: 'not_on_brand' }]);
        }
      }
      const now = new Date().toISOString();
      const status = row.status === InquiryStatus.new && staffId !== null ? InquiryStatus.processing : row.status;
      await db.updateTable('inquiries').set({ assigned_staff_id: staffId, status, updated_at: now }).where('id', '=', row.id).execute();
      await audit(db, { staffId: active.staff.id, action: 'inquiry.assigned', targetType: 'inquiry', targetId: row.id, before: { assignedTo: row.assigned_staff_id, status: row.status }, after: { assignedTo: staffId, status }, ip });
    },

    async resolve(active: ActiveStaff, inquiryId: number, ip: string) {
      const row = await scoped(active, inquiryId);
      const status = nextStatus(row.status as InquiryStatusValue, 'ended');
      if (status === null) throw conflict('ended');
      const now = new Date().toISOString();
      await db.updateTable('inquiries').set({ status, ended_at: now, updated_at: now }).where('id', '=', row.id).where('status', '=', row.status).execute();
      await audit(db, { staffId: active.staff.id, action: 'inquiry.resolved', targetType: 'inquiry', targetId: row.id, before: { status: row.status }, after: { status }, ip });
    },

    async reopen(active: ActiveStaff, inquiryId: number, ip: string) {
      const row = await scoped(active, inquiryId);
      const status = nextStatus(row.status as InquiryStatusValue, 'reopened');
      if (status === null) throw conflict('reopened');
      const now = new Date().toISOString();
      await db
        .updateTable('inquiries')
        .set({ status, ended_at: null, closed_at: null, score: null, score_comment: null, updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .execute();
      await audit(db, { staffId: active.staff.id, action: 'inquiry.reopened', targetType: 'inquiry', targetId: row.id, before: { status: row.status, score: row.score }, after: { status }, ip });
    },
  };
}
