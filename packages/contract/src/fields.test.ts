import { describe, expect, it } from 'vitest';
import { FieldDefinitionEditSchema, validateFieldValues, type FieldRuleSource } from './fields';
import { CreateInquirySchema } from './support';

const defs: FieldRuleSource[] = [
  {
    key: 'store',
    kind: 'choice',
    required: true,
    config: {
      choices: [
        { value: 'google_play', labels: { en: 'Google Play' } },
        { value: 'app_store', labels: { en: 'App Store' } },
      ],
    },
  },
  { key: 'order_id', kind: 'order_id', required: true },
  { key: 'amount', kind: 'number', required: false, config: { min: 0, max: 1000 } },
  { key: 'purchase_date', kind: 'date', required: false, config: { past: true } },
  { key: 'device', kind: 'device', required: false },
  { key: 'note', kind: 'text', required: false, config: { maxLength: 5 } },
  { key: 'refund_ref', kind: 'text', required: false, agentOnly: true },
];
const today = '2026-05-10';
const ok = { store: 'google_play', order_id: 'GPA.3312-4451-0021-77810' };

describe('validateFieldValues', () => {
  it('accepts valid values and answers them normalised', () => {
    const r = validateFieldValues(
      defs,
      { ...ok, amount: '+12.5', purchase_date: '2026-05-10', device: 'iPhone 15 Pro', note: ' abc ' },
      { audience: 'player', today },
    );
    expect(r.issues).toEqual([]);
    expect(r.values).toEqual({
      ...ok,
      amount: '12.5',
      purchase_date: '2026-05-10',
      device: 'iPhone 15 Pro',
      note: 'abc',
    });
  });

  it('names each broken field and rule, in definition order', () => {
    const r = validateFieldValues(
      defs,
      {
        store: 'steam',
        order_id: 'x',
        amount: '1e3',
        purchase_date: '2026-02-30',
        device: '<script>',
        note: 'toolong',
        extra: '1',
      },
      { audience: 'player', today },
    );
    expect(r.issues).toEqual([
      { field: 'fields.extra', rule: 'unknown' },
      { field: 'fields.store', rule: 'choice' },
      { field: 'fields.order_id', rule: 'order_id' },
      { field: 'fields.amount', rule: 'number' },
      { field: 'fields.purchase_date', rule: 'date' },
      { field: 'fields.device', rule: 'device' },
      { field: 'fields.note', rule: 'too_long' },
    ]);
  });

  it('checks required fields, bounds and future dates', () => {
    expect(validateFieldValues(defs, {}, { audience: 'player', today }).issues.map((i) => i.rule)).toEqual([
      'required',
      'required',
    ]);
    expect(validateFieldValues(defs, { ...ok, amount: '-1' }, { audience: 'player', today }).issues).toEqual([
      { field: 'fields.amount', rule: 'too_small' },
    ]);
    expect(validateFieldValues(defs, { ...ok, amount: '1000.5' }, { audience: 'player', today }).issues).toEqual([
      { field: 'fields.amount', rule: 'too_big' },
    ]);
    expect(
      validateFieldValues(defs, { ...ok, purchase_date: '2026-05-11' }, { audience: 'player', today }).issues,
    ).toEqual([{ field: 'fields.purchase_date', rule: 'future' }]);
  });

  it('refuses agent-only fields from players, not from agents', () => {
    expect(validateFieldValues(defs, { ...ok, refund_ref: 'R1' }, { audience: 'player', today }).issues).toEqual([
      { field: 'fields.refund_ref', rule: 'agent_only' },
    ]);
    const agent = validateFieldValues(
      defs,
      { refund_ref: 'R1', amount: '' },
      { audience: 'agent', partial: true, today },
    );
    expect(agent).toEqual({ values: { refund_ref: 'R1' }, cleared: ['amount'], issues: [] });
    expect(validateFieldValues(defs, { order_id: '' }, { audience: 'agent', partial: true, today }).issues).toEqual([
      { field: 'fields.order_id', rule: 'required' },
    ]);
  });

  it('reads the player shape (config flat) the same way', () => {
    const flat: FieldRuleSource[] = [{ key: 'level', kind: 'number', required: true, min: 1, max: 99, integer: true }];
    expect(validateFieldValues(flat, { level: '1.5' }, { audience: 'player' }).issues).toEqual([
      { field: 'fields.level', rule: 'number' },
    ]);
    expect(validateFieldValues(flat, { level: '100' }, { audience: 'player' }).issues).toEqual([
      { field: 'fields.level', rule: 'too_big' },
    ]);
  });
});

describe('FieldDefinitionEditSchema', () => {
  const base = { categoryId: 1, key: 'store', kind: 'choice', texts: { en: { label: 'Store' } } } as const;
  it('wants choices for a choice field, unique ones, and no required agent-only field', () => {
    expect(FieldDefinitionEditSchema.safeParse(base).success).toBe(false);
    expect(
      FieldDefinitionEditSchema.safeParse({
        ...base,
        config: {
          choices: [
            { value: 'a', labels: { en: 'A' } },
            { value: 'a', labels: { en: 'B' } },
          ],
        },
      }).success,
    ).toBe(false);
    expect(
      FieldDefinitionEditSchema.safeParse({ ...base, config: { choices: [{ value: 'a', labels: { en: 'A' } }] } })
        .success,
    ).toBe(true);
    expect(
      FieldDefinitionEditSchema.safeParse({ ...base, kind: 'text', required: true, agentOnly: true }).success,
    ).toBe(false);
    expect(FieldDefinitionEditSchema.safeParse({ ...base, kind: 'text', key: 'Bad-Key' }).success).toBe(false);
  });
});

describe('CreateInquirySchema', () => {
  const inquiry = {
    gameId: 1,
    gameAreaId: 'a',
    serverId: 's1',
    roleName: 'Hero',
    queryType: 2,
    title: 'Payment',
    content: 'I paid twice for gems',
    email: 'a@b.co',
    agreements: { terms: true, userAgreement: true, privacy: true },
  };
  it('takes fields optionally, so older clients still file inquiries', () => {
    expect(CreateInquirySchema.safeParse(inquiry).success).toBe(true);
    const withFields = CreateInquirySchema.safeParse({ ...inquiry, fields: { order_id: 'GPA.1' } });
    expect(withFields.success && withFields.data.fields).toEqual({ order_id: 'GPA.1' });
    expect(CreateInquirySchema.safeParse({ ...inquiry, fields: { 'Bad Key': 'x' } }).success).toBe(false);
  });
});
