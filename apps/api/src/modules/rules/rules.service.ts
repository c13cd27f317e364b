// Rules for admins: list, create, replace, delete, order, and the dry run that shows which open
// inquiries a rule would touch now and what each would get, before it is saved. Every change
// commits with its audit entry. Also the idle job: open inquiries nobody has touched for a rule's
// minutes raise the `idle` event (scheduled, one node per period: ops/scheduler.ts).
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import { RULE_LIMITS, type DryRunResult, type Rule, type RuleAction, type RuleEdit } from '@guildhall/contract/rules';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { afterInquiryEvent, autoAssign } from '../automation/automation.service';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { assignee } from '../staff/queue.repository';
import { conditionsHold, executeActions, loadState, parseRule, storeTrigger } from './rule-engine';
import {
  allBrandIds,
  deleteRule,
  findRule,
  idleInquiries,
  idleTriggers,
  insertRule,
  listRules,
  openInquiryIds,
  setRuleSort,
  updateRule,
  type RuleRow,
} from './rules.repository';

export function toRule(row: RuleRow): Rule {
  const p = parseRule(row);
  return {
    id: row.id,
    brand: row.brand_id,
    name: row.name,
    trigger: p.trigger,
    conditions: p.conditions,
    actions: p.actions,
    enabled: row.enabled === 1,
    sort: row.sort,
    updatedAt: row.updated_at,
  };
}

const invalid = (field: string, rule: string) => new AppError(ErrorCode.validation, { data: [{ field, rule }] });

/** Whether the staff member works for every brand (only they write what applies to every brand). */
export async function coversEveryBrand(db: Kysely<Database>, active: Pick<ActiveStaff, 'brands'>): Promise<boolean> {
  return (await allBrandIds(db)).every((b) => active.brands.includes(b));
}

/**
 * The brand must be one of the admin's; null (every brand) only for an admin of every brand, as
 * it reaches brands a brand-scoped admin does not manage. A staff member to assign must exist.
 */
export async function checkActions(
  db: Kysely<Database>,
  active: ActiveStaff,
  brand: string | null,
  actions: readonly RuleAction[],
): Promise<void> {
  if (brand !== null && !active.brands.includes(brand)) throw invalid('brand', 'unknown');
  if (brand === null && !(await coversEveryBrand(db, active))) throw invalid('brand', 'not_every_brand');
  for (const [i, a] of actions.entries()) {
    if (a.type === 'assign' && a.staffId !== 'auto') {
      const target = await assignee(db, a.staffId);
      if (!target || target.disabled === 1) throw invalid(`actions.${i}.staffId`, 'unknown');
    }
  }
}

/** A rule the admin may change: of one of their brands, or of every brand when they have every brand. */
async function own(db: Executor, active: ActiveStaff, id: number): Promise<RuleRow> {
  const row = await findRule(db, id);
  if (!row || (row.brand_id !== null ? !active.brands.includes(row.brand_id) : !(await coversEveryBrand(db, active))))
    throw AppError.notFound();
  return row;
}
const values = (input: RuleEdit) => ({
  brand_id: input.brand,
  name: input.name,
  trigger: storeTrigger(input.trigger),
  conditions: JSON.stringify(input.conditions),
  actions: JSON.stringify(input.actions),
  enabled: input.enabled ? 1 : 0,
});

export async function list(db: Executor, active: ActiveStaff): Promise<Rule[]> {
  return (await listRules(db, active.brands)).map(toRule);
}

export async function create(db: Executor, active: ActiveStaff, input: RuleEdit, ip: string): Promise<{ id: number }> {
  await checkActions(db, active, input.brand, input.actions);
  return db.transaction().execute(async (trx) => {
    const id = await insertRule(trx, values(input), active.staff.id, new Date().toISOString());
    await audit(trx, {
      staffId: active.staff.id,
      action: 'rule.created',
      targetType: 'rule',
      targetId: id,
      after: input,
      ip,
    });
    return { id };
  });
}

export async function update(
  db: Executor,
  active: ActiveStaff,
  id: number,
  input: RuleEdit,
  ip: string,
): Promise<void> {
  const before = await own(db, active, id);
  await checkActions(db, active, input.brand, input.actions);
  await db.transaction().execute(async (trx) => {
    if ((await updateRule(trx, id, values(input), new Date().toISOString())) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'rule.updated',
      targetType: 'rule',
      targetId: id,
      before: toRule(before),
      after: input,
      ip,
    });
  });
}

