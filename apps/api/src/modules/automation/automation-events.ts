// The events the automation seam (automation.service.ts) reacts to. Types only, importing nothing,
// so the modules the seam calls (rules, SLA, assignment) can name an event without importing the
// seam back.
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
