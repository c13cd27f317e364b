// The queue's filters by tag, priority, tier and a field's value. The tag applies on
// Enter or its button (suggesting the predefined tags); the fields are those of the chosen brand
// (and game), read from its field definitions, a choice field offering its values.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLAYER_TIERS, type PlayerTier } from '@guildhall/contract/queue-automation';
import { useT } from '../../../lib/i18n';
import { PriorityOptions, TagSuggestions } from '../../../components/triage-choices';
import { queueFieldsOptions } from '../../../lib/triage-api';
import { TIER_KEYS } from '../../../lib/triage-labels';
import type { QueueFilters } from '../lib/queue-filters';

export function TriageFilters({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
}) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch });
  const [tag, setTag] = useState(filters.tag);
  const [shownTag, setShownTag] = useState(filters.tag);
  if (filters.tag !== shownTag) {
    setShownTag(filters.tag);
    setTag(filters.tag);
  }
  const fields = useQuery(queueFieldsOptions(filters.brand, filters.game));
  const field = fields.data?.find((f) => f.id === filters.field?.id);
  const [fieldId, setFieldId] = useState<number | null>(filters.field?.id ?? null);
  const [value, setValue] = useState(filters.field?.value ?? '');
  const [shownField, setShownField] = useState(filters.field);
  if (filters.field !== shownField) {
    setShownField(filters.field);
    setFieldId(filters.field?.id ?? null);
    setValue(filters.field?.value ?? '');
  }
  const chosen = fields.data?.find((f) => f.id === fieldId) ?? field;

  const submitTag = (e: FormEvent) => {
    e.preventDefault();
    set({ tag: tag.trim() });
  };
  const submitField = (e: FormEvent) => {
    e.preventDefault();
    set({ field: fieldId && value.trim() ? { id: fieldId, value: value.trim() } : null });
  };

  return (
    <div className="c-filters__row">
      <form className="c-search c-search--tag" onSubmit={submitTag}>
        <label htmlFor={`${id}-tag`}>{t('triage.tag')}</label>
        <input
          id={`${id}-tag`}
          type="text"
          list={`${id}-tags`}
          value={tag}
          maxLength={40}
          placeholder={t('triage.tagFilterPlaceholder')}
          onChange={(e) => {
            setTag(e.target.value);
            if (e.target.value === '' && filters.tag) set({ tag: '' });
          }}
        />
        <TagSuggestions id={`${id}-tags`} brand={filters.brand} />
        <button type="submit" className="c-button">
          {t('triage.apply')}
        </button>
      </form>
      <div className="c-field c-field--inline">
        <label htmlFor={`${id}-priority`}>{t('triage.priority')}</label>
        <select
          id={`${id}-priority`}
          value={filters.priority ?? ''}
          onChange={(e) => set({ priority: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('triage.anyPriority')}</option>
          <PriorityOptions />
        </select>
      </div>
      <div className="c-field c-field--inline">
        <label htmlFor={`${id}-tier`}>{t('triage.tier')}</label>
        <select
          id={`${id}-tier`}
          value={filters.tier ?? ''}
          onChange={(e) => set({ tier: (e.target.value || null) as PlayerTier | null })}
        >
          <option value="">{t('triage.anyTier')}</option>
          {[...PLAYER_TIERS].reverse().map((tier) => (
            <option key={tier} value={tier}>
              {t(TIER_KEYS[tier])}
            </option>
          ))}
        </select>
      </div>
      {filters.brand ? (
        <form className="c-search c-search--field" onSubmit={submitField}>
          <label htmlFor={`${id}-field`}>{t('triage.field')}</label>
          <select
            id={`${id}-field`}
            value={fieldId ?? ''}
            onChange={(e) => {
              const next = e.target.value ? Number(e.target.value) : null;
              setFieldId(next);
              setValue('');
              if (next === null && filters.field) set({ field: null });
            }}
          >
            <option value="">{t('triage.anyField')}</option>
            {(fields.data ?? []).map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
            {filters.field && !field ? <option value={filters.field.id}>#{filters.field.id}</option> : null}
          </select>
          <label htmlFor={`${id}-value`} className="c-visually-hidden">
            {t('triage.fieldValue')}
          </label>
          {chosen && chosen.choices.length > 0 ? (
            <select id={`${id}-value`} value={value} onChange={(e) => setValue(e.target.value)} disabled={!fieldId}>
              <option value="">{t('triage.fieldValue')}</option>
              {chosen.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-value`}
              type="text"
              value={value}
              maxLength={200}
              placeholder={t('triage.fieldValue')}
              disabled={!fieldId}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          <button type="submit" className="c-button" disabled={!fieldId && !filters.field}>
            {t('triage.apply')}
          </button>
        </form>
      ) : (
        <span className="c-muted">{t('triage.fieldNeedsBrand')}</span>
      )}
    </div>
  );
}
