// The queue's automation (decision record 27): what happens, in the same transaction,
// after something happened to an inquiry. The player's and the console's services call
// `afterInquiryEvent` once per event, last in their transaction; it runs, in this order:
//   1. the rules whose trigger is the event (modules/rules): set fields, tags, priority, status,
//      assign, reply from a template, note. Their own changes raise no further rule (loop guard).
//   2. the SLA clock (modules/sla): the policy for the inquiry's brand, area, priority and tier,
//      the due times computed ahead, paused while waiting on the player.
//   3. automatic assignment (modules/assignment) of a new or reopened inquiry nobody holds.
// Everything commits with the event or not at all. This module imports those modules' services
// only; they never import the inquiries or the queue service, nor this file: they take the events'
// types from automation-events.ts, which imports nothing (no cycle).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationEvent } from './automation-events';
import { assignmentStep, autoAssign as assignNow } from '../assignment/assignment.service';
import { runRules, type ExecuteOptions } from '../rules/rule-engine';
import * as sla from '../sla/sla.service';

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
