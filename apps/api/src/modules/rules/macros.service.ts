// Macros: a name and the actions of a rule, applied by an agent in one click to one inquiry or to
// many selected in the queue. Admins write them (they can assign and change status); every agent
// lists and applies those of their brands. Applying runs the rules' own executor in one
// transaction per inquiry, with the agent as the actor (rules, the SLA clock and assignment react
// to its changes as to any agent's), audited per inquiry. A reply a macro sends is
// mailed to the player as the console's reply is.
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { ActionOutcome, BulkMacroResult, Macro, MacroEdit, RuleAction } from '@guildhall/contract/rules';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { noSeal, type SealIdempotent } from '../../plugins/idempotency';
import { afterInquiryEvent, autoAssign } from '../automation/automation.service';
import { findInquiry } from '../inquiries/inquiries.repository';
import { mailReplyNotice, type ReplyNoticeDeps } from '../inquiries/reply-notice.service';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { executeActions, loadState, type ExecuteResult } from './rule-engine';
import {
  deleteMacro,
  findMacro,
  insertMacro,
  listMacros,
  macroTexts,
  updateMacro,
  type MacroRow,
  type MacroText,
} from './macros.repository';
import { checkActions, coversEveryBrand } from './rules.service';

/** The reply's texts live in macro_texts; the stored actions keep `{ type: 'reply' }` in its place. */
function toMacro(row: MacroRow, texts: MacroText[]): Macro {
  const own = Object.fromEntries(texts.filter((t) => t.macro_id === row.id).map((t) => [t.lang, t.body]));
  const actions = (JSON.parse(row.actions) as RuleAction[]).map((a) =>
    a.type === 'reply' ? { type: 'reply' as const, texts: own } : a,
  );
  return { id: row.id, brand: row.brand_id, name: row.name, actions, updatedAt: row.updated_at };
}

function split(input: MacroEdit): {
  values: { brand_id: string | null; name: string; actions: string };
  texts: [string, string][];
} {
  const replies = input.actions.filter((a) => a.type === 'reply');
  if (replies.length > 1) throw new AppError(ErrorCode.validation, { data: [{ field: 'actions', rule: 'one_reply' }] });
  const stored = input.actions.map((a) => (a.type === 'reply' ? { type: 'reply' } : a));
  const texts = replies[0] ? (Object.entries(replies[0].texts).filter(([, body]) => body) as [string, string][]) : [];
  return { values: { brand_id: input.brand, name: input.name, actions: JSON.stringify(stored) }, texts };
}

/** A macro of the caller's brands or of every brand (to apply it). */
async function own(db: Executor, active: ActiveStaff, id: number): Promise<Macro> {
  const row = await findMacro(db, id);
  if (!row || (row.brand_id !== null && !active.brands.includes(row.brand_id))) throw AppError.notFound();
  return toMacro(row, await macroTexts(db, [row.id]));
}

/** `own`, to change it: one of every brand only by an admin of every brand. */
async function ownToWrite(db: Executor, active: ActiveStaff, id: number): Promise<Macro> {
  const macro = await own(db, active, id);
  if (macro.brand === null && !(await coversEveryBrand(db, active))) throw AppError.notFound();
  return macro;
}

/** The reply notice, about the inquiry as the macro left it. */
async function mailReply(db: Executor, inquiryId: number, deps: ReplyNoticeDeps): Promise<void> {
  const row = await findInquiry(db, inquiryId);
  if (row) await mailReplyNotice(db, row, deps);
}

