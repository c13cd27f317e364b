// A game's fields per category (admins): what the inquiry form asks for in each category
// besides the title and the details. Kind, key, required, agent-only, labels and help per
// language, choices and limits; labels are needed in every language of the game's area (the API
// says which are missing). Archiving a field stops asking for it and keeps the values given.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AREA_LANGUAGES, isArea, type Language } from '@guildhall/contract/areas';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  FIELD_KINDS,
  FieldDefinitionEditSchema,
  type FieldConfig,
  type FieldDefinition,
  type FieldDefinitionEdit,
  type FieldKind,
} from '@guildhall/contract/fields';
import type { AdminCategory } from '@guildhall/contract/staff-admin';
import { EditorForm, ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { languageName } from '../../../lib/format';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { gameFieldsOptions, useArchiveField, useSaveField } from '../api/admin-fields';
import { pick } from '../../../lib/languages';
import { LanguageTabs } from '../../../components/language-tabs';

const KIND_KEYS: Record<FieldKind, MessageKey> = {
  text: 'fields.admin.kinds.text',
  number: 'fields.admin.kinds.number',
  date: 'fields.admin.kinds.date',
  choice: 'fields.admin.kinds.choice',
  order_id: 'fields.admin.kinds.order_id',
  device: 'fields.admin.kinds.device',
};

interface Draft {
  key: string;
  kind: FieldKind;
  required: boolean;
  agentOnly: boolean;
  sort: string;
  maxLength: string;
  min: string;
  max: string;
  integer: boolean;
  past: boolean;
  choices: { value: string; labels: Partial<Record<string, string>> }[];
  texts: Partial<Record<string, { label: string; help: string }>>;
}

function draftOf(f: FieldDefinition | null): Draft {
  const c = f?.config ?? {};
  return {
    key: f?.key ?? '',
    kind: f?.kind ?? 'text',
    required: f?.required ?? false,
    agentOnly: f?.agentOnly ?? false,
    sort: String(f?.sort ?? 0),
    maxLength: c.maxLength !== undefined ? String(c.maxLength) : '',
    min: c.min !== undefined ? String(c.min) : '',
    max: c.max !== undefined ? String(c.max) : '',
    integer: c.integer ?? false,
    past: c.past ?? false,
    choices: (c.choices ?? []).map((x) => ({ value: x.value, labels: { ...x.labels } })),
    texts: Object.fromEntries(
      Object.entries(f?.texts ?? {}).map(([l, t]) => [l, { label: t?.label ?? '', help: t?.help ?? '' }]),
    ),
  };
}

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** The request body from the editor's state: empty texts and limits left out. */
export function bodyOf(categoryId: number, d: Draft): FieldDefinitionEdit {
  const config: FieldConfig = {};
  if (d.kind === 'text' && num(d.maxLength) !== undefined) config.maxLength = num(d.maxLength)!;
  if (d.kind === 'number') {
    if (num(d.min) !== undefined) config.min = num(d.min)!;
    if (num(d.max) !== undefined) config.max = num(d.max)!;
    if (d.integer) config.integer = true;
  }
  if (d.kind === 'date' && d.past) config.past = true;
  if (d.kind === 'choice') {
    config.choices = d.choices.map((c) => ({
      value: c.value.trim(),
      labels: Object.fromEntries(Object.entries(c.labels).filter(([, v]) => v?.trim())) as Record<Language, string>,
    }));
  }
  const texts = Object.fromEntries(
    Object.entries(d.texts)
      .filter(([, t]) => t?.label.trim())
      .map(([l, t]) => [l, t!.help.trim() ? { label: t!.label, help: t!.help } : { label: t!.label }]),
  );
  return {
    categoryId,
    key: d.key.trim(),
    kind: d.kind,
    required: d.required,
    agentOnly: d.agentOnly,
    config,
    texts,
    sort: num(d.sort) ?? 0,
  };
}

function FieldEditor({
  gameId,
  categoryId,
  field,
  languages,
  required,
  onDone,
}: {
  gameId: number;
  categoryId: number;
  field: FieldDefinition | null;
  languages: readonly string[];
  /** The languages of the game's area: a label in each is needed. */
  required: readonly string[];
  onDone: () => void;
}) {
  const { t, lang: uiLang } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveField(gameId);
  const [d, setD] = useState<Draft>(() => draftOf(field));
  const [active, setActive] = useState(languages[0] ?? 'en');
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));
  const missing = required.filter(
    (l) => !d.texts[l]?.label.trim() || (d.kind === 'choice' && d.choices.some((c) => !c.labels[l]?.trim())),
  );
  const names = (langs: readonly string[]) => langs.map((l) => languageName(l, uiLang)).join(', ');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (missing.length > 0) return setError(t('fields.admin.needLabels', { langs: names(missing) }));
    const body = bodyOf(categoryId, d);
    const parsed = FieldDefinitionEditSchema.safeParse(body);
    if (!parsed.success)
      return setError(
        parsed.error.issues.some((i) => i.path[0] === 'key') ? t('fields.admin.keyHint') : t('errors.validation'),
      );
    try {
      await save.mutateAsync({ fieldId: field?.id ?? null, body });
      toast.success(t('fields.admin.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.conflict) return setError(t('fields.admin.keyTaken'));
      const issues =
        err instanceof ApiError && Array.isArray(err.body?.data) ? (err.body.data as { field: string }[]) : [];
      const langs = [
        ...new Set(issues.map((i) => /(?:^texts|labels)\.([\w-]+)/.exec(i.field)?.[1]).filter((l): l is string => !!l)),
      ];
      setError(langs.length > 0 ? t('fields.admin.needLabels', { langs: names(langs) }) : errorText(t, err));
    }
  }

  const text = d.texts[active] ?? { label: '', help: '' };
  return (
    <EditorForm
      heading={field ? t('fields.admin.editHeading', { key: field.key }) : t('fields.admin.newHeading')}
      onSubmit={(e) => void submit(e)}
      onCancel={onDone}
      pending={save.isPending}
      error={error}
    >
      <div className="c-lang-grid">
        <div className="c-field">
          <label htmlFor={`${id}-key`}>{t('fields.admin.key')}</label>
          <input
            id={`${id}-key`}
            value={d.key}
            disabled={!!field}
            maxLength={40}
            aria-describedby={`${id}-key-hint`}
            onChange={(e) => set({ key: e.target.value })}
          />
          <p id={`${id}-key-hint`} className="c-muted c-small">
            {t('fields.admin.keyHint')}
          </p>
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-kind`}>{t('fields.admin.kind')}</label>
          <select
            id={`${id}-kind`}
            value={d.kind}
            disabled={!!field}
            onChange={(e) => set({ kind: e.target.value as FieldKind })}
          >
            {FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(KIND_KEYS[k])}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-sort`}>{t('admin.sortOrder')}</label>
          <input
            id={`${id}-sort`}
            type="number"
            min={0}
            max={10000}
            className="c-input--short"
            value={d.sort}
            onChange={(e) => set({ sort: e.target.value })}
          />
        </div>
      </div>
      <div className="c-checks">
        <label className="c-check">
          <input
            type="checkbox"
            checked={d.required}
            disabled={d.agentOnly}
            onChange={(e) => set({ required: e.target.checked })}
          />{' '}
          {t('fields.admin.requiredLabel')}
        </label>
        <label className="c-check">
          <input
            type="checkbox"
            checked={d.agentOnly}
            onChange={(e) => set({ agentOnly: e.target.checked, required: e.target.checked ? false : d.required })}
          />{' '}
          {t('fields.admin.agentOnlyLabel')}
        </label>
        {d.kind === 'number' ? (
          <label className="c-check">
            <input type="checkbox" checked={d.integer} onChange={(e) => set({ integer: e.target.checked })} />{' '}
            {t('fields.admin.integer')}
          </label>
        ) : null}
        {d.kind === 'date' ? (
          <label className="c-check">
            <input type="checkbox" checked={d.past} onChange={(e) => set({ past: e.target.checked })} />{' '}
            {t('fields.admin.past')}
          </label>
        ) : null}
      </div>
      {d.kind === 'text' || d.kind === 'number' ? (
        <div className="c-lang-grid">
          {d.kind === 'text' ? (
            <div className="c-field">
              <label htmlFor={`${id}-maxlength`}>{t('fields.admin.maxLength')}</label>
              <input
                id={`${id}-maxlength`}
                type="number"
                min={1}
                max={1000}
                className="c-input--short"
                value={d.maxLength}
                onChange={(e) => set({ maxLength: e.target.value })}
              />
            </div>
          ) : (
            <>
              <div className="c-field">
                <label htmlFor={`${id}-min`}>{t('fields.admin.min')}</label>
                <input
                  id={`${id}-min`}
                  type="number"
                  className="c-input--short"
                  value={d.min}
                  onChange={(e) => set({ min: e.target.value })}
                />
              </div>
              <div className="c-field">
                <label htmlFor={`${id}-max`}>{t('fields.admin.max')}</label>
                <input
                  id={`${id}-max`}
                  type="number"
                  className="c-input--short"
                  value={d.max}
                  onChange={(e) => set({ max: e.target.value })}
                />
              </div>
            </>
          )}
        </div>
      ) : null}
      <LanguageTabs
        languages={languages}
        active={active}
        onChange={setActive}
        label={t('admin.languages')}
        filled={(l) => Boolean(d.texts[l]?.label.trim())}
        invalid={(l) => error !== null && missing.includes(l)}
      >
        <div className="c-field">
          <label htmlFor={`${id}-label`}>{t('fields.admin.label')}</label>
          <input
            id={`${id}-label`}
            lang={active}
            maxLength={80}
            value={text.label}
            onChange={(e) => set({ texts: { ...d.texts, [active]: { ...text, label: e.target.value } } })}
          />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-help`}>{t('fields.admin.help')}</label>
          <input
            id={`${id}-help`}
            lang={active}
            maxLength={300}
            value={text.help}
            onChange={(e) => set({ texts: { ...d.texts, [active]: { ...text, help: e.target.value } } })}
          />
        </div>
        {d.kind === 'choice' ? (
          <fieldset className="c-fieldset">
            <legend>{t('fields.admin.choices')}</legend>
            {d.choices.map((c, i) => (
              <div key={i} className="c-lang-grid">
                <div className="c-field">
                  <label htmlFor={`${id}-cv-${i}`}>{t('fields.admin.choiceValue')}</label>
                  <input
                    id={`${id}-cv-${i}`}

                    value={c.value}
                    maxLength={40}
                    onChange={(e) =>
                      set({ choices: d.choices.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })
                    }
                  />
                </div>
                <div className="c-field">
                  <label htmlFor={`${id}-cl-${i}`}>
                    {t('fields.admin.label')} <span className="c-muted">({active})</span>
                  </label>
                  <input
                    id={`${id}-cl-${i}`}
                    lang={active}
                    value={c.labels[active] ?? ''}
                    maxLength={80}
                    onChange={(e) =>
                      set({
                        choices: d.choices.map((x, j) =>
                          j === i ? { ...x, labels: { ...x.labels, [active]: e.target.value } } : x,
                        ),
                      })
                    }
                  />
                </div>
                <button
                  type="button"
                  className="c-button c-button--small c-check--field"
                  onClick={() => set({ choices: d.choices.filter((_, j) => j !== i) })}
                >
                  {t('fields.admin.removeChoice', { value: c.value || String(i + 1) })}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="c-button c-button--small"
              onClick={() => set({ choices: [...d.choices, { value: '', labels: {} }] })}
            >
              {t('fields.admin.addChoice')}
            </button>
          </fieldset>
        ) : null}
      </LanguageTabs>
    </EditorForm>
  );
}

export function FieldsPanel({
  gameId,
  area,
  languages,
  categories,
}: {
  gameId: number;
  area: string;
  languages: readonly string[];
  /** The game's categories (features/categories), loaded by the page. */
  categories: readonly AdminCategory[];
}) {
  const { t, lang } = useI18n();
  const toast = useToast();
  const fields = useQuery(gameFieldsOptions(gameId));
  const archive = useArchiveField(gameId);
  const list = useListEditor<FieldDefinition>();
  const [categoryId, setCategoryId] = useState<number | null>(categories[0]?.id ?? null);
  const required = isArea(area) ? AREA_LANGUAGES[area] : [];
  const order = [lang, ...languages];

  if (fields.isPending) return <Loading />;
  if (fields.isError) return <LoadError error={fields.error} onRetry={() => void fields.refetch()} />;
  const mine = fields.data.filter((f) => f.categoryId === categoryId);

  async function toggle(f: FieldDefinition) {
    try {
      await archive.mutateAsync({ fieldId: f.id, archived: !f.archived });
      toast.success(t(f.archived ? 'fields.admin.restoredDone' : 'fields.admin.archivedDone'));
    } catch (err) {
      list.fail(errorText(t, err));
    }
  }

  return (
    <section className="c-card" aria-labelledby="c-fields-h">
      <div className="c-card__head">
        <h2 id="c-fields-h" className="c-card__title">
          {t('fields.admin.title')}
        </h2>
        <button
          type="button"
          className="c-button c-button--primary c-button--small"
          onClick={list.create}
          disabled={categoryId === null}
        >
          {t('fields.admin.new')}
        </button>
      </div>
      <p className="c-muted c-small">{t('fields.admin.intro')}</p>
      <div className="c-field c-field--inline">
        <label htmlFor="c-fields-category">{t('fields.admin.category')}</label>
        <select
          id="c-fields-category"
          value={categoryId ?? ''}
          onChange={(e) => {
            setCategoryId(Number(e.target.value));
            list.close();
          }}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {pick(c.names, order) ?? `#${c.id}`}
            </option>
          ))}
        </select>
      </div>
      <ErrorLine message={list.error} />
      {list.editing && categoryId !== null ? (
        <FieldEditor
          key={list.item?.id ?? 'new'}
          gameId={gameId}
          categoryId={categoryId}
          field={list.item}
          languages={languages}
          required={required}
          onDone={list.close}
        />
      ) : null}
      {mine.length === 0 ? (
        <p className="c-empty">{t('fields.admin.empty')}</p>
      ) : (
        <ListTable
          caption={t('fields.admin.title')}
          columns={[
            t('fields.admin.colKey'),
            t('fields.admin.colLabel'),
            t('fields.admin.colKind'),
            t('fields.admin.colFlags'),
            t('fields.admin.status'),
          ]}
        >
          {mine.map((f) => {
            const label = pick(f.texts, order)?.label ?? f.key;
            return (
              <tr key={f.id}>
                <td className="c-mono">{f.key}</td>
                <td>{label}</td>
                <td>{t(KIND_KEYS[f.kind])}</td>
                <td>
                  {f.required ? <span className="c-pill">{t('fields.required')}</span> : null}{' '}
                  {f.agentOnly ? <span className="c-pill">{t('fields.agentOnly')}</span> : null}
                </td>
                <td>
                  {f.archived ? (
                    <span className="c-pill c-pill--warn">{t('fields.archived')}</span>
                  ) : (
                    <span className="c-pill c-pill--ok">{t('fields.admin.active')}</span>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="c-button c-button--small"
                    onClick={() => list.edit(f)}
                    aria-label={`${t('canned.edit')}: ${label}`}
                  >
                    {t('canned.edit')}
                  </button>{' '}
                  <button
                    type="button"
                    className="c-button c-button--small"
                    disabled={archive.isPending}
                    onClick={() => void toggle(f)}
                    aria-label={`${t(f.archived ? 'fields.admin.restore' : 'fields.admin.archive')}: ${label}`}
                  >
                    {t(f.archived ? 'fields.admin.restore' : 'fields.admin.archive')}
                  </button>
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </section>
  );
}
