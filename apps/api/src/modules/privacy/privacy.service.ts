// Player data rights (decision record 25). The archive: the account, its linked logins
// and sessions' metadata, every inquiry with its conversation as JSON and as one readable page
// each, and the attachments themselves. The deletion: one transaction ends every session, removes
// the personal data and the linked logins, keeps the inquiries anonymised for the reports, deletes
// the account's file rows and records their objects in `storage_deletions`, and writes the audit
// entry; after the commit the objects are removed, and what a crash leaves there is removed by the
// hourly "storage deletions" job. The retention setting purges closed inquiries' attachments the
// same way. Admins do the same on a player's request, with a reason, from the console.
import type { Kysely } from 'kysely';
import { INQUIRY_STATUS_KEYS, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  EXPORT_FILE_PREFIX,
  EXPORT_PER_HOUR,
  EXPORT_PER_IP_PER_HOUR,
  PRIVACY_AUDIT,
  type AccountDeleted,
  type DeleteAccountRequest,
} from '@guildhall/contract/privacy';
import type { Readable } from 'node:stream';
import type { Database, Executor, UserRow } from '../../db/schema';
import { normalizeLanguage } from '@guildhall/contract/areas';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { playerValuesOf } from '../fields/fields.service';
import { verifyPassword } from '../../lib/password';
import type { RateLimitStore } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import type { ActiveSession } from '../accounts/sessions.service';
import { LIMITS, toUserInfo } from '../accounts/accounts.service';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { archiveName, inquiryHtml, zipArchive, type ArchiveAttachment } from './export-archive';
import {
  anonymiseInquiriesOf,
  categoryNames,
  deleteFileRows,
  deleteLoginsOf,
  deleteSessionsOf,
  eraseAccount,
  expiredAttachments,
  filesOfMessages,
  findAccount,
  forgetStorageDeletion,
  hasDataOutside,
  identitiesOf,
  inquiriesOf,
  inquiryPlayer,
  markPurged,
  messagesOf,
  pendingStorageDeletions,
  recordStorageDeletions,
  sessionsOf,
  uploadsOf,
  type BrandScope,
} from './privacy.repository';
import { coversEveryBrand } from '../rules/rules.service';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 200;

/** What the privacy functions use besides the database. */
export interface PrivacyDeps {
  /** The attachments' storage. */
  storage: Storage;
  rateLimits: RateLimitStore;
  /** ATTACHMENT_RETENTION_DAYS: closed inquiries' attachments are purged this many days after closing; 0 keeps them. */
  retentionDays: number;
  now?: () => number;
}

const nowOf = (deps: Pick<PrivacyDeps, 'now'>) => (deps.now ?? Date.now)();

/** Who asks: the player themselves, or an admin with the player's request as the reason. */
export type Requester =
  { kind: 'player'; ip: string } | { kind: 'staff'; staff: ActiveStaff; reason: string; ip: string };

export interface DataArchive {
  fileName: string;
  stream: Readable;
}

async function limit(rateLimits: RateLimitStore, key: string, max: number) {
  const hit = await rateLimits.hit(key, max, HOUR_MS);
  if (!hit.allowed)
    throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
}

/** The player of an inquiry on the admin's brands (another brand's answers 1002); a deleted account is not found either. */
async function playerOfInquiry(db: Executor, staff: ActiveStaff, inquiryId: number): Promise<UserRow> {
  const row = await inquiryPlayer(db, inquiryId);
  if (!row || !staff.brands.includes(row.brand_id)) throw AppError.notFound();
  const user = await findAccount(db, row.user_id);
  if (!user || user.deleted_at) throw AppError.notFound();
  return user;
}

/**
 * Removes the objects recorded in storage_deletions (only `keys` when given), forgetting each one
 * once storage has removed it; a failure leaves it recorded for the next run. Answers how many.
 */
async function removeRecorded(db: Executor, storage: Storage, keys?: string[]): Promise<number> {
  let removed = 0;
  for (let i = 0; ; i += BATCH) {
    const slice = keys?.slice(i, i + BATCH);
    if (slice && slice.length === 0) break;
    const rows = await pendingStorageDeletions(db, BATCH, slice);
    for (const { storage_key } of rows) {
      await storage.delete(storage_key);
      await forgetStorageDeletion(db, storage_key);
      removed += 1;
    }
    if (!slice && rows.length < BATCH) break;
  }
  return removed;
}

/** The brands an admin's export or deletion reaches: null for an admin of every brand (as rules). */
async function scopeOf(db: Executor, staff: ActiveStaff): Promise<BrandScope> {
  return (await coversEveryBrand(db, staff)) ? null : staff.brands;
}

