// The queue's automation (decision record 27): what happens, in the same transaction,
// after something happened to an inquiry. The player's and the console's services call
// `afterInquiryEvent` once per event, last in their transaction; it runs, in this order:
//   1. the rules whose trigger is the event (modules/rules): set fields, tags, priority, status,
//      assign, reply from a template, note. Their own changes raise no further rule (loop guard).
//   2. the SLA clock (modules/sla): the policy for the inquiry's brand, area, priority and tier,
//      the due times computed ahead, paused while waiting on the player.
//   3. automatic assignment (modules/assignment) of a new or reopened inquiry nobody holds.
// Everything commits with the event or not at all. This module imports those modules' services
// only; they never import the inquiries or the queue service (no cycle).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { assignmentStep, autoAssign as assignNow } from '../assignment/assignment.service';
import { runRules, type ExecuteOptions } from '../rules/rule-engine';
import * as sla from '../sla/sla.service';

/** Who caused an event: a rule's own changes are marked so no rule fires on them. */
export type EventActor =
  { kind: 'player' } | { kind: 'staff'; staffId: number } | { kind: 'rule'; ruleId: number } | { kind: 'system' };

export type AutomationEvent =
  | { type: 'created'; inquiryId: number; at: string; actor: EventActor }
  | { type: 'player_replied'; inquiryId: number; messageId: number; at: string; actor: EventActor }
  | { type: 'agent_replied'; inquiryId: number; messageId: number; at: string; actor: EventActor }
  | { type: 'status_changed'; inquiryId: number; from: number; to: number; at: string; actor: EventActor }
  | { type: 'assigned'; inquiryId: number; from: number | null; to: number | null; at: string; actor: EventActor }
  /** Priority, tags, field values or tier changed by an agent, a macro or a rule (moves the SLA clock: priority chooses the policy). */
  | { type: 'changed'; inquiryId: number; what: 'priority' | 'tags' | 'fields' | 'tier'; at: string; actor: EventActor }
  /** Raised by the SLA job (one node per period): a due time is near, or has passed. `dueAt` names the due time (the event key). */
  | { type: 'sla_warning' | 'sla_breach'; inquiryId: number; dueAt: string; at: string; actor: EventActor }
  /** Raised by the rules' job: the inquiry has not changed since `since` (rules with a "time since last update" trigger). */
  | { type: 'idle'; inquiryId: number; since: string; at: string; actor: EventActor };

export type AutomationEventType = AutomationEvent['type'];

/**
 * Automatic assignment's choice for an `assign: auto` action of a rule or a macro: the agent it
 * assigned the inquiry to (audited with the reason `rule`), or null when nobody can take it now.
 */
export const autoAssign: ExecuteOptions['autoAssign'] = (trx, inquiryId) => assignNow(trx, inquiryId, 'rule');

/** Runs the automation for one event inside the caller's transaction (see the top of the file). */
export async function afterInquiryEvent(trx: Transaction<Database>, event: AutomationEvent): Promise<void> {
  // 1. Rules (modules/rules), in their order, each once per event (rule_runs).
  const ruleChanges = await runRules(trx, event, { autoAssign });
  // 2. The SLA clock (modules/sla): the policy, the due times written ahead, the pause.
  await sla.onEvent(trx, event);
  // 3. Automatic assignment (modules/assignment): a new or reopened inquiry nobody holds; a place
  // an agent freed takes a waiting one. Audited, and raises no further event (no recursion).
  await assignmentStep(trx, event);
  // The rules' own changes are events too (actor: the rule): they start no rule (the loop guard),
  // but the SLA clock and assignment react to them as to anyone's.
  for (const change of ruleChanges) await afterInquiryEvent(trx, change);
}