export async function remove(db: Executor, active: ActiveStaff, id: number, ip: string): Promise<void> {
  const before = await own(db, active, id);
  await db.transaction().execute(async (trx) => {
    if ((await deleteRule(trx, id)) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'rule.deleted',
      targetType: 'rule',
      targetId: id,
      before: toRule(before),
      ip,
    });
  });
}

/** The rules in this order; the admin's rules not listed keep their places after these. */
export async function order(db: Executor, active: ActiveStaff, ids: number[], ip: string): Promise<void> {
  const mine = await listRules(db, active.brands);
  const known = new Set(mine.map((r) => r.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw AppError.notFound();
  const rest = mine.filter((r) => !ids.includes(r.id)).map((r) => r.id);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of [...ids, ...rest].entries()) await setRuleSort(trx, id, i + 1, at);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'rule.reordered',
      targetType: 'rule',
      targetId: '*',
      before: mine.map((r) => r.id),
      after: [...ids, ...rest],
      ip,
    });
  });
}

/**
 * Which open inquiries of the admin's brands (of the rule's brand, when it has one) the rule
 * would match now, and what each would get: the engine's own actions, run with nothing
 * written. An idle rule matches only inquiries idle for its minutes.
 */
export async function dryRun(db: Executor, active: ActiveStaff, input: RuleEdit): Promise<DryRunResult> {
  await checkActions(db, active, input.brand, input.actions);
  const now = new Date();
  const at = now.toISOString();
  const brands = input.brand ? [input.brand] : active.brands;
  const before =
    input.trigger.type === 'idle' ? new Date(now.getTime() - input.trigger.minutes * 60_000).toISOString() : undefined;
  const ids = await openInquiryIds(db, brands, RULE_LIMITS.dryRunScan + 1, before);
  const scanned = ids.slice(0, RULE_LIMITS.dryRunScan);
  const matches: DryRunResult['matches'] = [];
  let truncated = ids.length > scanned.length;
  const memo = new Map<string, Promise<unknown>>();
  for (const id of scanned) {
    const state = await loadState(db, id, memo);
    if (!state || !conditionsHold(input.conditions, state)) continue;
    if (matches.length === RULE_LIMITS.dryRunMatches) {
      truncated = true;
      break;
    }
    const { row } = state;
    const result = await executeActions(db, state, input.actions, {
      dry: true,
      actor: { kind: 'rule', ruleId: 0 },
      at,
      staffId: null,
      autoAssign,
    });
    matches.push({
      inquiryId: row.id,
      brand: row.brand_id,
      title: row.title,
      status: row.status,
      lang: row.lang,
      actions: result.outcomes,
    });
  }
  return { scanned: scanned.length, matches, truncated };
}

/** How far back the idle job looks past a rule's minutes: runs it missed (a restart, a node down) are caught up within this. */
export const IDLE_LOOKBACK_MS = 6 * 60 * 60_000;

/**
 * The idle job (every minute): for each idle rule's minutes m, the open inquiries that became
 * quiet for m minutes since the last runs (updated between m + IDLE_LOOKBACK_MS and m ago), so
 * each minute costs the few that just crossed the line, not every quiet inquiry again. Raises
 * `idle` keyed by the inquiry's updated_at (a rule runs once per quiet spell), each in its own
 * transaction, page by page. Answers how many events it raised.
 */
export async function raiseIdleEvents(db: Kysely<Database>, now = new Date(), pageSize = 500): Promise<number> {
  const minutes = [...new Set((await idleTriggers(db)).map((t) => Number(t.slice(5))).filter((m) => m > 0))];
  const at = now.toISOString();
  let raised = 0;
  for (const m of minutes) {
    const before = new Date(now.getTime() - m * 60_000).toISOString();
    let after: { updatedAt: string; id: number } | undefined = {
      updatedAt: new Date(now.getTime() - m * 60_000 - IDLE_LOOKBACK_MS).toISOString(),
      id: 0,
    };
    for (;;) {
      const rows = await idleInquiries(db, before, pageSize, after);
      for (const r of rows) {
        await db.transaction().execute((trx) =>
          afterInquiryEvent(trx, {
            type: 'idle',
            inquiryId: r.id,
            since: r.updated_at,
            at,
            actor: { kind: 'system' },
          }),
        );
      }
      raised += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) break;
      after = { updatedAt: last.updated_at, id: last.id };
    }
  }
  return raised;
}
