// The chosen category's own fields on the inquiry form: what the admins defined for it
// (a store, an order id, a device…), each with the control its kind calls for, its label and help
// in the player's language, a required mark, and its error from the contract's one validation
// (fields.ts validateFieldValues), the same rule names the API answers with.
import type { FieldIssue, PlayerField } from '@guildhall/contract/fields';
import { latestAllowedDate } from '@guildhall/contract/fields';
import type { MessageKey, TFunction } from '../../../lib/i18n';
import { Field } from '../../../components/field';

const RULE_KEYS: Record<FieldIssue['rule'], MessageKey> = {
  required: 'support.fields.rules.required',
  unknown: 'support.fields.rules.unknown',
  agent_only: 'support.fields.rules.agentOnly',
  too_long: 'support.fields.rules.tooLong',
  number: 'support.fields.rules.number',
  too_small: 'support.fields.rules.tooSmall',
  too_big: 'support.fields.rules.tooBig',
  date: 'support.fields.rules.date',
  future: 'support.fields.rules.future',
  choice: 'support.fields.rules.choice',
  order_id: 'support.fields.rules.orderId',
  device: 'support.fields.rules.device',
};

/** The player's words for a rule broken on a category field (a choice left empty asks to choose). */
export function fieldRuleMessage(field: PlayerField | undefined, rule: string, t: TFunction): string {
  if (rule === 'required' && field?.kind === 'choice') return t('support.fields.rules.choice');
  const key = RULE_KEYS[rule as FieldIssue['rule']] ?? 'support.rules.invalid';
  const max = field?.kind === 'text' ? (field.maxLength ?? 200) : (field?.max ?? 0);
  return t(key, { min: field?.min ?? 0, max });
}

const TEXT_MAX: Record<PlayerField['kind'], number> = {
  text: 1000,
  number: 24,
  date: 10,
  choice: 0,
  order_id: 64,
  device: 100,
};

export function CategoryFields({
  fields,
  values,
  errors,
  onChange,
  t,
}: {
  fields: readonly PlayerField[];
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (key: string, value: string) => void;
  t: TFunction;
}) {
  if (fields.length === 0) return null;
  return (
    <div className="gh-form__grid gh-category-fields">
      {fields.map((f) => (
        <Field
          key={f.key}
          label={
            <>
              {f.label}
              {f.required ? (
                <span className="gh-field__required" aria-hidden="true">
                  {' *'}
                </span>
              ) : (
                <span className="gh-field__optional">{` (${t('support.fields.optional')})`}</span>
              )}
            </>
          }
          hint={f.help || undefined}
          error={errors[f.key]}
        >
          {(control) => {
            const common = {
              ...control,
              name: `fields.${f.key}`,
              className: 'gh-input',
              'aria-required': f.required || undefined,
              value: values[f.key] ?? '',
            };
            if (f.kind === 'choice') {
              return (
                <select {...common} onChange={(e) => onChange(f.key, e.target.value)}>
                  <option value="">{t('support.fields.choose')}</option>
                  {(f.choices ?? []).map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              );
            }
            // Ids, numbers, dates and builds read left to right in every language (Arabic included).
            const ltr = f.kind !== 'text';
            return (
              <input
                {...common}
                type={f.kind === 'date' ? 'date' : 'text'}
                inputMode={f.kind === 'number' ? (f.integer ? 'numeric' : 'decimal') : undefined}
                dir={ltr ? 'ltr' : undefined}
                max={f.kind === 'date' && f.past ? latestAllowedDate() : undefined}
                maxLength={f.kind === 'text' ? (f.maxLength ?? 200) : TEXT_MAX[f.kind]}
                autoComplete="off"
                autoCapitalize={f.kind === 'order_id' || f.kind === 'device' ? 'off' : undefined}
                spellCheck={f.kind === 'text' ? undefined : false}
                onChange={(e) => onChange(f.key, e.target.value)}
              />
            );
          }}
        </Field>
      ))}
    </div>
  );
}