/**
 * The archive: the account-level part (profile, linked logins) always; inquiries with their
 * messages and attachments, and sessions, of the scope's brands only (every brand when null).
 */
async function archiveOf(db: Executor, user: UserRow, brands: BrandScope, deps: PrivacyDeps): Promise<DataArchive> {
  const at = new Date(nowOf(deps));
  const [identities, sessions, inquiries] = await Promise.all([
    identitiesOf(db, user.id),
    sessionsOf(db, user.id, brands),
    inquiriesOf(db, user.id, brands),
  ]);
  const messages = await messagesOf(
    db,
    inquiries.map((i) => i.id),
  );
  const files = await filesOfMessages(
    db,
    messages.map((m) => m.id),
  );
  const names = await categoryNames(db, [...new Set(inquiries.map((i) => i.query_type))]);
  // The category fields the player gave, by label.
  const fieldValues = await playerValuesOf(db, inquiries);
  const categoryOf = (typeId: number, lang: string) => {
    const texts = names.filter((n) => n.type_id === typeId);
    return (
      (texts.find((n) => n.lang === lang) ?? texts.find((n) => n.lang === 'en') ?? texts[0])?.name ?? String(typeId)
    );
  };
  const attachments: ArchiveAttachment[] = [];
  const fileEntry = (f: (typeof files)[number]) => {
    const path = f.purged_at ? null : `attachments/${f.inquiry_id ?? 0}/${f.id}-${archiveName(f.name)}`;
    if (path)
      attachments.push({ path, open: async () => (await deps.storage.openRead(f.storage_key))?.stream ?? null });
    return {
      name: f.name,
      size: Number(f.size),
      kind: f.kind,
      contentType: f.content_type,
      path,
      removedAfterDays: f.removed_after_days === null ? null : Number(f.removed_after_days),
    };
  };
  const inquiryDocs = inquiries.map((i) => ({
    inquiryId: i.id,
    brand: i.brand_id,
    gameId: i.game_id,
    gameName: i.game_name,
    title: i.title,
    category: categoryOf(i.query_type, i.lang),
    status: INQUIRY_STATUS_KEYS[i.status as InquiryStatusValue] ?? String(i.status),
    region: i.game_area_id,
    areaName: i.area_name,
    serverId: i.server_id,
    serverName: i.server_name,
    roleId: i.role_id,
    roleName: i.role_name,
    email: i.email,
    phone: i.phone,
    language: i.lang,
    platform: i.platform,
    userAgent: i.user_agent,
    score: i.score,
    scoreComment: i.score_comment,
    createdAt: i.created_at,
    updatedAt: i.updated_at,
    endedAt: i.ended_at,
    closedAt: i.closed_at,
    fields: fieldValues.get(i.id) ?? {},
    messages: messages
      .filter((m) => m.inquiry_id === i.id)
      .map((m) => ({
        from: m.author,
        content: m.content,
        createdAt: m.created_at,
        attachments: files.filter((f) => f.message_id === m.id).map(fileEntry),
      })),
  }));
  const texts: Record<string, string> = {};
  for (const doc of inquiryDocs) {
    const lang = normalizeLanguage(doc.language) ?? 'en';
    const text = (key: string, vars?: Record<string, string | number>) => message(lang, key, vars);
    texts[`inquiries/${doc.inquiryId}.html`] = inquiryHtml(
      {
        inquiryId: doc.inquiryId,
        title: doc.title,
        gameName: doc.gameName,
        category: doc.category,
        status: text(`support.status.${doc.status}`),
        createdAt: doc.createdAt,
        region: doc.areaName,
        server: doc.serverName,
        character: doc.roleName,
        score: doc.score,
        scoreComment: doc.scoreComment,
        messages: doc.messages.map((m) => ({
          from: m.from === 'agent' ? 'agent' : 'player',
          content: m.content,
          createdAt: m.createdAt,
          attachments: m.attachments.map((a) => ({
            name: a.name,
            path: a.path,
            removedAfterDays: a.removedAfterDays,
          })),
        })),
      },
      lang,
      text,
    );
  }
  const account = {
    exportedAt: at.toISOString(),
    // Which brands' inquiries and sessions the archive holds: all, or those of the admin who made it.
    brands: brands ? [...brands] : 'all',
    profile: {
      // What the user center shows of the account, then what only the archive tells.
      ...toUserInfo(user),
      passwordSet: user.password_hash !== null,
      passwordChangedAt: user.password_changed_at,
      createdAt: user.created_at,
    },
    linkedLogins: identities.map((i) => ({ provider: i.provider, email: i.email, linkedAt: i.created_at })),
    sessions: sessions.map((s) => ({
      brand: s.brand_id,
      remembered: s.remember === 1,
      createdAt: s.created_at,
      lastUsedAt: s.last_used_at,
      expiresAt: s.expires_at,
      revokedAt: s.revoked_at,
      userAgent: s.user_agent,
    })),
  };
  const readme = [
    'Your data, as stored by the publisher on ' + at.toISOString(),
    '',
    'account.json        your profile, linked logins (no secrets) and sessions (devices, times)',
    'inquiries.json      every inquiry with its messages',
    'inquiries/<id>.html each inquiry as a page to open in a browser',
    "attachments/<id>/   the files of each inquiry's messages",
    '',
    ...(brands
      ? [`Made by an admin of ${brands.join(', ')}: it holds the inquiries and sessions of these brands only.`, '']
      : []),
  ].join('\n');
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  return {
    fileName: `${EXPORT_FILE_PREFIX}${user.id}-${day}.zip`,
    stream: zipArchive({
      json: { 'account.json': account, 'inquiries.json': inquiryDocs },
      texts: { 'README.txt': readme, ...texts },
      attachments,
      at,
    }),
  };
}

