import { describe, expect, it } from 'vitest';
import en from '@guildhall/locales/console/en.json';
import type { TFunction } from '../../../lib/i18n';
import { actionText, fieldText, targetText, valueText, type AuditNames } from './audit-words';

// The English dictionary itself, so the words are the console's, not copies.
const t: TFunction = (key, vars = {}) => {
  let v: unknown = en;
  for (const part of key.split('.')) v = (v as Record<string, unknown>)[part];
  return String(v).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
};
const names: AuditNames = {
  staff: (id) => (id === 1 ? 'Ada Admin' : undefined),
  brand: (id) => (id === 'nova' ? 'Nova Games' : undefined),
};

describe('the audit log in words', () => {
  it('names statuses, people and nobody instead of their stored values', () => {
    expect(valueText(t, names, 'status', 1)).toBe('Processing');
    expect(valueText(t, names, 'status', 2)).toBe('Replied');
    expect(valueText(t, names, 'assignedTo', null)).toBe('Unassigned');
    expect(valueText(t, names, 'assignedTo', 1)).toBe('Ada Admin');
    expect(valueText(t, names, 'assignedTo', 9)).toBe(t('queue.staffN', { id: 9 }));
    expect(valueText(t, names, 'brands', ['nova', 'gone'])).toBe('Nova Games, gone');
    expect(valueText(t, names, 'role', 'agent')).toBe('Agent');
    expect(valueText(t, names, 'disabled', true)).toBe(t('audit.yes'));
    expect(valueText(t, names, 'texts.ko.title', '스타폴')).toBe('스타폴');
    expect(valueText(t, names, 'radius', 8)).toBe('8');
  });
  it('names actions, fields and objects, and shows what it does not know as stored', () => {
    expect(actionText(t, 'inquiry.assigned')).toEqual({ text: en.audit.actions.inquiryAssigned, known: true });
    expect(actionText(t, 'something.new')).toEqual({ text: 'something.new', known: false });
    expect(actionText(t, 'inquiry.tagged')).toEqual({ text: en.triage.auditTagged, known: true });
    expect(fieldText(t, 'priority')).toEqual({ text: en.triage.priority, known: true });
    expect(fieldText(t, 'assignedTo')).toEqual({ text: en.audit.fields.assignedTo, known: true });
    expect(fieldText(t, 'texts.ko.title')).toEqual({ text: 'texts.ko.title', known: false });
    expect(targetText(names, 'brand', 'nova')).toBe('Nova Games');
    expect(targetText(names, 'staff', '1')).toBe('Ada Admin');
    expect(targetText(names, 'inquiry', '12')).toBe('#12');
  });
});
