// A rule's editor: name, brand, trigger, conditions (all or any), actions, on or off; and the
// preview (the API's dry run): which open inquiries it would touch now and what each would get,
// before anything is saved.
import { useId } from 'react';
import {
  FormProvider,
  get,
  useFieldArray,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
} from 'react-hook-form';
import { LANGUAGES } from '@guildhall/contract/areas';
import {
  RULE_LIMITS,
  RULE_TRIGGERS,
  RuleEditSchema,
  type DryRunResult,
  type Rule,
  type RuleEdit,
  type RuleTrigger,
} from '@guildhall/contract/rules';
import { ErrorSummary, FieldMessage, type SummaryItem } from '../../../components/field-error';
import { ErrorLine } from '../../../components/list-editor';
import { useFormSubmit } from '../../../components/form-submit';
import { errorText } from '../../../lib/errors';
import { contractResolver, errorAria, fieldErrorText, fieldId, flatErrors } from '../../../lib/form';
import { useT, type MessageKey, type TFunction } from '../../../lib/i18n';
import { useDryRun, useSaveRule } from '../api/rules';
import {
  CONDITION_KINDS,
  fromAction,
  fromCondition,
  newAction,
  newCondition,
  OPS_OF,
  toAction,
  toCondition,
  type ConditionDraft,
  type ConditionKind,
} from '../lib/drafts';
import { ACTION_LABEL, actionTarget, ActionsEditor, NameAndBrand, type ActionsValues } from './actions-editor';
import { useRulesDirectory } from '../lib/directory';

export const TRIGGER_LABEL: Record<RuleTrigger, MessageKey> = {
  created: 'rules.triggerCreated',
  player_replied: 'rules.triggerPlayerReplied',
  status_changed: 'rules.triggerStatusChanged',
  sla_warning: 'rules.triggerSlaWarning',
  sla_breach: 'rules.triggerSlaBreach',
  idle: 'rules.triggerIdle',
};

const KIND_LABEL: Record<ConditionKind, MessageKey> = {
  field: 'rules.condField',
  tag: 'rules.condTag',
  priority: 'rules.condPriority',
  tier: 'rules.condTier',
  language: 'rules.condLanguage',
  brand: 'rules.condBrand',
  category: 'rules.condCategory',
  status: 'rules.condStatus',
};

const OP_LABEL: Record<string, MessageKey> = {
  eq: 'rules.opEq',
  neq: 'rules.opNeq',
  in: 'rules.opIn',
  contains: 'rules.opContains',
  gt: 'rules.opGt',
  lt: 'rules.opLt',
  has: 'rules.opHas',
  has_not: 'rules.opHasNot',
};

/** One condition row: kind (a new kind starts from its first operator), field key, operator, value. */
function ConditionRow({ formId, index, onRemove }: { formId: string; index: number; onRemove: () => void }) {
  const t = useT();
  const { register, setValue, getValues } = useFormContext<RuleValues>();
  const { errors } = useFormState<RuleValues>();
  const row = useWatch<RuleValues, `conditions.list.${number}`>({ name: `conditions.list.${index}` });
  const path = `conditions.list.${index}` as const;
  const id = (field: string) => fieldId(formId, `${path}.${field}`);
  const rowError = get(errors, path) as (FieldError & Partial<Record<string, FieldError>>) | undefined;
  // A condition that fits no shape (a number expected) is refused as a whole: shown at its value.
  const valueError = rowError?.value ?? (rowError && 'type' in rowError ? rowError : undefined);
  const valueText = fieldErrorText(t, valueError, getValues(`${path}.value`));
  const keyText = fieldErrorText(t, rowError?.fieldKey, getValues(`${path}.fieldKey`));
  return (
    <li className="c-rules__item c-rules__row">
      <div className="c-field c-field--inline">
        <label htmlFor={id('kind')}>{t('rules.conditionN', { n: index + 1 })}</label>
        <select
          id={id('kind')}
          {...register(`${path}.kind`, {
            onChange: (e: { target: { value: ConditionKind } }) => setValue(`${path}.op`, OPS_OF[e.target.value][0]!),
          })}
        >
          {CONDITION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(KIND_LABEL[k])}
            </option>
          ))}
        </select>
      </div>
      {row.kind === 'field' ? (
        <div className="c-field c-field--inline">
          <label htmlFor={id('fieldKey')}>{t('rules.fieldKey')}</label>
          <input
            id={id('fieldKey')}
            size={12}
            maxLength={60}
            {...errorAria(id('fieldKey'), keyText)}
            {...register(`${path}.fieldKey`)}
          />
          <FieldMessage controlId={id('fieldKey')} message={keyText} />
        </div>
      ) : null}
      <div className="c-field c-field--inline">
        <label htmlFor={id('op')} className="c-visually-hidden">
          {t('rules.operator')}
        </label>
        <select id={id('op')} {...register(`${path}.op`)}>
          {OPS_OF[row.kind].map((op) => (
            <option key={op} value={op}>
              {t(OP_LABEL[op]!)}
            </option>
          ))}
        </select>
      </div>
      <div className="c-field c-field--inline">
        <label htmlFor={id('value')} className="c-visually-hidden">
          {t('rules.value')}
        </label>
        <input
          id={id('value')}
          maxLength={400}
          list={row.kind === 'language' ? `${formId}-langs` : undefined}
          placeholder={row.op === 'in' ? t('rules.valueList') : row.kind === 'priority' ? '0–3' : undefined}
          {...errorAria(id('value'), valueText)}
          {...register(`${path}.value`)}
        />
        <FieldMessage controlId={id('value')} message={valueText} />
      </div>
      <button
        type="button"
        className="c-button c-button--small"
        onClick={onRemove}
        aria-label={t('rules.removeCondition', { n: index + 1 })}
      >
        ×
      </button>
    </li>
  );
}