/** One inquiry, one transaction: the actions, the events they raise, the audit entry. */
async function applyOne(
  db: Kysely<Database>,
  active: ActiveStaff,
  macro: Macro,
  inquiryId: number,
  ip: string,
  seal: SealIdempotent = noSeal,
): Promise<ExecuteResult> {
  const row = await findInquiry(db, inquiryId);
  if (!row || !active.brands.includes(row.brand_id) || (macro.brand !== null && macro.brand !== row.brand_id))
    throw AppError.notFound();
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const state = await loadState(trx, inquiryId);
    if (!state) throw AppError.notFound();
    const actor = { kind: 'staff', staffId: active.staff.id } as const;
    const result = await executeActions(trx, state, macro.actions, {
      dry: false,
      actor,
      at,
      staffId: active.staff.id,
      autoAssign,
    });
    for (const e of result.events) await afterInquiryEvent(trx, e);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'macro.applied',
      targetType: 'inquiry',
      targetId: inquiryId,
      after: { macroId: macro.id, macro: macro.name, actions: result.outcomes },
      ip,
    });
    // A retry with the same Idempotency-Key gets this answer instead of a second application.
    await seal(trx, { inquiryId, actions: result.outcomes });
    return result;
  });
}

export async function list(db: Executor, active: ActiveStaff, brand?: string): Promise<Macro[]> {
  if (brand && !active.brands.includes(brand)) throw AppError.notFound();
  const rows = (await listMacros(db, brand ? [brand] : active.brands)).filter(
    (r) => r.brand_id === null || !brand || r.brand_id === brand,
  );
  const texts = await macroTexts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMacro(r, texts));
}

export async function create(
  db: Kysely<Database>,
  active: ActiveStaff,
  input: MacroEdit,
  ip: string,
): Promise<{ id: number }> {
  await checkActions(db, active, input.brand, input.actions);
  const { values, texts } = split(input);
  return db.transaction().execute(async (trx) => {
    const id = await insertMacro(trx, values, texts, active.staff.id, new Date().toISOString());
    await audit(trx, {
      staffId: active.staff.id,
      action: 'macro.created',
      targetType: 'macro',
      targetId: id,
      after: input,
      ip,
    });
    return { id };
  });
}

export async function update(
  db: Kysely<Database>,
  active: ActiveStaff,
  id: number,
  input: MacroEdit,
  ip: string,
): Promise<void> {
  const before = await ownToWrite(db, active, id);
  await checkActions(db, active, input.brand, input.actions);
  const { values, texts } = split(input);
  await db.transaction().execute(async (trx) => {
    if ((await updateMacro(trx, id, values, texts, new Date().toISOString())) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'macro.updated',
      targetType: 'macro',
      targetId: id,
      before,
      after: input,
      ip,
    });
  });
}

export async function remove(db: Kysely<Database>, active: ActiveStaff, id: number, ip: string): Promise<void> {
  const before = await ownToWrite(db, active, id);
  await db.transaction().execute(async (trx) => {
    if ((await deleteMacro(trx, id)) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'macro.deleted',
      targetType: 'macro',
      targetId: id,
      before,
      ip,
    });
  });
}

export async function apply(
  db: Kysely<Database>,
  active: ActiveStaff,
  inquiryId: number,
  macroId: number,
  ip: string,
  seal: SealIdempotent,
  deps: ReplyNoticeDeps,
): Promise<{ inquiryId: number; actions: ActionOutcome[] }> {
  const macro = await own(db, active, macroId);
  const result = await applyOne(db, active, macro, inquiryId, ip, seal);
  if (result.reply) await mailReply(db, inquiryId, deps);
  return { inquiryId, actions: result.outcomes };
}

/** Each inquiry on its own: one that is not found or changed meanwhile says so and the others go on. */
export async function applyMany(
  db: Kysely<Database>,
  active: ActiveStaff,
  macroId: number,
  inquiryIds: number[],
  ip: string,
  deps: ReplyNoticeDeps,
): Promise<BulkMacroResult> {
  const macro = await own(db, active, macroId);
  const results: BulkMacroResult['results'] = [];
  for (const inquiryId of [...new Set(inquiryIds)]) {
    try {
      const result = await applyOne(db, active, macro, inquiryId, ip);
      if (result.reply) await mailReply(db, inquiryId, deps);
      results.push({ inquiryId, ok: true, actions: result.outcomes });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ inquiryId, ok: false, error: err.code, actions: [] });
    }
  }
  return { results };
}
