// The queries of a merge. `db` first, so the merge's transaction passes through. The
// two inquiries' updates are conditional (still not merged; the target still open) and answer
// how many rows they changed: 0 means a colleague merged or closed one of them first.
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor, InquiryRow } from '../../db/schema';

/**
 * The source closes where it stands: concluded, pointing at the target, its red dot off (its
 * agent replies now live in the target). Only while it is not merged yet.
 */
export async function closeMergedSource(
  db: Executor,
  source: Pick<InquiryRow, 'id' | 'ended_at'>,
  targetId: number,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('inquiries')
    .set({
      status: InquiryStatus.closed,
      merged_into_id: targetId,
      ended_at: source.ended_at ?? at,
      closed_at: at,
      updated_at: at,
      last_agent_reply_at: null,
    })
    .where('id', '=', source.id)
    .where('merged_into_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The target, still open and not merged, takes `status` and the notice's red dot. */
export async function openMergeTarget(db: Executor, targetId: number, status: number, at: string): Promise<number> {
  const r = await db
    .updateTable('inquiries')
    .set({ status, last_agent_reply_at: at, updated_at: at })
    .where('id', '=', targetId)
    .where('merged_into_id', 'is', null)
    .where('status', '<', InquiryStatus.awaitingRating)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Every message of `from` (notes too) now belongs to `to`, ids kept: the conversation stays in time order. */
export async function moveMessages(db: Executor, from: number, to: number): Promise<number> {
  const r = await db
    .updateTable('inquiry_messages')
    .set({ inquiry_id: to })
    .where('inquiry_id', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Every file of `from` now belongs to `to` (still on its message): the target's readers may read it. */
export async function moveFiles(db: Executor, from: number, to: number): Promise<number> {
  const r = await db.updateTable('files').set({ inquiry_id: to }).where('inquiry_id', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The field values of `from` for fields `to` has no value of, copied to `to`; answers how many. */
export async function copyMissingFieldValues(db: Executor, from: number, to: number): Promise<number> {
  const r = await db
    .insertInto('inquiry_field_values')
    .columns(['inquiry_id', 'field_id', 'value', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('inquiry_field_values as v')
        .select([eb.cast<number>(eb.val(to), 'integer').as('inquiry_id'), 'v.field_id', 'v.value', 'v.updated_at'])
        .where('v.inquiry_id', '=', from)
        .where(
          'v.field_id',
          'not in',
          eb.selectFrom('inquiry_field_values as t').select('t.field_id').where('t.inquiry_id', '=', to),
        ),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/** The tags of `from` that `to` lacks, added to `to`; answers how many. */
export async function uniteTags(db: Executor, from: number, to: number, at: string): Promise<number> {
  const r = await db
    .insertInto('inquiry_tags')
    .columns(['inquiry_id', 'tag', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('inquiry_tags as s')
        .select([
          eb.cast<number>(eb.val(to), 'integer').as('inquiry_id'),
          's.tag',
          eb.cast<string>(eb.val(at), 'text').as('created_at'),
        ])
        .where('s.inquiry_id', '=', from)
        .where('s.tag', 'not in', eb.selectFrom('inquiry_tags as t').select('t.tag').where('t.inquiry_id', '=', to)),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}
