// The actions of a rule or a macro, in the order they run: each a kind and its fields; a reply has
// a text per language (sent in the player's language, else the area's, else the brand's default).
// A row of the form's `actions` list (react-hook-form); its errors show under its fields.
import { useEffect, useState } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
  type FieldErrors,
} from 'react-hook-form';
import { LANGUAGES } from '@guildhall/contract/areas';
import { RULE_LIMITS, TEMPLATE_PLACEHOLDERS } from '@guildhall/contract/rules';
import { FieldMessage } from '../../../components/field-error';
import { errorAria, fieldErrorText, fieldId, listError } from '../../../lib/form';
import { languageName } from '../../../lib/format';
import { useI18n, useT, type MessageKey } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';
import { ACTION_TYPES, newAction, type ActionDraft, type ActionType } from '../lib/drafts';

export const ACTION_LABEL: Record<ActionType, MessageKey> = {
  reply: 'rules.actionReply',
  note: 'rules.actionNote',
  add_tag: 'rules.actionAddTag',
  remove_tag: 'rules.actionRemoveTag',
  set_priority: 'rules.actionPriority',
  set_status: 'rules.actionStatus',
  assign: 'rules.actionAssign',
  set_field: 'rules.actionField',
};

export const PRIORITY_LABEL: MessageKey[] = [
  'rules.priority0',
  'rules.priority1',
  'rules.priority2',
  'rules.priority3',
];

/** What the rule and macro forms share: the name, the brand ('' for every brand) and the actions. */
export interface ActionsValues {
  name: string;
  brand: string;
  actions: ActionDraft[];
}

/** The control an action's error (`actions.2.texts.ko`, `actions.0.tag`) leads to from a summary. */
export function actionTarget(formId: string, path: string): string {
  const [, row, field] = path.split('.');
  return fieldId(formId, `actions.${row}.${field ?? 'type'}`);
}

/** A control's error in the form and its sentence (the value decides "fill this in"). */
function useFieldError(path: string): { error: FieldError | undefined; text: string | null } {
  const t = useT();
  const { getValues } = useFormContext();
  const { errors } = useFormState();
  const error = get(errors, path) as FieldError | undefined;
  return { error, text: fieldErrorText(t, error, error ? getValues(path) : undefined) };
}

