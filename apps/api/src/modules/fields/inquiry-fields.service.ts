// An inquiry's fields on the console: agents see the values with labels in the
// console's language and change them, agent-only ones included. A change commits with its audit
// entry and the automation event `changed: fields`, in one transaction.
import type { Language } from '@guildhall/contract/areas';
import type { InquiryFieldValue } from '@guildhall/contract/fields';
import type { Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { afterInquiryEvent } from '../automation/automation.service';
import { findInquiry } from '../inquiries/inquiries.repository';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { lockInquiry, touchInquiry } from './fields.repository';
import { inquiryFieldValues, setInquiryFields } from './fields.service';

/** The inquiry if it belongs to one of the staff member's brands; else 1002, as the queue does. */
async function scoped(db: Executor, active: ActiveStaff, inquiryId: number) {
  const row = await findInquiry(db, inquiryId);
  if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
  return row;
}

export async function list(
  db: Executor,
  active: ActiveStaff,
  inquiryId: number,
  lang: Language,
): Promise<InquiryFieldValue[]> {
  return inquiryFieldValues(db, await scoped(db, active, inquiryId), lang);
}

/** Changes the values given; answers the fields as they now are. */
export async function edit(
  db: Executor,
  active: ActiveStaff,
  inquiryId: number,
  values: Record<string, string>,
  lang: Language,
  ip: string,
): Promise<InquiryFieldValue[]> {
  const row = await scoped(db, active, inquiryId);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // The update first: it locks the inquiry's row, so two agents' edits apply one after the other.
    if (!(await lockInquiry(trx, row.id))) throw AppError.notFound();
    const change = await setInquiryFields(trx, row, values, at, lang);
    if (!change) return;
    await touchInquiry(trx, row.id, at);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'inquiry.fields',
      targetType: 'inquiry',
      targetId: row.id,
      before: change.before,
      after: change.after,
      ip,
    });
    await afterInquiryEvent(trx, {
      type: 'changed',
      inquiryId: row.id,
      what: 'fields',
      at,
      actor: { kind: 'staff', staffId: active.staff.id },
    });
  });
  return inquiryFieldValues(db, row, lang);
}
