// A rule's editor: name, brand, trigger, conditions (all or any), actions, on or off; and the
// preview (the API's dry run): which open inquiries it would touch now and what each would get,
// before anything is saved.
import { useId, useState } from 'react';
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
import { ErrorLine } from '../../../components/list-editor';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useT, type MessageKey } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';
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
import { ACTION_LABEL, ActionsEditor } from './actions-editor';

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

function ConditionsEditor({ list, onChange }: { list: ConditionDraft[]; onChange: (next: ConditionDraft[]) => void }) {
  const t = useT();
  const id = useId();
  const replace = (i: number, d: ConditionDraft) => onChange(list.map((c, j) => (j === i ? d : c)));
  return (
    <>
      {list.length === 0 ? <p className="c-muted c-small">{t('rules.noConditions')}</p> : null}
      <ol className="c-rules__items">
        {list.map((c, i) => (
          <li key={i} className="c-rules__item c-rules__row">
            <div className="c-field c-field--inline">
              <label htmlFor={`${id}-${i}-kind`}>{t('rules.conditionN', { n: i + 1 })}</label>
              <select
                id={`${id}-${i}-kind`}
                value={c.kind}
                onChange={(e) => replace(i, newCondition(e.target.value as ConditionKind))}
              >
                {CONDITION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(KIND_LABEL[k])}
                  </option>
                ))}
              </select>
            </div>
            {c.kind === 'field' ? (
              <div className="c-field c-field--inline">
                <label htmlFor={`${id}-${i}-key`}>{t('rules.fieldKey')}</label>
                <input
                  id={`${id}-${i}-key`}
                  size={12}
                  maxLength={60}
                  value={c.fieldKey}
                  onChange={(e) => replace(i, { ...c, fieldKey: e.target.value })}
                />
              </div>
            ) : null}
            <div className="c-field c-field--inline">
              <label htmlFor={`${id}-${i}-op`} className="c-visually-hidden">
                {t('rules.operator')}
              </label>
              <select id={`${id}-${i}-op`} value={c.op} onChange={(e) => replace(i, { ...c, op: e.target.value })}>
                {OPS_OF[c.kind].map((op) => (
                  <option key={op} value={op}>
                    {t(OP_LABEL[op]!)}
                  </option>
                ))}
              </select>
            </div>
            <div className="c-field c-field--inline">
              <label htmlFor={`${id}-${i}-value`} className="c-visually-hidden">
                {t('rules.value')}
              </label>
              <input
                id={`${id}-${i}-value`}
                maxLength={400}
                value={c.value}
                list={c.kind === 'language' ? `${id}-langs` : undefined}
                placeholder={c.op === 'in' ? t('rules.valueList') : c.kind === 'priority' ? '0–3' : undefined}
                onChange={(e) => replace(i, { ...c, value: e.target.value })}
              />
            </div>
            <button
              type="button"
              className="c-button c-button--small"
              onClick={() => onChange(list.filter((_, j) => j !== i))}
              aria-label={t('rules.removeCondition', { n: i + 1 })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <datalist id={`${id}-langs`}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <button
        type="button"
        className="c-button c-button--small"
        disabled={list.length >= RULE_LIMITS.conditions}
        onClick={() => onChange([...list, newCondition()])}
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

export function RuleEditor({ rule, onDone }: { rule: Rule | null; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const { brands } = useRulesDirectory();
  const save = useSaveRule();
  const dryRun = useDryRun();
  const [name, setName] = useState(rule?.name ?? '');
  const [brand, setBrand] = useState<string | null>(rule?.brand ?? null);
  const [trigger, setTrigger] = useState<RuleTrigger>(rule?.trigger.type ?? 'created');
  const [minutes, setMinutes] = useState(String(rule?.trigger.type === 'idle' ? rule.trigger.minutes : 60));
  const [match, setMatch] = useState<'all' | 'any'>(rule?.conditions.match ?? 'all');
  const [conditions, setConditions] = useState<ConditionDraft[]>(rule?.conditions.list.map(fromCondition) ?? []);
  const [actions, setActions] = useState(rule?.actions.map(fromAction) ?? [newAction('add_tag')]);
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [error, setError] = useState<string | null>(null);

  /** The body as the contract reads it, or null (and a sentence) when the form is not valid yet. */
  function body(): RuleEdit | null {
    const parsed = RuleEditSchema.safeParse({
      brand,
      name,
      trigger: trigger === 'idle' ? { type: 'idle', minutes: Number(minutes) } : { type: trigger },
      conditions: { match, list: conditions.map(toCondition) },
      actions: actions.map(toAction),
      enabled,
    });
    if (parsed.success) return parsed.data;
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    setError(t('rules.invalid', { field: path }));
    return null;
  }

  async function preview() {
    setError(null);
    const b = body();
    if (!b) return;
    try {
      await dryRun.mutateAsync(b);
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  async function submit() {
    setError(null);
    const b = body();
    if (!b) return;
    try {
      await save.mutateAsync({ id: rule?.id ?? null, body: b });
      toast.success(t('rules.saved', { name: b.name }));
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <form
      className="c-card c-editor c-rules"
      aria-labelledby={`${id}-h`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-h`} className="c-card__title">
        {rule ? t('rules.editHeading', { name: rule.name }) : t('rules.newHeading')}
      </h2>
      <div className="c-rules__pair">
        <div className="c-field">
          <label htmlFor={`${id}-name`}>{t('rules.name')}</label>
          <input id={`${id}-name`} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-brand`}>{t('rules.brand')}</label>
          <select id={`${id}-brand`} value={brand ?? ''} onChange={(e) => setBrand(e.target.value || null)}>
            <option value="">{t('rules.allBrands')}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="c-rules__pair">
        <div className="c-field">
          <label htmlFor={`${id}-trigger`}>{t('rules.trigger')}</label>
          <select id={`${id}-trigger`} value={trigger} onChange={(e) => setTrigger(e.target.value as RuleTrigger)}>
            {RULE_TRIGGERS.map((tr) => (
              <option key={tr} value={tr}>
                {t(TRIGGER_LABEL[tr])}
              </option>
            ))}
          </select>
        </div>
        {trigger === 'idle' ? (
          <div className="c-field">
            <label htmlFor={`${id}-minutes`}>{t('rules.idleMinutes')}</label>
            <input
              id={`${id}-minutes`}
              type="number"
              min={RULE_LIMITS.idleMinutesMin}
              max={RULE_LIMITS.idleMinutesMax}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
        ) : null}
      </div>
      <fieldset className="c-fieldset c-rules__list">
        <legend>{t('rules.conditions')}</legend>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-match`}>{t('rules.match')}</label>
          <select id={`${id}-match`} value={match} onChange={(e) => setMatch(e.target.value as 'all' | 'any')}>
            <option value="all">{t('rules.matchAll')}</option>
            <option value="any">{t('rules.matchAny')}</option>
          </select>
        </div>
        <ConditionsEditor list={conditions} onChange={setConditions} />
      </fieldset>
      <ActionsEditor actions={actions} brand={brand} onChange={setActions} />
      <label className="c-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('rules.enabled')}
      </label>
      <ErrorLine message={error} />
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
  );
}
