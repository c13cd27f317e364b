// Drafts ↔ the contract's shapes: what an editor sends is what the API validates.
import { describe, expect, it } from 'vitest';
import { RuleActionSchema, RuleConditionSchema } from '@guildhall/contract/rules';
import { fromAction, fromCondition, newAction, newCondition, toAction, toCondition } from './drafts';

describe('rule drafts', () => {
  it('turns conditions into the contract shape and back, lists for `in`', () => {
    const cases = [
      { ...newCondition('field'), fieldKey: 'order_id', op: 'contains', value: 'GPA' },
      { ...newCondition('priority'), op: 'in', value: '2, 3' },
      { ...newCondition('category'), op: 'eq', value: '12' },
      { ...newCondition('language'), op: 'in', value: 'th,vi' },
      { ...newCondition('tag'), op: 'has_not', value: 'vip' },
    ];
    for (const d of cases) {
      const c = toCondition(d);
      expect(RuleConditionSchema.safeParse(c).success).toBe(true);
      expect(toCondition(fromCondition(c))).toEqual(c);
    }
    expect(toCondition(cases[1]!)).toEqual({ kind: 'priority', op: 'in', value: [2, 3] });
  });

  it('turns actions into the contract shape and back', () => {
    const cases = [
      { ...newAction('reply'), texts: { th: 'สวัสดี {{player}}', en: ' ' } },
      { ...newAction('assign'), staffId: '7' },
      { ...newAction('assign') },
      { ...newAction('set_status'), status: '1' },
      { ...newAction('set_field'), fieldKey: 'order_id', value: 'R-1' },
      { ...newAction('note'), text: 'checked' },
    ];
    for (const d of cases) {
      const a = toAction(d);
      expect(RuleActionSchema.safeParse(a).success).toBe(true);
      expect(toAction(fromAction(a))).toEqual(a);
    }
    expect(toAction(cases[0]!)).toEqual({ type: 'reply', texts: { th: 'สวัสดี {{player}}' } });
    expect(toAction(cases[2]!)).toEqual({ type: 'assign', staffId: 'auto' });
  });
});
