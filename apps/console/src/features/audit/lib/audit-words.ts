// The audit log in words and names rather than stored values: an inquiry's status by its name in
// the console's language (the contract's status values, lib/status.ts), staff by name, "unassigned"
// for nobody, brands by name, roles, yes and no; actions and the fields they changed by name. What it
// does not know it shows as stored, so nothing is hidden.
import type { MessageKey, TFunction } from '../../../lib/i18n';
import { STATUS_NAMES } from '../../../lib/status';

export interface AuditNames {
  staff: (id: number) => string | undefined;
  brand: (id: string) => string | undefined;
}

const ACTION_KEYS: Record<string, MessageKey> = {
  'brand.updated': 'audit.actions.brandUpdated',
  'canned.created': 'audit.actions.cannedCreated',
  'canned.updated': 'audit.actions.cannedUpdated',
  'canned.deleted': 'audit.actions.cannedDeleted',
  'category.created': 'audit.actions.categoryCreated',
  'category.updated': 'audit.actions.categoryUpdated',
  'faq.created': 'audit.actions.faqCreated',
  'faq.updated': 'audit.actions.faqUpdated',
  'faq_type.created': 'audit.actions.faqTypeCreated',
  'faq_type.updated': 'audit.actions.faqTypeUpdated',
  'faq_type.deleted': 'audit.actions.faqTypeDeleted',
  'game.created': 'audit.actions.gameCreated',
  'game.updated': 'audit.actions.gameUpdated',
  'game.artwork': 'audit.actions.gameArtwork',
  'regions.replaced': 'audit.actions.regionsReplaced',
  'inquiry.opened': 'audit.actions.inquiryOpened',
  'inquiry.assigned': 'audit.actions.inquiryAssigned',
  'inquiry.noted': 'audit.actions.inquiryNoted',
  'inquiry.replied': 'audit.actions.inquiryReplied',
  'inquiry.resolved': 'audit.actions.inquiryResolved',
  'inquiry.reopened': 'audit.actions.inquiryReopened',
  'staff.created': 'audit.actions.staffCreated',
  'staff.updated': 'audit.actions.staffUpdated',
  'staff.login': 'audit.actions.staffLogin',
  'staff.logout': 'audit.actions.staffLogout',
  'staff.password_reset': 'audit.actions.staffPasswordReset',
  'staff.totp_enabled': 'audit.actions.staffTotpEnabled',
  'staff.totp_reset': 'audit.actions.staffTotpReset',
  'staff.disabled': 'audit.actions.staffDisabled',
  'staff.enabled': 'audit.actions.staffEnabled',
  'user.password_reset': 'audit.actions.userPasswordReset',
  'player.exported': 'audit.actions.playerExported',
  'player.deleted': 'audit.actions.playerDeleted',
  'attachments.purged': 'audit.actions.attachmentsPurged',
  'inquiry.auto_assigned': 'audit.actions.inquiryAutoAssigned',
  'staff.presence_set': 'audit.actions.staffPresenceSet',
  'staff.presence_dropped': 'audit.actions.staffPresenceDropped',
  'staff.assignment_updated': 'audit.actions.staffAssignmentUpdated',
  // Fields per category.
  'field.created': 'fields.audit.created',
  'field.updated': 'fields.audit.updated',
  'field.archived': 'fields.audit.archived',
  'field.restored': 'fields.audit.restored',
  'inquiry.fields': 'fields.audit.values',
  'sla.calendar.created': 'sla.auditCalendarCreated',
  'sla.calendar.updated': 'sla.auditCalendarUpdated',
  'sla.calendar.deleted': 'sla.auditCalendarDeleted',
  'sla.policy.created': 'sla.auditPolicyCreated',
  'sla.policy.updated': 'sla.auditPolicyUpdated',
  'sla.policy.deleted': 'sla.auditPolicyDeleted',
  // Priority and tags (texts in the console's triage section).
  'inquiry.priority_set': 'triage.auditPrioritySet',
  'inquiry.tagged': 'triage.auditTagged',
  'tag.created': 'triage.auditTagCreated',
  'tag.renamed': 'triage.auditTagRenamed',
  'tag.deleted': 'triage.auditTagDeleted',
  'rule.created': 'audit.actions.ruleCreated',
  'rule.updated': 'audit.actions.ruleUpdated',
  'rule.deleted': 'audit.actions.ruleDeleted',
  'rule.reordered': 'audit.actions.ruleReordered',
  'rule.ran': 'audit.actions.ruleRan',
  'macro.created': 'audit.actions.macroCreated',
  'macro.updated': 'audit.actions.macroUpdated',
  'macro.deleted': 'audit.actions.macroDeleted',
  'macro.applied': 'audit.actions.macroApplied',
};

