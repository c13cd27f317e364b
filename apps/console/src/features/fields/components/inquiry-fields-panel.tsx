// The inquiry's fields beside the conversation: what the player gave (store, order id,
// device…) with labels in the console's language, and the agent-only ones. Agents edit them here;
// the contract's validation checks the values before they are sent, the API checks them again,
// audits the change and raises the automation event.
import { Fragment, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@guildhall/contract/errors';
import { pickFieldText, validateFieldValues, type InquiryFieldValue } from '@guildhall/contract/fields';
import type { Language } from '@guildhall/contract/areas';
import { playerTextProps } from '../../../components/player-text';
import { QueryFallback } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useI18n, type TFunction } from '../../../lib/i18n';
import { inquiryFieldsOptions, useSaveInquiryFields } from '../api/fields';
import { issuesByKey } from '../lib/field-rules';
import { ErrorLine } from '../../../components/list-editor';

/** One field's control, by kind; ids, numbers and dates read left to right. */
export function FieldControl({
  field,
  id,
  value,
  error,
  describedBy,
  onChange,
  t,
  lang,
}: {
  field: Pick<InquiryFieldValue, 'key' | 'kind' | 'config' | 'required'>;
  id: string;
  value: string;
  error: string | undefined;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  t: TFunction;
  lang: Language;
}) {
  const common = {
    id,
    value,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  if (field.kind === 'choice') {
    return (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('fields.choose')}</option>
        {(field.config.choices ?? []).map((c) => (
          <option key={c.value} value={c.value}>
            {pickFieldText(c.labels, lang, ['en']) ?? c.value}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type={field.kind === 'date' ? 'date' : 'text'}
      inputMode={field.kind === 'number' ? 'decimal' : undefined}
      dir={field.kind === 'text' ? undefined : 'ltr'}
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function Editor({ inquiryId, fields, onDone }: { inquiryId: number; fields: InquiryFieldValue[]; onDone: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveInquiryFields(inquiryId);
  const editable = fields.filter((f) => !f.archived);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(editable.map((f) => [f.key, f.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Only what changed is sent: a colleague's edit of another field is not overwritten.
    const changed = Object.fromEntries(
      editable.filter((f) => (values[f.key] ?? '') !== f.value).map((f) => [f.key, values[f.key] ?? '']),
    );
    if (Object.keys(changed).length === 0) return onDone();
    const checked = validateFieldValues(editable, changed, { audience: 'agent', partial: true });
    if (checked.issues.length > 0) return setErrors(issuesByKey(checked.issues, t, editable));
    try {
      await save.mutateAsync(changed);
      toast.success(t('fields.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.validation && Array.isArray(err.body?.data)) {
        const byKey = issuesByKey(err.body.data as { field: string; rule: string }[], t, editable);
        setErrors(byKey);
        if (Object.keys(byKey).length === 0) setFormError(errorText(t, err));
      } else setFormError(errorText(t, err));
    }
  }

  return (
    <form className="c-fields-editor" onSubmit={(e) => void submit(e)} noValidate>
      <p className="c-muted c-small">{t('fields.clearHint')}</p>
      {editable.map((f) => {
        const controlId = `${id}-${f.key}`;
        const errorId = errors[f.key] ? `${controlId}-error` : undefined;
        return (
          <div key={f.key} className="c-field">
            <label htmlFor={controlId}>
              {f.label}
              {f.required ? <span aria-hidden="true"> *</span> : null}
              {f.agentOnly ? (
                <>
                  {' '}
                  <span className="c-pill">{t('fields.agentOnly')}</span>
                </>
              ) : null}
            </label>
            <FieldControl
              field={f}
              id={controlId}
              value={values[f.key] ?? ''}
              error={errors[f.key]}
              describedBy={errorId}
              t={t}
              lang={lang}
              onChange={(v) => {
                setValues((old) => ({ ...old, [f.key]: v }));
                setErrors(({ [f.key]: _gone, ...rest }) => rest);
              }}
            />
            {errors[f.key] ? (
              <p id={errorId} className="c-field__error">
                {errors[f.key]}
              </p>
            ) : null}
          </div>
        );
      })}
      <ErrorLine message={formError} />
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--small" onClick={onDone}>
          {t('fields.cancel')}
        </button>
        <button type="submit" className="c-button c-button--primary c-button--small" disabled={save.isPending}>
          {save.isPending ? t('fields.saving') : t('fields.save')}
        </button>
      </div>
    </form>
  );
}

/** `playerLang`: the inquiry's language, which a text the player typed is in. */
export function InquiryFieldsPanel({ inquiryId, playerLang }: { inquiryId: number; playerLang?: string | null }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const query = useQuery(inquiryFieldsOptions(inquiryId, lang));
  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <div className="c-card__head">
        <h2 id={`${id}-h`} className="c-card__title">
          {t('fields.panelTitle')}
        </h2>
        {query.data && query.data.some((f) => !f.archived) && !editing ? (
          <button type="button" className="c-button c-button--small" onClick={() => setEditing(true)}>
            {t('fields.edit')}
          </button>
        ) : null}
      </div>
      {!query.isSuccess ? (
        <QueryFallback query={query} />
      ) : query.data.length === 0 ? (
        <p className="c-muted c-small">{t('fields.none')}</p>
      ) : editing ? (
        <Editor inquiryId={inquiryId} fields={query.data} onDone={() => setEditing(false)} />
      ) : (
        <dl className="c-facts">
          {query.data.map((f) => (
            <Fragment key={f.key}>
              <dt>
                {f.label}
                {f.agentOnly ? (
                  <>
                    {' '}
                    <span className="c-pill">{t('fields.agentOnly')}</span>
                  </>
                ) : null}
                {f.archived ? (
                  <>
                    {' '}
                    <span className="c-pill c-pill--warn">{t('fields.archived')}</span>
                  </>
                ) : null}
              </dt>
              {/* A text the player typed is in their language and direction; a choice is shown in the
                  console's words; numbers, dates and ids read left to right. */}
              <dd
                {...(f.kind === 'text'
                  ? playerTextProps(f.display, playerLang)
                  : { dir: f.kind === 'choice' ? 'auto' : 'ltr' })}
              >
                {f.value ? f.display : <span className="c-muted">{t('fields.empty')}</span>}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </section>
  );
}
