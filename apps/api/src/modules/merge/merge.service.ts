// Merging two inquiries of one player (contract merge.ts). Both must be on the staff
// member's brands (another brand's inquiry answers 1002, like a missing one), of the same brand
// and the same player. In one transaction: every message (notes too) and every attachment of the
// source moves to the target, keeping their ids (the conversation stays in time order), the
// target gains the field values it lacks and the source's tags, the source closes pointing at the
// target, the target is open and gets a notice to the player in their language that lights the
// red dot, both get an audit entry, and the automation hears of each status change. The notice is
// then mailed as an agent's reply is (inquiries/reply-notice.service.ts). A second merge of the same
// source answers 1004.
// Not a caller of inquiries.service or queue.service (they may come to call automation, which
// must not loop back here).
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { MERGE_AUDIT_ACTION, type MergeResult, type MergeRule } from '@guildhall/contract/merge';
import type { Database, Executor, InquiryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventActor } from '../automation/automation-events';
import { afterInquiryEvent } from '../automation/automation.service';
import { findInquiry, insertMessage } from '../inquiries/inquiries.repository';
import { mailReplyNotice, type ReplyNoticeDeps } from '../inquiries/reply-notice.service';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { mergeNotice } from './merge-texts';
import {
  closeMergedSource,
  copyMissingFieldValues,
  moveFiles,
  moveMessages,
  openMergeTarget,
  uniteTags,
} from './merge.repository';

const refused = (code: number, field: 'inquiryId' | 'intoInquiryId', rule: MergeRule) =>
  new AppError(code, { data: [{ field, rule }] });

/** The inquiry if it belongs to one of the staff member's brands; else 1002, like a missing one. */
async function scoped(db: Executor, active: ActiveStaff, inquiryId: number): Promise<InquiryRow> {
  const row = await findInquiry(db, inquiryId);
  if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
  return row;
}

/** The refusals of contract merge.ts, in the order a person would name them. */
function check(source: InquiryRow, target: InquiryRow): void {
  if (target.brand_id !== source.brand_id) throw refused(ErrorCode.validation, 'intoInquiryId', 'other_brand');
  if (target.user_id !== source.user_id) throw refused(ErrorCode.validation, 'intoInquiryId', 'other_player');
  if (source.merged_into_id !== null) throw refused(ErrorCode.conflict, 'inquiryId', 'already_merged');
  if (source.anonymised_at || target.anonymised_at) throw refused(ErrorCode.conflict, 'inquiryId', 'player_deleted');
  if (target.merged_into_id !== null) throw refused(ErrorCode.conflict, 'intoInquiryId', 'target_merged');
  if (target.status >= InquiryStatus.awaitingRating)
    throw refused(ErrorCode.conflict, 'intoInquiryId', 'target_closed');
}

/** Merges `inquiryId` into `intoInquiryId`, then mails the player the notice. */
export async function merge(
  db: Kysely<Database>,
  active: ActiveStaff,
  inquiryId: number,
  intoInquiryId: number,
  ip: string,
  deps: ReplyNoticeDeps,
): Promise<MergeResult> {
  const source = await scoped(db, active, inquiryId);
  if (intoInquiryId === inquiryId) throw refused(ErrorCode.validation, 'intoInquiryId', 'same_inquiry');
  const target = await scoped(db, active, intoInquiryId);
  check(source, target);

  const now = new Date().toISOString();
  const actor: EventActor = { kind: 'staff', staffId: active.staff.id };
  const status = InquiryStatus.processing;
  const result = await db.transaction().execute(async (trx) => {
    // Both rows in id order, so two opposite merges at once wait for each other instead of
    // deadlocking; the later one then finds its rows changed and is refused.
    const steps = [
      async () => {
        if ((await closeMergedSource(trx, source, target.id, now)) === 0)
          throw refused(ErrorCode.conflict, 'inquiryId', 'already_merged');
      },
      async () => {
        if ((await openMergeTarget(trx, target.id, status, now)) === 0) {
          // Changed since it was read: merged away meanwhile, or no longer open.
          const current = await findInquiry(trx, target.id);
          throw refused(
            ErrorCode.conflict,
            'intoInquiryId',
            current?.merged_into_id != null ? 'target_merged' : 'target_closed',
          );
        }
      },
    ];
    for (const step of source.id < target.id ? steps : steps.reverse()) await step();

    const movedMessages = await moveMessages(trx, source.id, target.id);
    const movedAttachments = await moveFiles(trx, source.id, target.id);
    const fieldsAdded = await copyMissingFieldValues(trx, source.id, target.id);
    const tagsAdded = await uniteTags(trx, source.id, target.id, now);
    // The notice is the newest message of the target: after everything that moved there.
    const notice = await insertMessage(
      trx,
      target.id,
      'agent',
      mergeNotice(target.lang, { title: source.title, inquiryId: source.id }),
      active.staff.id,
      now,
    );

    await afterInquiryEvent(trx, {
      type: 'status_changed',
      inquiryId: source.id,
      from: source.status,
      to: InquiryStatus.closed,
      at: now,
      actor,
    });
    if (target.status !== status)
      await afterInquiryEvent(trx, {
        type: 'status_changed',
        inquiryId: target.id,
        from: target.status,
        to: status,
        at: now,
        actor,
      });
    if (fieldsAdded > 0)
      await afterInquiryEvent(trx, { type: 'changed', inquiryId: target.id, what: 'fields', at: now, actor });
    if (tagsAdded > 0)
      await afterInquiryEvent(trx, { type: 'changed', inquiryId: target.id, what: 'tags', at: now, actor });

    const moved = { movedMessages, movedAttachments };
    await audit(trx, {
      staffId: active.staff.id,
      action: MERGE_AUDIT_ACTION,
      targetType: 'inquiry',
      targetId: source.id,
      before: { status: source.status, mergedInto: null },
      after: { status: InquiryStatus.closed, mergedInto: target.id, ...moved },
      ip,
    });
    await audit(trx, {
      staffId: active.staff.id,
      action: MERGE_AUDIT_ACTION,
      targetType: 'inquiry',
      targetId: target.id,
      before: { status: target.status },
      after: { status, mergedFrom: source.id, ...moved, fieldsAdded, tagsAdded, noticeId: notice.id },
      ip,
    });
    return { intoInquiryId: target.id, ...moved };
  });

  await mailReplyNotice(db, target, deps);
  return result;
}
