// What the support reports read: the inquiries filed in a period with their first agent reply, and
// the open ones. A fixed number of queries however many inquiries the period holds.
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor } from '../../db/schema';

/** Inquiries of these brands created in [from, to), with their game's name and their agent's. */
export function inquiriesFiledIn(db: Executor, brands: string[], from: string, to: string) {
  return (
    db
      .selectFrom('inquiries as i')
      .innerJoin('games as g', 'g.id', 'i.game_id')
      .leftJoin('staff as s', 's.id', 'i.assigned_staff_id')
      .select([
        'i.id',
        'i.brand_id',
        'i.game_id',
        'g.game_name',
        'i.region',
        'i.assigned_staff_id',
        's.name as staff_name',
        'i.created_at',
        'i.ended_at',
        'i.score',
      ])
      // The SLA's due times and what met them.
      .select([
        'i.priority',
        'i.first_response_due_at',
        'i.first_responded_at',
        'i.resolution_due_at',
        'i.sla_paused_at',
      ])
      .where('i.brand_id', 'in', brands)
      .where('i.created_at', '>=', from)
      .where('i.created_at', '<', to)
      .execute()
  );
}

/**
 * When an agent first answered each inquiry of the same selection, in one query: the selection is
 * a subquery rather than a list of ids, so no list of ids meets a bound-parameter limit.
 */
export async function firstAgentReplies(
  db: Executor,
  brands: string[],
  from: string,
  to: string,
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('inquiry_messages')
    .select(['inquiry_id', (eb) => eb.fn.min('created_at').as('first')])
    .where('author', '=', 'agent')
    .where('inquiry_id', 'in', (eb) =>
      eb
        .selectFrom('inquiries')
        .select('inquiries.id')
        .where('inquiries.brand_id', 'in', brands)
        .where('inquiries.created_at', '>=', from)
        .where('inquiries.created_at', '<', to),
    )
    .groupBy('inquiry_id')
    .execute();
  return new Map(rows.map((r) => [r.inquiry_id, r.first as string]));
}

/** Creation times of the inquiries of these brands still open (not yet awaiting a rating). */
export async function openInquiryDates(db: Executor, brands: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('inquiries')
    .select('created_at')
    .where('brand_id', 'in', brands)
    .where('status', '<', InquiryStatus.awaitingRating)
    .execute();
  return rows.map((r) => r.created_at);
}