/** The name and the brand (or every brand, for an admin of every brand) of a rule or a macro. */
export function NameAndBrand({ formId }: { formId: string }) {
  const t = useT();
  const { register } = useFormContext<ActionsValues>();
  const { brands, everyBrand = true } = useRulesDirectory();
  const { error, text } = useFieldError('name');
  const nameId = fieldId(formId, 'name');
  return (
    <div className="c-rules__pair">
      <div className="c-field">
        <label htmlFor={nameId}>{t('rules.name')}</label>
        <input id={nameId} maxLength={100} {...errorAria(nameId, error)} {...register('name')} />
        <FieldMessage controlId={nameId} message={text} />
      </div>
      <div className="c-field">
        <label htmlFor={fieldId(formId, 'brand')}>{t('rules.brand')}</label>
        <select id={fieldId(formId, 'brand')} {...register('brand')}>
          {everyBrand ? <option value="">{t('rules.allBrands')}</option> : null}
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A text input or area of an action, registered under `path`, with its error under it. */
function ActionText({
  formId,
  path,
  label,
  maxLength,
  rows,
}: {
  formId: string;
  path: `actions.${number}.${'text' | 'tag' | 'fieldKey' | 'value'}`;
  label: string;
  maxLength: number;
  rows?: number;
}) {
  const { register } = useFormContext<ActionsValues>();
  const { error, text } = useFieldError(path);
  const id = fieldId(formId, path);
  const props = { id, maxLength, ...errorAria(id, error), ...register(path) };
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
      <FieldMessage controlId={id} message={text} />
    </div>
  );
}

function ReplyTexts({ formId, index }: { formId: string; index: number }) {
  const { t, lang: uiLang } = useI18n();
  const { register, getValues } = useFormContext<ActionsValues>();
  const { brands } = useRulesDirectory();
  const brand = useWatch<ActionsValues, 'brand'>({ name: 'brand' });
  const texts = useWatch<ActionsValues, `actions.${number}.texts`>({ name: `actions.${index}.texts` }) ?? {};
  const { errors } = useFormState<ActionsValues>();
  const textErrors = get(errors, `actions.${index}.texts`) as
    FieldError | FieldErrors<Record<string, string>> | undefined;
  const ofBrand = brand ? brands.find((b) => b.id === brand)?.languages : undefined;
  // The brand's languages first, then any other a text was written in.
  const languages = [...new Set([...(ofBrand?.length ? ofBrand : LANGUAGES), ...Object.keys(texts)])];
  const [active, setActive] = useState(languages.find((l) => texts[l]) ?? languages[0]!);
  const filled = (l: string) => Boolean(texts[l]?.trim());
  // A text refused in another language than the one shown: show that one.
  const wrongLanguages = textErrors && !('type' in textErrors) ? Object.keys(textErrors) : [];
  const firstWrong = wrongLanguages[0];
  useEffect(() => {
    if (firstWrong && !wrongLanguages.includes(active)) setActive(firstWrong);
    // Only a new refusal moves the choice; the admin may then pick any language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstWrong]);

  const base = fieldId(formId, `actions.${index}.texts`);
  const path = `actions.${index}.texts.${active}` as const;
  const activeError = textErrors && 'type' in textErrors ? (textErrors as FieldError) : get(textErrors, active);
  const message = fieldErrorText(t, activeError as FieldError | undefined, getValues(path));
  // Errors in the languages not shown, named with their language next to the picker.
  const others = wrongLanguages
    .filter((l) => l !== active)
    .map((l) =>
      t('form.about', {
        field: languageName(l, uiLang),
        message: fieldErrorText(t, get(textErrors, l) as FieldError, getValues(`actions.${index}.texts.${l}`)) ?? '',
      }),
    );
  return (
    <fieldset className="c-fieldset">
      <legend>{t('rules.replyTexts')}</legend>
      <div className="c-field c-field--inline">
        <label htmlFor={`${base}-lang`}>{t('rules.condLanguage')}</label>
        <select
          id={`${base}-lang`}
          value={active}
          onChange={(e) => setActive(e.target.value)}
          {...errorAria(`${base}-lang`, others.length > 0)}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageName(l, uiLang)} ({l}){filled(l) ? ' ✓' : ''}
            </option>
          ))}
        </select>
        <FieldMessage controlId={`${base}-lang`} message={others.join(' ')} />
      </div>
      <div className="c-field">
        <label htmlFor={base}>{t('rules.replyTextIn', { lang: languageName(active, uiLang) })}</label>
        <textarea
          key={active}
          id={base}
          rows={4}
          maxLength={2000}
          lang={active}
          dir="auto"
          {...errorAria(base, message, `${base}-hint`)}
          {...register(path)}
        />
        <FieldMessage controlId={base} message={message} />
        <p className="c-muted c-small" id={`${base}-hint`}>
          {t('rules.placeholders', { list: TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}
        </p>
      </div>
    </fieldset>
  );
}

function ActionFields({ formId, index }: { formId: string; index: number }) {
  const t = useT();
  const { register } = useFormContext<ActionsValues>();
  const { staff } = useRulesDirectory();
  const type = useWatch<ActionsValues, `actions.${number}.type`>({ name: `actions.${index}.type` });
  const id = (field: string) => fieldId(formId, `actions.${index}.${field}`);
  switch (type) {
    case 'reply':
      return <ReplyTexts formId={formId} index={index} />;
    case 'note':
      return (
        <ActionText
          formId={formId}
          path={`actions.${index}.text`}
          label={t('rules.noteText')}
          maxLength={2000}
          rows={3}
        />
      );
    case 'add_tag':
    case 'remove_tag':
      return <ActionText formId={formId} path={`actions.${index}.tag`} label={t('rules.tag')} maxLength={60} />;
    case 'set_priority':
      return (
        <div className="c-field">
          <label htmlFor={id('priority')}>{t('rules.priority')}</label>
          <select id={id('priority')} {...register(`actions.${index}.priority`)}>
            {PRIORITY_LABEL.map((key, i) => (
              <option key={key} value={i}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      );
    case 'set_status':
      return (
        <div className="c-field">
          <label htmlFor={id('status')}>{t('rules.status')}</label>
          <select id={id('status')} {...register(`actions.${index}.status`)}>
            <option value="1">{t('rules.statusOpen')}</option>
            <option value="3">{t('rules.statusResolve')}</option>
          </select>
        </div>
      );
    case 'assign':
      return (
        <div className="c-field">
          <label htmlFor={id('staffId')}>{t('rules.assignTo')}</label>
          <select id={id('staffId')} {...register(`actions.${index}.staffId`)}>
            <option value="auto">{t('rules.assignAuto')}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      );
    case 'set_field':
      return (
        <div className="c-rules__pair">
          <ActionText formId={formId} path={`actions.${index}.fieldKey`} label={t('rules.fieldKey')} maxLength={60} />
          <ActionText formId={formId} path={`actions.${index}.value`} label={t('rules.fieldValue')} maxLength={500} />
        </div>
      );
  }
}

/** The form's actions (a `FormProvider` of ActionsValues around it); ids start with `formId`. */
export function ActionsEditor({ formId }: { formId: string }) {
  const t = useT();
  const { control, register } = useFormContext<ActionsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'actions' });
  const { errors } = useFormState<ActionsValues>();
  const listText = fieldErrorText(t, listError(errors, 'actions'));
  const listId = fieldId(formId, 'actions');
  return (
    <fieldset className="c-fieldset c-rules__list">
      <legend>{t('rules.actions')}</legend>
      <ol className="c-rules__items">
        {fields.map((field, i) => (
          <li key={field.id} className="c-rules__item">
            <div className="c-rules__row">
              <div className="c-field c-field--inline">
                <label htmlFor={fieldId(formId, `actions.${i}.type`)}>{t('rules.actionN', { n: i + 1 })}</label>
                <select id={fieldId(formId, `actions.${i}.type`)} {...register(`actions.${i}.type`)}>
                  {ACTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(ACTION_LABEL[type])}
                    </option>
                  ))}
                </select>
              </div>
              <span className="c-rules__buttons">
                <button
                  type="button"
                  className="c-button c-button--small"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t('rules.moveUp', { n: i + 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="c-button c-button--small"
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t('rules.moveDown', { n: i + 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="c-button c-button--small"
                  onClick={() => remove(i)}
                  aria-label={t('rules.removeAction', { n: i + 1 })}
                >
                  ×
                </button>
              </span>
            </div>
            <ActionFields formId={formId} index={i} />
          </li>
        ))}
      </ol>
      <button
        type="button"
        id={listId}
        className="c-button c-button--small"
        disabled={fields.length >= RULE_LIMITS.actions}
        onClick={() => append(newAction())}
        {...errorAria(listId, listText)}
      >
        {t('rules.addAction')}
      </button>
      <FieldMessage controlId={listId} message={listText} />
    </fieldset>
  );
}