const FIELD_KEYS: Record<string, MessageKey> = {
  status: 'audit.fields.status',
  assignedTo: 'audit.fields.assignedTo',
  content: 'audit.fields.content',
  score: 'audit.fields.score',
  noteId: 'audit.fields.noteId',
  name: 'audit.fields.name',
  role: 'audit.fields.role',
  brands: 'audit.fields.brands',
  disabled: 'audit.fields.disabled',
  mainColor: 'audit.fields.mainColor',
  presence: 'audit.fields.presence',
  languages: 'audit.fields.languages',
  skills: 'audit.fields.skills',
  skill: 'audit.fields.skill',
  capacity: 'audit.fields.capacity',
  autoAssign: 'audit.fields.autoAssign',
  reason: 'audit.fields.reason',
  by: 'audit.fields.by',
  sessionsEnded: 'audit.fields.sessionsEnded',
  filesRemoved: 'audit.fields.filesRemoved',
  inquiriesAnonymised: 'audit.fields.inquiriesAnonymised',
  inquiryId: 'audit.fields.inquiryId',
  days: 'audit.fields.days',
  files: 'audit.fields.files',
  priority: 'triage.priority',
  tags: 'triage.tags',
  added: 'triage.fieldAdded',
  removed: 'triage.fieldRemoved',
  tier: 'triage.tier',
};

/** The action in words ("Assigned an inquiry"), or as stored when it is not known here. */
export function actionText(t: TFunction, action: string): { text: string; known: boolean } {
  const key = ACTION_KEYS[action];
  return key ? { text: t(key), known: true } : { text: action, known: false };
}

/** The field's name in words (the last part of its path), or its path as stored. */
export function fieldText(t: TFunction, path: string): { text: string; known: boolean } {
  const key = FIELD_KEYS[path];
  return key ? { text: t(key), known: true } : { text: path || '·', known: false };
}

const last = (path: string) => path.split('.').pop() ?? path;

/** A stored value in words: statuses, people, brands, roles, yes/no; anything else as it is (JSON past strings). */
export function valueText(t: TFunction, names: AuditNames, path: string, value: unknown): string {
  const field = last(path);
  if (field === 'assignedTo' && value === null) return t('queue.unassigned');
  if (value === null || value === undefined) return t('audit.none');
  if (field === 'status' && typeof value === 'number') {
    const name = STATUS_NAMES[value];
    return name ? t(`status.${name}`) : String(value);
  }
  if ((field === 'assignedTo' || field === 'staffId' || field === 'staff_id') && typeof value === 'number')
    return names.staff(value) ?? t('queue.staffN', { id: value });
  if ((field === 'brand' || field === 'brandId' || field === 'brand_id') && typeof value === 'string')
    return names.brand(value) ?? value;
  if (field === 'brands' && Array.isArray(value))
    return value.map((b) => (typeof b === 'string' ? (names.brand(b) ?? b) : String(b))).join(', ') || t('audit.none');
  if (field === 'role' && (value === 'admin' || value === 'agent')) return t(`role.${value}`);
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The object an entry is about, by name where the console knows it ("Nova Games", "Ada Admin", "#12"). */
export function targetText(names: AuditNames, type: string, id: string): string {
  if (type === 'brand') return names.brand(id) ?? id;
  if (type === 'staff' && /^\d+$/.test(id)) return names.staff(Number(id)) ?? `#${id}`;
  return /^\d+$/.test(id) ? `#${id}` : id;
}
