// The rules' engine (decision record 27): conditions tested against an inquiry as it is
// now (its row, tags and field values), and the actions of a rule or a macro carried out with
// repository calls in the caller's transaction. A dry run goes through the very same code with
// `dry` set: it reads, decides and reports, and writes nothing, so what it says is what a real
// run does. The automation seam (automation.service.ts) calls `runRules`; this file never imports
// it (the changes made are handed back as events for the seam to raise), nor the inquiries' or
// the queue's service.
import type { Transaction } from 'kysely';
import { AREA_LANGUAGES, isArea, LANGUAGES, type Language } from '@guildhall/contract/areas';
import { ErrorCode } from '@guildhall/contract/errors';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import {
  STANDARD_TIER,
  type ActionOutcome,
  type RuleAction,
  type RuleCondition,
  type RuleConditions,
  type RuleTriggerSpec,
} from '@guildhall/contract/rules';
import type { Database, Executor, InquiryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AutomationEvent, EventActor } from '../automation/automation-events';
import { findUserById } from '../accounts/accounts.repository';
import { findInquiry, insertMessage, updateInquiryIfStatusBelow } from '../inquiries/inquiries.repository';
import { assignee, markEnded, markOpened, markReopened, setAssignment } from '../staff/queue.repository';
import { brandsOf } from '../staff-sessions/staff-sessions.service';
import { audit } from '../audit/audit.service';
import {
  addTag,
  brandDefaults,
  claimRun,
  finishRun,
  gameName,
  inquiryFields,
  inquiryTags,
  removeTag,
  rulesForTrigger,
  setFieldValue,
  setPriority,
  type RuleRow,
} from './rules.repository';

/** An inquiry as a rule sees it; kept up to date as actions change it. */
export interface InquiryState {
  row: InquiryRow;
  tags: Set<string>;
  /** The category's fields by key: the field's id and the inquiry's value (undefined: none). */
  fields: Map<string, { id: number; value: string | undefined }>;
  brandLang: Language | null;
  game: string;
}

