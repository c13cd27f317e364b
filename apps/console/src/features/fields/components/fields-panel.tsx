// A game's fields per category (admins): what the inquiry form asks for in each category
// besides the title and the details. Kind, key, required, agent-only, labels and help per
// language, choices and limits; labels are needed in every language of the game's area (the API
// says which are missing). Archiving a field stops asking for it and keeps the values given.
import { useEffect, useId, useState } from 'react';
import { get, useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
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
import { ErrorSummary, FieldMessage, type SummaryItem } from '../../../components/field-error';
import { useFormSubmit } from '../../../components/form-submit';
import { EditorForm, RowButton, useListEditor } from '../../../components/list-editor';
import { ListPanel } from '../../../components/list-panel';
import { QueryFallback } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import {
  contractResolver,
  errorAria,
  fieldErrorText,
  fieldId,
  flatErrors,
  listError,
  SORT_FIELD,
} from '../../../lib/form';
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

/** The field as the form holds it: numbers as typed, labels per language, choices as rows. */
interface Draft {
  key: string;
  kind: FieldKind;
  required: boolean;
  agentOnly: boolean;
  sort: string;
  config: {
    maxLength: string;
    min: string;
    max: string;
    integer: boolean;
    past: boolean;
    choices: { value: string; labels: Partial<Record<string, string>> }[];
  };
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
    config: {
      maxLength: c.maxLength !== undefined ? String(c.maxLength) : '',
      min: c.min !== undefined ? String(c.min) : '',
      max: c.max !== undefined ? String(c.max) : '',
      integer: c.integer ?? false,
      past: c.past ?? false,
      choices: (c.choices ?? []).map((x) => ({ value: x.value, labels: { ...x.labels } })),
    },
    texts: Object.fromEntries(
      Object.entries(f?.texts ?? {}).map(([l, t]) => [l, { label: t?.label ?? '', help: t?.help ?? '' }]),
    ),
  };
}

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** The request body from the form's values: empty texts and limits left out. */
export function bodyOf(categoryId: number, d: Draft): FieldDefinitionEdit {
  const config: FieldConfig = {};
  const c = d.config;
  if (d.kind === 'text' && num(c.maxLength) !== undefined) config.maxLength = num(c.maxLength)!;
  if (d.kind === 'number') {
    if (num(c.min) !== undefined) config.min = num(c.min)!;
    if (num(c.max) !== undefined) config.max = num(c.max)!;
    if (c.integer) config.integer = true;
  }
  if (d.kind === 'date' && c.past) config.past = true;
  if (d.kind === 'choice') {
    config.choices = c.choices.map((x) => ({
      value: x.value.trim(),
      labels: Object.fromEntries(Object.entries(x.labels).filter(([, v]) => v?.trim())) as Record<Language, string>,
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

/**
 * The contract's schema, and the game's area's rule the API applies too: a label in each of
 * `required`, for the field and for each choice.
 */
function fieldSchema(required: readonly string[]) {
  return FieldDefinitionEditSchema.superRefine((v, ctx) => {
    for (const l of required) {
      if (!(v.texts as Partial<Record<string, { label: string }>>)[l]?.label)
        ctx.addIssue({ code: 'custom', path: ['texts', l, 'label'], message: 'required' });
      if (v.kind === 'choice')
        (v.config.choices ?? []).forEach((c, i) => {
          if (!(c.labels as Partial<Record<string, string>>)[l])
            ctx.addIssue({ code: 'custom', path: ['config', 'choices', i, 'labels', l], message: 'required' });
        });
    }
  });
}

/** The languages a form's errors are about (`texts.ko.label`, `config.choices.0.labels.ko`). */
function languagesOf(paths: readonly string[]): string[] {
  const langs = paths.map((p) => /^(?:texts|config\.choices\.\d+\.labels)\.([\w-]+)/.exec(p)?.[1]);
  return [...new Set(langs.filter((l): l is string => !!l))];
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
  const save = useSaveField(gameId);
  const form = useForm<Draft, unknown, FieldDefinitionEdit>({
    defaultValues: draftOf(field),
    resolver: contractResolver(fieldSchema(required), (d: Draft) => bodyOf(categoryId, d)),
  });
  const { control, register, getValues, setValue } = form;
  const choices = useFieldArray({ control, name: 'config.choices' });
  const [kind, agentOnly, texts, choiceValues] = useWatch({
    control,
    name: ['kind', 'agentOnly', 'texts', 'config.choices'],
  });
  const [active, setActive] = useState(languages[0] ?? 'en');
  const { errors } = form.formState;
  const flat = flatErrors(errors);
  const wrongLanguages = languagesOf(flat.map((e) => e.path));
  const names = (langs: readonly string[]) => langs.map((l) => languageName(l, uiLang)).join(', ');
  /** A path's error as a sentence, with `aria` for its control (whose id comes from the path). */
  const at = (path: string, controlPath = path) => {
    const error = get(errors, path) as FieldError | undefined;
    const controlId = fieldId(id, controlPath);
    const message = fieldErrorText(t, error, error ? get(getValues(), path) : undefined);
    return { controlId, message, aria: errorAria(controlId, message) };
  };

  // A refused label in a language not shown: show the first such language.
  const firstWrong = wrongLanguages[0];
  useEffect(() => {
    if (firstWrong && !wrongLanguages.includes(active)) setActive(firstWrong);
    // Only a new refusal moves the tab; the admin may then open any language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstWrong]);

  const submit = useFormSubmit(form, (body) => save.mutateAsync({ fieldId: field?.id ?? null, body }), {
    saved: t('fields.admin.saved'),
    onDone,
    refusal: (t, err) => {
      if (err instanceof ApiError && err.code === ErrorCode.conflict) return t('fields.admin.keyTaken');
      const issues =
        err instanceof ApiError && Array.isArray(err.body?.data) ? (err.body.data as { field: string }[]) : [];
      const langs = languagesOf(issues.map((i) => i.field));
      return langs.length > 0 ? t('fields.admin.needLabels', { langs: names(langs) }) : errorText(t, err);
    },
  });

  /** Where a summary link leads and what it names. */
  const summary: SummaryItem[] = flat.map(({ path, error }) => {
    const message = fieldErrorText(t, error, get(getValues(), path)) ?? '';
    const lang = languagesOf([path])[0];
    const choice = /^config\.choices\.(\d+)\.(value|labels)/.exec(path);
    const [target, label] = path.startsWith('texts.')
      ? [fieldId(id, `texts.${path.endsWith('.help') ? 'help' : 'label'}`), t('fields.admin.label')]
      : choice
        ? [
            fieldId(id, `config.choices.${choice[1]}.${choice[2] === 'value' ? 'value' : 'label'}`),
            t('fields.admin.choices'),
          ]
        : path === 'config.choices'
          ? [fieldId(id, 'config.choices'), t('fields.admin.choices')]
          : [fieldId(id, path), FIELD_LABELS[path] ? t(FIELD_LABELS[path]) : path.split('.').at(-1)!];
    const named = lang ? `${label} (${languageName(lang, uiLang)})` : label;
    return { target, text: t('form.about', { field: named, message }) };
  });

  const key = at('key');
  const sort = at('sort');
  const maxLength = at('config.maxLength');
  const min = at('config.min');
  const max = at('config.max');
  const label = at(`texts.${active}.label`, 'texts.label');
  const help = at(`texts.${active}.help`, 'texts.help');
  const choiceListId = fieldId(id, 'config.choices');
  const choiceListText = fieldErrorText(t, listError(errors, 'config.choices'));
  const choiceList = {
    controlId: choiceListId,
    message: choiceListText,
    aria: errorAria(choiceListId, choiceListText),
  };
  const requiredError = at('required');
  return (
    <EditorForm
      heading={field ? t('fields.admin.editHeading', { key: field.key }) : t('fields.admin.newHeading')}
      onSubmit={submit}
      onCancel={onDone}
      pending={save.isPending}
      error={errors.root?.message}
    >
      <div className="c-lang-grid">
        <div className="c-field">
          <label htmlFor={key.controlId}>{t('fields.admin.key')}</label>
          <input
            id={key.controlId}
            disabled={!!field}
            maxLength={40}
            {...key.aria}
            aria-describedby={[key.aria['aria-describedby'], `${key.controlId}-hint`].filter(Boolean).join(' ')}
            {...register('key')}
          />
          <FieldMessage controlId={key.controlId} message={key.message} />
          <p id={`${key.controlId}-hint`} className="c-muted c-small">
            {t('fields.admin.keyHint')}
          </p>
        </div>
        <div className="c-field">
          <label htmlFor={fieldId(id, 'kind')}>{t('fields.admin.kind')}</label>
          <select id={fieldId(id, 'kind')} disabled={!!field} {...register('kind')}>
            {FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(KIND_KEYS[k])}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor={sort.controlId}>{t('admin.sortOrder')}</label>
          <input id={sort.controlId} {...SORT_FIELD} {...sort.aria} {...register('sort')} />
          <FieldMessage controlId={sort.controlId} message={sort.message} />
        </div>
      </div>
      <div className="c-checks">
        <label className="c-check">
          <input
            type="checkbox"
            id={requiredError.controlId}
            disabled={agentOnly}
            {...requiredError.aria}
            {...register('required')}
          />{' '}
          {t('fields.admin.requiredLabel')}
        </label>
        <label className="c-check">
          <input
            type="checkbox"
            {...register('agentOnly', {
              onChange: (e: { target: { checked: boolean } }) => {
                if (e.target.checked) setValue('required', false);
              },
            })}
          />{' '}
          {t('fields.admin.agentOnlyLabel')}
        </label>
        {kind === 'number' ? (
          <label className="c-check">
            <input type="checkbox" {...register('config.integer')} /> {t('fields.admin.integer')}
          </label>
        ) : null}
        {kind === 'date' ? (
          <label className="c-check">
            <input type="checkbox" {...register('config.past')} /> {t('fields.admin.past')}
          </label>
        ) : null}
      </div>
      <FieldMessage controlId={requiredError.controlId} message={requiredError.message} />
      {kind === 'text' || kind === 'number' ? (
        <div className="c-lang-grid">
          {kind === 'text' ? (
            <div className="c-field">
              <label htmlFor={maxLength.controlId}>{t('fields.admin.maxLength')}</label>
              <input
                id={maxLength.controlId}
                type="number"
                min={1}
                max={1000}
                className="c-input--short"
                {...maxLength.aria}
                {...register('config.maxLength')}
              />
              <FieldMessage controlId={maxLength.controlId} message={maxLength.message} />
            </div>
          ) : (
            <>
              <div className="c-field">
                <label htmlFor={min.controlId}>{t('fields.admin.min')}</label>
                <input
                  id={min.controlId}
                  type="number"
                  className="c-input--short"
                  {...min.aria}
                  {...register('config.min')}
                />
                <FieldMessage controlId={min.controlId} message={min.message} />
              </div>
              <div className="c-field">
                <label htmlFor={max.controlId}>{t('fields.admin.max')}</label>
                <input
                  id={max.controlId}
                  type="number"
                  className="c-input--short"
                  {...max.aria}
                  {...register('config.max')}
                />
                <FieldMessage controlId={max.controlId} message={max.message} />
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
        filled={(l) => Boolean(texts[l]?.label.trim())}
        invalid={(l) => wrongLanguages.includes(l)}
      >
        <div className="c-field">
          <label htmlFor={label.controlId}>{t('fields.admin.label')}</label>
          <input
            key={`label-${active}`}
            id={label.controlId}
            lang={active}
            maxLength={80}
            {...label.aria}
            {...register(`texts.${active}.label`)}
          />
          <FieldMessage controlId={label.controlId} message={label.message} />
        </div>
        <div className="c-field">
          <label htmlFor={help.controlId}>{t('fields.admin.help')}</label>
          <input
            key={`help-${active}`}
            id={help.controlId}
            lang={active}
            maxLength={300}
            {...help.aria}
            {...register(`texts.${active}.help`)}
          />
          <FieldMessage controlId={help.controlId} message={help.message} />
        </div>
        {kind === 'choice' ? (
          <fieldset className="c-fieldset">
            <legend>{t('fields.admin.choices')}</legend>
            {choices.fields.map((c, i) => {
              const value = at(`config.choices.${i}.value`);
              const choiceLabel = at(`config.choices.${i}.labels.${active}`, `config.choices.${i}.label`);
              return (
                <div key={c.id} className="c-lang-grid">
                  <div className="c-field">
                    <label htmlFor={value.controlId}>{t('fields.admin.choiceValue')}</label>
                    <input
                      id={value.controlId}
                      maxLength={40}
                      {...value.aria}
                      {...register(`config.choices.${i}.value`)}
                    />
                    <FieldMessage controlId={value.controlId} message={value.message} />
                  </div>
                  <div className="c-field">
                    <label htmlFor={choiceLabel.controlId}>
                      {t('fields.admin.label')} <span className="c-muted">({active})</span>
                    </label>
                    <input
                      key={`choice-${active}`}
                      id={choiceLabel.controlId}
                      lang={active}
                      maxLength={80}
                      {...choiceLabel.aria}
                      {...register(`config.choices.${i}.labels.${active}`)}
                    />
                    <FieldMessage controlId={choiceLabel.controlId} message={choiceLabel.message} />
                  </div>
                  <button
                    type="button"
                    className="c-button c-button--small c-check--field"
                    onClick={() => choices.remove(i)}
                  >
                    {t('fields.admin.removeChoice', {
                      value: choiceValues[i]?.value || String(i + 1),
                    })}
                  </button>
                </div>
              );
            })}
            <button
              type="button"
              id={choiceList.controlId}
              className="c-button c-button--small"
              {...choiceList.aria}
              onClick={() => choices.append({ value: '', labels: {} })}
            >
              {t('fields.admin.addChoice')}
            </button>
            <FieldMessage controlId={choiceList.controlId} message={choiceList.message} />
          </fieldset>
        ) : null}
      </LanguageTabs>
      <ErrorSummary items={summary} />
    </EditorForm>
  );
}

/** The names of the controls a summary link can name outside the texts and choices. */
const FIELD_LABELS: Partial<Record<string, MessageKey>> = {
  key: 'fields.admin.key',
  kind: 'fields.admin.kind',
  sort: 'admin.sortOrder',
  required: 'fields.admin.requiredLabel',
  'config.maxLength': 'fields.admin.maxLength',
  'config.min': 'fields.admin.min',
  'config.max': 'fields.admin.max',
};

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

  if (!fields.isSuccess) return <QueryFallback query={fields} />;
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
    <ListPanel
      list={list}
      items={mine}
      title={t('fields.admin.title')}
      newLabel={t('fields.admin.new')}
      newDisabled={categoryId === null}
      intro={t('fields.admin.intro')}
      beforeList={
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
      }
      empty={t('fields.admin.empty')}
      columns={[
        t('fields.admin.colKey'),
        t('fields.admin.colLabel'),
        t('fields.admin.colKind'),
        t('fields.admin.colFlags'),
        t('fields.admin.status'),
      ]}
      editor={(field) =>
        categoryId !== null ? (
          <FieldEditor
            gameId={gameId}
            categoryId={categoryId}
            field={field}
            languages={languages}
            required={required}
            onDone={list.close}
          />
        ) : null
      }
      row={(f) => {
        const label = pick(f.texts, order)?.label ?? f.key;
        return (
          <>
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
              <RowButton label={t('canned.edit')} item={label} onClick={() => list.edit(f)} />{' '}
              <RowButton
                label={t(f.archived ? 'fields.admin.restore' : 'fields.admin.archive')}
                item={label}
                disabled={archive.isPending}
                onClick={() => void toggle(f)}
              />
            </td>
          </>
        );
      }}
    />
  );
}