function ConditionsEditor({ formId }: { formId: string }) {
  const t = useT();
  const { control } = useFormContext<RuleValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions.list' });
  return (
    <>
      {fields.length === 0 ? <p className="c-muted c-small">{t('rules.noConditions')}</p> : null}
      <ol className="c-rules__items">
        {fields.map((field, i) => (
          <ConditionRow key={field.id} formId={formId} index={i} onRemove={() => remove(i)} />
        ))}
      </ol>
      <datalist id={`${formId}-langs`}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <button
        type="button"
        className="c-button c-button--small"
        disabled={fields.length >= RULE_LIMITS.conditions}
        onClick={() => append(newCondition())}
      >
        {t('rules.addCondition')}
      </button>
    </>
  );
}

export function DryRunTable({ result }: { result: DryRunResult }) {
  const t = useT();
  return (
    <section className="c-card c-rules__preview" aria-live="polite">
      <h3 className="c-card__title">
        {t('rules.previewHeading', { count: result.matches.length, scanned: result.scanned })}
      </h3>
      {result.truncated ? <p className="c-muted c-small">{t('rules.previewTruncated')}</p> : null}
      {result.matches.length === 0 ? (
        <p className="c-empty">{t('rules.previewNone')}</p>
      ) : (
        <ul className="c-rules__matches">
          {result.matches.map((m) => (
            <li key={m.inquiryId}>
              <strong>
                #{m.inquiryId} {m.title}
              </strong>{' '}
              <span className="c-tag">{m.brand}</span> <span className="c-tag">{m.lang}</span>
              <ul>
                {m.actions.map((a, i) => (
                  <li key={i} className={a.changed ? undefined : 'c-muted'}>
                    {t(ACTION_LABEL[a.type])}
                    {a.detail !== undefined && a.detail !== null ? `: ${a.detail}` : ''}
                    {a.skipped
                      ? ` — ${t('rules.skipped', { why: a.skipped })}`
                      : !a.changed
                        ? ` — ${t('rules.unchanged')}`
                        : ''}
                    {a.text ? <q dir="auto">{a.text}</q> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The rule as the form holds it: strings as typed, conditions and actions as drafts. */
interface RuleValues extends ActionsValues {
  trigger: { type: RuleTrigger; minutes: string };
  conditions: { match: 'all' | 'any'; list: ConditionDraft[] };
  enabled: boolean;
}

/** What the contract reads from the form's values (its paths are the form's paths). */
const ruleInput = (v: RuleValues) => ({
  brand: v.brand || null,
  name: v.name,
  trigger: v.trigger.type === 'idle' ? { type: 'idle', minutes: Number(v.trigger.minutes) } : { type: v.trigger.type },
  conditions: { match: v.conditions.match, list: v.conditions.list.map(toCondition) },
  actions: v.actions.map(toAction),
  enabled: v.enabled,
});

/** Where an error's link in the summary leads, and what it names. */
function summaryItem(t: TFunction, formId: string, path: string, text: string): SummaryItem {
  const [head, a, b, c] = path.split('.');
  if (head === 'conditions' && a === 'list' && b !== undefined)
    return {
      target: fieldId(formId, `conditions.list.${b}.${c === 'fieldKey' ? 'fieldKey' : 'value'}`),
      text: t('form.about', { field: t('rules.conditionN', { n: Number(b) + 1 }), message: text }),
    };
  if (head === 'actions' && a !== undefined)
    return {
      target: actionTarget(formId, path),
      text: t('form.about', { field: t('rules.actionN', { n: Number(a) + 1 }), message: text }),
    };
  const label: Record<string, MessageKey> = {
    name: 'rules.name',
    brand: 'rules.brand',
    trigger: 'rules.idleMinutes',
    actions: 'rules.actions',
  };
  return {
    target: fieldId(formId, head === 'trigger' ? 'trigger.minutes' : path),
    text: label[head!] ? t('form.about', { field: t(label[head!]!), message: text }) : text,
  };
}

export function RuleEditor({ rule, onDone }: { rule: Rule | null; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const save = useSaveRule();
  const dryRun = useDryRun();
  const { brands, everyBrand = true } = useRulesDirectory();
  const form = useForm<RuleValues, unknown, RuleEdit>({
    defaultValues: {
      name: rule?.name ?? '',
      // A new one of every brand only for an admin of every brand (as the API allows).
      brand: rule ? (rule.brand ?? '') : everyBrand ? '' : (brands[0]?.id ?? ''),
      trigger: {
        type: rule?.trigger.type ?? 'created',
        minutes: String(rule?.trigger.type === 'idle' ? rule.trigger.minutes : 60),
      },
      conditions: { match: rule?.conditions.match ?? 'all', list: rule?.conditions.list.map(fromCondition) ?? [] },
      actions: rule?.actions.map(fromAction) ?? [newAction('add_tag')],
      enabled: rule?.enabled ?? true,
    },
    resolver: contractResolver(RuleEditSchema, ruleInput),
  });
  const { errors } = form.formState;
  const trigger = useWatch({ control: form.control, name: 'trigger.type' });
  const fieldText = (path: 'trigger.minutes') =>
    fieldErrorText(t, get(errors, path) as FieldError | undefined, form.getValues(path));
  const summary = flatErrors(errors).map(({ path, error }) =>
    summaryItem(t, id, path, fieldErrorText(t, error, get(form.getValues(), path)) ?? ''),
  );

  const preview = form.handleSubmit(async (body) => {
    try {
      await dryRun.mutateAsync(body);
    } catch (err) {
      form.setError('root', { message: errorText(t, err) });
    }
  });

  const submit = useFormSubmit(form, (body) => save.mutateAsync({ id: rule?.id ?? null, body }), {
    saved: (_, body) => t('rules.saved', { name: body.name }),
    onDone,
  });

  const minutesId = fieldId(id, 'trigger.minutes');
  return (
    <FormProvider {...form}>
      <form className="c-card c-editor c-rules" aria-labelledby={`${id}-h`} noValidate onSubmit={submit}>
        <h2 id={`${id}-h`} className="c-card__title">
          {rule ? t('rules.editHeading', { name: rule.name }) : t('rules.newHeading')}
        </h2>
        <NameAndBrand formId={id} />
        <div className="c-rules__pair">
          <div className="c-field">
            <label htmlFor={fieldId(id, 'trigger.type')}>{t('rules.trigger')}</label>
            <select id={fieldId(id, 'trigger.type')} {...form.register('trigger.type')}>
              {RULE_TRIGGERS.map((tr) => (
                <option key={tr} value={tr}>
                  {t(TRIGGER_LABEL[tr])}
                </option>
              ))}
            </select>
          </div>
          {trigger === 'idle' ? (
            <div className="c-field">
              <label htmlFor={minutesId}>{t('rules.idleMinutes')}</label>
              <input
                id={minutesId}
                type="number"
                min={RULE_LIMITS.idleMinutesMin}
                max={RULE_LIMITS.idleMinutesMax}
                {...errorAria(minutesId, errors.trigger)}
                {...form.register('trigger.minutes')}
              />
              <FieldMessage controlId={minutesId} message={fieldText('trigger.minutes')} />
            </div>
          ) : null}
        </div>
        <fieldset className="c-fieldset c-rules__list">
          <legend>{t('rules.conditions')}</legend>
          <div className="c-field c-field--inline">
            <label htmlFor={fieldId(id, 'conditions.match')}>{t('rules.match')}</label>
            <select id={fieldId(id, 'conditions.match')} {...form.register('conditions.match')}>
              <option value="all">{t('rules.matchAll')}</option>
              <option value="any">{t('rules.matchAny')}</option>
            </select>
          </div>
          <ConditionsEditor formId={id} />
        </fieldset>
        <ActionsEditor formId={id} />
        <label className="c-check">
          <input type="checkbox" {...form.register('enabled')} />
          {t('rules.enabled')}
        </label>
        <ErrorSummary items={summary} />
        <ErrorLine message={errors.root?.message} />
        {dryRun.data ? <DryRunTable result={dryRun.data} /> : null}
        <div className="c-form-actions">
          <button type="button" className="c-button" onClick={onDone}>
            {t('app.cancel')}
          </button>
          <button type="button" className="c-button" onClick={() => void preview()} disabled={dryRun.isPending}>
            {dryRun.isPending ? t('rules.previewing') : t('rules.preview')}
          </button>
          <button type="submit" className="c-button c-button--primary" disabled={save.isPending}>
            {t('app.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