/** `memo` keeps the brands' and games' rows across the inquiries of one dry run. */
export async function loadState(
  db: Executor,
  inquiryId: number,
  memo?: Map<string, Promise<unknown>>,
): Promise<InquiryState | null> {
  const row = await findInquiry(db, inquiryId);
  if (!row) return null;
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!memo) return load();
    if (!memo.has(key)) memo.set(key, load());
    return memo.get(key) as Promise<T>;
  };
  const [tags, fields, brand, game] = await Promise.all([
    inquiryTags(db, row.id),
    inquiryFields(db, row.id, row.query_type),
    once(`brand:${row.brand_id}`, () => brandDefaults(db, row.brand_id)),
    once(`game:${row.game_id}`, () => gameName(db, row.game_id)),
  ]);
  return {
    row,
    tags: new Set(tags),
    fields: new Map(fields.map((f) => [f.field_key, { id: f.id, value: f.value ?? undefined }])),
    brandLang: brand && isArea(brand.default_area) ? AREA_LANGUAGES[brand.default_area][0] : null,
    game: game?.game_name ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Conditions

const asNumber = (v: string | number): number | null =>
  typeof v === 'number' ? v : v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;

function compare(actual: string | number | undefined, op: string, expected: unknown): boolean {
  if (actual === undefined) return op === 'neq';
  const list = Array.isArray(expected) ? (expected as (string | number)[]) : [expected as string | number];
  switch (op) {
    case 'eq':
      return String(actual) === String(list[0]);
    case 'neq':
      return String(actual) !== String(list[0]);
    case 'in':
      return list.some((v) => String(v) === String(actual));
    case 'contains':
      return String(actual).toLocaleLowerCase().includes(String(list[0]).toLocaleLowerCase());
    case 'gt':
    case 'lt': {
      const a = asNumber(actual);
      const b = asNumber(list[0]!);
      const cmp = a !== null && b !== null ? a - b : String(actual).localeCompare(String(list[0]));
      return op === 'gt' ? cmp > 0 : cmp < 0;
    }
    default:
      return false;
  }
}

export function conditionHolds(c: RuleCondition, s: InquiryState): boolean {
  switch (c.kind) {
    case 'field':
      return compare(s.fields.get(c.fieldKey)?.value, c.op, c.value);
    case 'tag':
      return c.op === 'has' ? s.tags.has(c.value) : !s.tags.has(c.value);
    case 'priority':
      return compare(s.row.priority, c.op, c.value);
    case 'status':
      return compare(s.row.status, c.op, c.value);
    case 'tier':
      return compare(s.row.player_tier ?? STANDARD_TIER, c.op, c.value);
    case 'language':
      return compare(s.row.lang, c.op, c.value);
    case 'brand':
      return compare(s.row.brand_id, c.op, c.value);
    case 'category':
      return compare(s.row.query_type, c.op, c.value);
  }
}

/** All (or any) of the conditions hold; no conditions always match. */
export function conditionsHold(conditions: RuleConditions, s: InquiryState): boolean {
  if (conditions.list.length === 0) return true;
  return conditions.match === 'all'
    ? conditions.list.every((c) => conditionHolds(c, s))
    : conditions.list.some((c) => conditionHolds(c, s));
}

// ---------------------------------------------------------------------------------------------
// Reply templates

/** The inquiry's language, then its area's languages, the brand's default, English, then any text there is. */
export function pickTemplate(
  texts: Partial<Record<Language, string>>,
  s: Pick<InquiryState, 'row' | 'brandLang'>,
): { lang: Language; body: string } | null {
  const order: Language[] = [];
  const add = (l: string | null | undefined) => {
    if (l && (LANGUAGES as readonly string[]).includes(l) && !order.includes(l as Language)) order.push(l as Language);
  };
  add(s.row.lang);
  if (isArea(s.row.region)) for (const l of AREA_LANGUAGES[s.row.region]) add(l);
  add(s.brandLang);
  add('en');
  for (const l of Object.keys(texts)) add(l);
  for (const lang of order) {
    const body = texts[lang];
    if (body) return { lang, body };
  }
  return null;
}

/** `{{player}}` (the character's name, else the account), `{{title}}`, `{{inquiryId}}`, `{{game}}`; unknown ones are left as written. */
export function fillTemplate(body: string, s: Pick<InquiryState, 'row' | 'game'>, account: string): string {
  const values: Record<string, string> = {
    player: s.row.role_name || account,
    title: s.row.title,
    inquiryId: String(s.row.id),
    game: s.game,
  };
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all);
}

// ---------------------------------------------------------------------------------------------
// Actions

export interface ExecuteOptions {
  dry: boolean;
  actor: EventActor;
  at: string;
  /** The author of replies and notes: null for a rule, the agent for a macro. */
  staffId: number | null;
  /** Automatic assignment's choice for `assign: auto`, in the run's transaction (none: the action is skipped). */
  autoAssign?: ((trx: Transaction<Database>, inquiryId: number) => Promise<number | null>) | undefined;
}

export interface ExecuteResult {
  outcomes: ActionOutcome[];
  /** What the actions changed, for the automation seam to raise (with the actor given). */
  events: AutomationEvent[];
  /** The reply sent, if one was (for the player's mail). */
  reply: { messageId: number; lang: Language; text: string } | null;
}

async function accountOf(db: Executor, userId: number): Promise<string> {
  return (await findUserById(db, userId))?.account ?? '';
}

/**
 * Carries out the actions, in order, on the inquiry in `s` (updated as they go). An action the
 * inquiry cannot take now (a status it cannot go to, a field its category lacks, a colleague's
 * change in between) is skipped and says why; it never fails the caller's transaction.
 */