/**
 * A brand-scoped admin's deletion of an account that also holds data on other brands: the data
 * of their brands goes (sessions ended, inquiries anonymised, uploads removed) and the account
 * stays, for an admin of every brand to delete (docs/decisions/0032-brand-scope-and-account-enumeration.md).
 */
async function eraseBrands(
  db: Kysely<Database>,
  user: UserRow,
  brands: readonly string[],
  by: Extract<Requester, { kind: 'staff' }>,
  deps: PrivacyDeps,
): Promise<AccountDeleted> {
  const at = new Date(nowOf(deps)).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const sessionsEnded = await deleteSessionsOf(trx, user.id, at, brands);
    const inquiriesAnonymised = await anonymiseInquiriesOf(trx, user.id, at, brands);
    const uploads = await uploadsOf(trx, user.id, brands);
    const keys = uploads.filter((f) => f.purged_at === null).map((f) => f.storage_key);
    await recordStorageDeletions(trx, keys, 'account data of brands deleted', at);
    await deleteFileRows(
      trx,
      uploads.map((f) => f.id),
    );
    const counts = { sessionsEnded, filesRemoved: keys.length, inquiriesAnonymised };
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: PRIVACY_AUDIT.deleted,
      targetType: 'user',
      targetId: user.id,
      after: { by: by.kind, reason: by.reason, brands: [...brands], accountDeleted: false, ...counts },
      ip: by.ip,
    });
    return { counts, keys };
  });
  await removeRecorded(db, deps.storage, result.keys).catch(() => 0);
  return { ...result.counts, accountDeleted: false };
}

async function deleteAccount(
  db: Kysely<Database>,
  user: UserRow,
  by: Requester,
  deps: PrivacyDeps,
): Promise<AccountDeleted> {
  const at = new Date(nowOf(deps)).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    if ((await eraseAccount(trx, user.id, at)) === 0) throw AppError.notFound();
    const sessionsEnded = await deleteSessionsOf(trx, user.id, at);
    await deleteLoginsOf(trx, user.id);
    const inquiriesAnonymised = await anonymiseInquiriesOf(trx, user.id, at);
    const uploads = await uploadsOf(trx, user.id);
    const keys = uploads.filter((f) => f.purged_at === null).map((f) => f.storage_key);
    await recordStorageDeletions(trx, keys, 'account deleted', at);
    await deleteFileRows(
      trx,
      uploads.map((f) => f.id),
    );
    const counts = { sessionsEnded, filesRemoved: keys.length, inquiriesAnonymised };
    // Who and why, never what was removed: the entry must not keep the personal data it removed.
    await audit(trx, {
      staffId: by.kind === 'staff' ? by.staff.staff.id : null,
      action: PRIVACY_AUDIT.deleted,
      targetType: 'user',
      targetId: user.id,
      after: { by: by.kind, ...(by.kind === 'staff' ? { reason: by.reason } : {}), accountDeleted: true, ...counts },
      ip: by.ip,
    });
    return { counts, keys };
  });
  // After the commit; what fails here stays recorded and the hourly job removes it.
  await removeRecorded(db, deps.storage, result.keys).catch(() => 0);
  return { ...result.counts, accountDeleted: true };
}

/** The caller's own archive. */
export async function exportOwn(
  db: Executor,
  active: ActiveSession,
  ip: string,
  deps: PrivacyDeps,
): Promise<DataArchive> {
  await limit(deps.rateLimits, `export:ip:${ip}`, EXPORT_PER_IP_PER_HOUR);
  await limit(deps.rateLimits, `export:acct:${active.user.id}`, EXPORT_PER_HOUR);
  return archiveOf(db, active.user, null, deps);
}