export async function executeActions(
  db: Executor,
  s: InquiryState,
  actions: readonly RuleAction[],
  o: ExecuteOptions,
): Promise<ExecuteResult> {
  const outcomes: ActionOutcome[] = [];
  const events: AutomationEvent[] = [];
  let reply: ExecuteResult['reply'] = null;
  const { at, actor } = o;
  const inquiryId = s.row.id;
  const statusTo = async (to: number, write: () => Promise<number>): Promise<boolean> => {
    if (!o.dry && (await write()) === 0) return false;
    events.push({ type: 'status_changed', inquiryId, from: s.row.status, to, at, actor });
    s.row = { ...s.row, status: to, updated_at: at };
    return true;
  };

  for (const a of actions) {
    switch (a.type) {
      case 'set_field': {
        const field = s.fields.get(a.fieldKey);
        if (!field) {
          outcomes.push({ type: a.type, changed: false, skipped: 'no_such_field', detail: a.fieldKey });
          break;
        }
        const changed = (field.value ?? '') !== a.value;
        if (changed && !o.dry) await setFieldValue(db, inquiryId, field.id, a.value, at);
        if (changed) {
          field.value = a.value === '' ? undefined : a.value;
          events.push({ type: 'changed', inquiryId, what: 'fields', at, actor });
        }
        outcomes.push({ type: a.type, changed, detail: a.fieldKey, text: a.value });
        break;
      }
      case 'add_tag':
      case 'remove_tag': {
        const adding = a.type === 'add_tag';
        const changed = s.tags.has(a.tag) !== adding;
        if (changed && !o.dry) await (adding ? addTag(db, inquiryId, a.tag, at) : removeTag(db, inquiryId, a.tag));
        if (changed) {
          if (adding) s.tags.add(a.tag);
          else s.tags.delete(a.tag);
          events.push({ type: 'changed', inquiryId, what: 'tags', at, actor });
        }
        outcomes.push({ type: a.type, changed, detail: a.tag });
        break;
      }
      case 'set_priority': {
        const changed = s.row.priority !== a.priority;
        if (changed && !o.dry) await setPriority(db, inquiryId, a.priority);
        if (changed) {
          s.row = { ...s.row, priority: a.priority };
          events.push({ type: 'changed', inquiryId, what: 'priority', at, actor });
        }
        outcomes.push({ type: a.type, changed, detail: a.priority });
        break;
      }
      case 'assign': {
        if (s.row.status >= InquiryStatus.awaitingRating) {
          outcomes.push({ type: a.type, changed: false, skipped: 'not_allowed', detail: null });
          break;
        }
        if (a.staffId === 'auto') {
          if (!o.autoAssign) {
            outcomes.push({ type: a.type, changed: false, skipped: 'no_auto_assign', detail: 'auto' });
            break;
          }
          if (o.dry) {
            outcomes.push({ type: a.type, changed: s.row.assigned_staff_id === null, detail: 'auto' });
            break;
          }
          const before = s.row.assigned_staff_id;
          // A real run is always inside the event's (or the macro's) transaction.
          const to = await o.autoAssign(db as Transaction<Database>, inquiryId);
          // The assignment service raised its own events; the state is read again.
          const fresh = await findInquiry(db, inquiryId);
          if (fresh) s.row = fresh;
          outcomes.push({ type: a.type, changed: to !== null && to !== before, detail: 'auto' });
          break;
        }
        if (s.row.assigned_staff_id === a.staffId) {
          outcomes.push({ type: a.type, changed: false, detail: a.staffId });
          break;
        }
        const target = await assignee(db, a.staffId);
        if (!target || target.disabled === 1 || !(await brandsOf(db, target)).includes(s.row.brand_id)) {
          outcomes.push({ type: a.type, changed: false, skipped: 'not_on_brand', detail: a.staffId });
          break;
        }
        const status = s.row.status === InquiryStatus.new ? InquiryStatus.processing : s.row.status;
        if (!o.dry && (await setAssignment(db, s.row, a.staffId, status, at)) === 0) {
          outcomes.push({ type: a.type, changed: false, skipped: 'changed', detail: a.staffId });
          break;
        }
        events.push({ type: 'assigned', inquiryId, from: s.row.assigned_staff_id, to: a.staffId, at, actor });
        if (status !== s.row.status)
          events.push({ type: 'status_changed', inquiryId, from: s.row.status, to: status, at, actor });
        s.row = { ...s.row, assigned_staff_id: a.staffId, status, updated_at: at };
        outcomes.push({ type: a.type, changed: true, detail: a.staffId });
        break;
      }
      case 'set_status': {
        const from = s.row.status;
        if (from === a.status) {
          outcomes.push({ type: a.type, changed: false, detail: a.status });
          break;
        }
        let done: boolean | null = null;
        const row = s.row;
        if (a.status === InquiryStatus.processing && from === InquiryStatus.new)
          done = await statusTo(a.status, () => markOpened(db, row, at));
        else if (a.status === InquiryStatus.processing && from >= InquiryStatus.awaitingRating)
          done = await statusTo(a.status, () => markReopened(db, row, a.status, at));
        else if (a.status === InquiryStatus.awaitingRating && from < InquiryStatus.awaitingRating) {
          done = await statusTo(a.status, () => markEnded(db, row, a.status, at));
          if (done) s.row = { ...s.row, ended_at: at };
        }
        if (done === null) outcomes.push({ type: a.type, changed: false, skipped: 'not_allowed', detail: a.status });
        else outcomes.push({ type: a.type, changed: done, ...(done ? {} : { skipped: 'changed' }), detail: a.status });
        break;
      }
      case 'reply': {
        const template = pickTemplate(a.texts, s);
        if (!template || s.row.status >= InquiryStatus.awaitingRating) {
          outcomes.push({ type: a.type, changed: false, skipped: template ? 'not_allowed' : 'no_text', detail: null });
          break;
        }
        const text = fillTemplate(template.body, s, await accountOf(db, s.row.user_id));
        let messageId = 0;
        if (!o.dry) {
          messageId = (await insertMessage(db, inquiryId, 'agent', text, o.staffId, at)).id;
          // As the console's reply (inquiries.service agentReply): only while a reply is allowed.
          if (
            !(await updateInquiryIfStatusBelow(db, inquiryId, InquiryStatus.awaitingRating, {
              status: InquiryStatus.replied,
              last_agent_reply_at: at,
              updated_at: at,
            }))
          ) {
            // Resolved by a colleague between the read and this write (a macro's inquiry is not
            // held): refused as the console's reply is, and nothing of it stays.
            throw new AppError(ErrorCode.conflict, { data: [{ field: 'status', rule: 'not_allowed_agentReplied' }] });
          }
          reply = { messageId, lang: template.lang, text };
        }
        events.push({ type: 'agent_replied', inquiryId, messageId, at, actor });
        if (s.row.status !== InquiryStatus.replied)
          events.push({ type: 'status_changed', inquiryId, from: s.row.status, to: InquiryStatus.replied, at, actor });
        s.row = { ...s.row, status: InquiryStatus.replied, last_agent_reply_at: at, updated_at: at };
        outcomes.push({ type: a.type, changed: true, detail: template.lang, text });
        break;
      }
      case 'note': {
        const text = fillTemplate(a.text, s, await accountOf(db, s.row.user_id));
        if (!o.dry) await insertMessage(db, inquiryId, 'note', text, o.staffId, at);
        outcomes.push({ type: a.type, changed: true, text });
        break;
      }
    }
  }
  return { outcomes, events, reply };
}

// ---------------------------------------------------------------------------------------------
// Rules on an event

/** The trigger an event is, if any starts rules. */
export function triggerOf(event: AutomationEvent): RuleTriggerSpec['type'] | null {
  switch (event.type) {
    case 'created':
    case 'player_replied':
    case 'status_changed':
    case 'sla_warning':
    case 'sla_breach':
    case 'idle':
      return event.type;
    default:
      return null;
  }
}

/** The event's key in rule_runs: a rule runs once per key, on whichever node sees it first. */
export function eventKey(event: AutomationEvent): string | null {
  switch (event.type) {
    case 'created':
      return `created:${event.inquiryId}`;
    case 'player_replied':
      return `player_replied:${event.messageId}`;
    case 'status_changed':
      return `status_changed:${event.inquiryId}:${event.to}:${event.at}`;
    case 'sla_warning':
    case 'sla_breach':
      return `${event.type}:${event.inquiryId}:${event.dueAt}`;
    case 'idle':
      return `idle:${event.inquiryId}:${event.since}`;
    default:
      return null;
  }
}

export function parseTrigger(stored: string): RuleTriggerSpec {
  if (stored.startsWith('idle:')) return { type: 'idle', minutes: Number(stored.slice(5)) };
  return { type: stored as Exclude<RuleTriggerSpec['type'], 'idle'> };
}