/**
 * An admin exports the archive of an inquiry's player, on the player's request (audited with
 * the reason): a brand-scoped admin gets the account-level part and their brands' data only.
 */
export async function exportForStaff(
  db: Executor,
  staff: ActiveStaff,
  inquiryId: number,
  reason: string,
  ip: string,
  deps: PrivacyDeps,
): Promise<DataArchive> {
  const user = await playerOfInquiry(db, staff, inquiryId);
  const brands = await scopeOf(db, staff);
  await limit(deps.rateLimits, `export:acct:${user.id}`, EXPORT_PER_HOUR);
  await audit(db, {
    staffId: staff.staff.id,
    action: PRIVACY_AUDIT.exported,
    targetType: 'user',
    targetId: user.id,
    after: { reason, inquiryId, brands: brands ? [...brands] : 'all' },
    ip,
  });
  return archiveOf(db, user, brands, deps);
}

/**
 * The caller deletes their account: the account name typed again, and the password when the
 * account has one (failures count against the account's login limit, like a login).
 */
export async function deleteOwn(
  db: Kysely<Database>,
  active: ActiveSession,
  input: DeleteAccountRequest,
  ip: string,
  deps: PrivacyDeps,
): Promise<AccountDeleted> {
  const { user } = active;
  if (input.account.trim().toLowerCase() !== user.account.toLowerCase())
    throw new AppError(ErrorCode.validation, { data: [{ field: 'account', rule: 'mismatch' }] });
  if (user.password_hash) {
    if (!input.password) throw new AppError(ErrorCode.validation, { data: [{ field: 'password', rule: 'required' }] });
    const key = `login:acct:${user.account}`;
    const state = await deps.rateLimits.peek(key, LIMITS.loginPerAccount.limit);
    if (!state.allowed)
      throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(state.retryAfterSeconds) } });
    if (!(await verifyPassword(input.password, user.password_hash))) {
      await deps.rateLimits.hit(key, LIMITS.loginPerAccount.limit, LIMITS.loginPerAccount.windowMs);
      throw new AppError(ErrorCode.loginFailed, { data: [{ field: 'password', rule: 'wrong' }] });
    }
  }
  return deleteAccount(db, user, { kind: 'player', ip }, deps);
}

/**
 * An admin deletes an inquiry's player's account on the player's request. A brand-scoped admin
 * deletes the whole account only when it holds nothing on other brands; else their brands' data.
 */
export async function deleteForStaff(
  db: Kysely<Database>,
  staff: ActiveStaff,
  inquiryId: number,
  reason: string,
  ip: string,
  deps: PrivacyDeps,
): Promise<AccountDeleted> {
  const user = await playerOfInquiry(db, staff, inquiryId);
  const by = { kind: 'staff', staff, reason, ip } as const;
  const brands = await scopeOf(db, staff);
  if (brands && (await hasDataOutside(db, user.id, brands))) return eraseBrands(db, user, brands, by, deps);
  return deleteAccount(db, user, by, deps);
}

/** The hourly job: objects recorded for removal that are still there (a crash after a commit). */
export function removeRecordedObjects(db: Executor, deps: Pick<PrivacyDeps, 'storage'>): Promise<number> {
  return removeRecorded(db, deps.storage);
}

/**
 * The hourly job of the retention setting: attachments of inquiries closed more than
 * `retentionDays` ago lose their bytes; their rows stay (name, size) marked with the days, so
 * the conversation says "removed after N days" instead of showing a broken link.
 */
export async function purgeExpiredAttachments(
  db: Kysely<Database>,
  deps: Pick<PrivacyDeps, 'storage' | 'retentionDays' | 'now'>,
): Promise<number> {
  const days = deps.retentionDays;
  if (days <= 0) return 0;
  const at = new Date(nowOf(deps)).toISOString();
  const cutoff = new Date(nowOf(deps) - days * DAY_MS).toISOString();
  let purged = 0;
  for (;;) {
    const batch = await expiredAttachments(db, cutoff, BATCH);
    if (batch.length === 0) break;
    const keys = await db.transaction().execute(async (trx) => {
      const marked = new Set(
        await markPurged(
          trx,
          batch.map((f) => f.id),
          at,
          days,
        ),
      );
      const keys = batch.filter((f) => marked.has(f.id)).map((f) => f.storage_key);
      await recordStorageDeletions(trx, keys, `retention ${days} days`, at);
      if (keys.length)
        await audit(trx, {
          staffId: null,
          action: PRIVACY_AUDIT.attachmentsPurged,
          targetType: 'files',
          targetId: 'retention',
          after: { days, files: keys.length },
        });
      return keys;
    });
    purged += keys.length;
    await removeRecorded(db, deps.storage, keys);
    if (batch.length < BATCH) break;
  }
  return purged;
}