export function storeTrigger(t: RuleTriggerSpec): string {
  return t.type === 'idle' ? `idle:${t.minutes}` : t.type;
}

export interface ParsedRule {
  row: RuleRow;
  trigger: RuleTriggerSpec;
  conditions: RuleConditions;
  actions: RuleAction[];
}

export function parseRule(row: RuleRow): ParsedRule {
  return {
    row,
    trigger: parseTrigger(row.trigger),
    conditions: JSON.parse(row.conditions) as RuleConditions,
    actions: JSON.parse(row.actions) as RuleAction[],
  };
}

/** An idle rule applies once the inquiry has waited its minutes. */
export function idleLongEnough(trigger: RuleTriggerSpec, since: string, at: string): boolean {
  return trigger.type !== 'idle' || Date.parse(at) - Date.parse(since) >= trigger.minutes * 60_000;
}

/**
 * Runs the rules the event starts, in their order, each once per event (rule_runs claimed
 * first), each run audited. Events caused by a rule start none (the loop guard). Answers the
 * changes the rules made, as events with the rule as actor, for the seam to raise.
 */
export async function runRules(
  trx: Transaction<Database>,
  event: AutomationEvent,
  deps: Pick<ExecuteOptions, 'autoAssign'> = {},
): Promise<AutomationEvent[]> {
  if (event.actor.kind === 'rule') return [];
  const trigger = triggerOf(event);
  const key = eventKey(event);
  if (!trigger || !key) return [];
  const row = await findInquiry(trx, event.inquiryId);
  if (!row || row.merged_into_id !== null) return [];
  const rules = (await rulesForTrigger(trx, row.brand_id, trigger)).map(parseRule);
  if (rules.length === 0) return [];
  const state = await loadState(trx, event.inquiryId);
  if (!state) return [];
  const followUps: AutomationEvent[] = [];
  for (const rule of rules) {
    if (event.type === 'idle' && !idleLongEnough(rule.trigger, event.since, event.at)) continue;
    if (!conditionsHold(rule.conditions, state)) continue;
    const runId = await claimRun(trx, rule.row.id, state.row.id, key, event.at);
    if (runId === null) continue;
    const result = await executeActions(trx, state, rule.actions, {
      dry: false,
      actor: { kind: 'rule', ruleId: rule.row.id },
      at: event.at,
      staffId: null,
      autoAssign: deps.autoAssign,
    });
    await finishRun(
      trx,
      runId,
      JSON.stringify(result.outcomes.map((x) => `${x.type}:${x.skipped ?? (x.changed ? 'done' : 'unchanged')}`)),
    );
    await audit(trx, {
      staffId: null,
      action: 'rule.ran',
      targetType: 'inquiry',
      targetId: state.row.id,
      after: { ruleId: rule.row.id, rule: rule.row.name, event: key, actions: result.outcomes },
    });
    followUps.push(...result.events);
  }
  return followUps;
}
