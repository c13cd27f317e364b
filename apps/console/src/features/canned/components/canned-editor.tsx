// Create or edit one canned reply: brand, language, title, text (the contract's limits).
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LANGUAGES } from '@guildhall/contract/areas';
import { CANNED_BODY_RULE, CannedReplySchema } from '@guildhall/contract/staff';
import { textCounter } from '@guildhall/contract/text';
import { EditorForm } from '../../../components/list-editor';
import { useFormSubmit } from '../../../components/form-submit';
import { languageName } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { useSaveCannedReply } from '../api/save-canned-reply';
import type { CannedReplyItem } from '../api/get-canned-replies';
import { contractResolver, formIssues } from '../../../lib/form';

export function CannedEditor({
  initial,
  brands,
  brandName = (b) => b,
  defaults,
  onDone,
}: {
  initial: CannedReplyItem | null;
  brands: readonly string[];
  brandName?: (id: string) => string;
  defaults: { brand: string; lang: string };
  onDone: () => void;
}) {
  const { t, lang: uiLang } = useI18n();
  const id = useId();
  const save = useSaveCannedReply();
  const form = useForm({
    defaultValues: {
      brand: initial?.brand ?? defaults.brand,
      lang: initial?.lang ?? defaults.lang,
      title: initial?.title ?? '',
      body: initial?.body ?? '',
    },
    resolver: contractResolver(CannedReplySchema),
  });
  const [lang, body] = useWatch({ control: form.control, name: ['lang', 'body'] });
  const { errors } = form.formState;
  // Counted as the API counts (after NFC); past any of its limits (characters, code points, bytes) the text is marked.
  const bodyCount = textCounter(body, CANNED_BODY_RULE);

  const submit = useFormSubmit(form, (reply) => save.mutateAsync({ id: initial?.id ?? null, ...reply }), {
    saved: t('canned.saved'),
    onDone,
  });

  return (
    <EditorForm
      level={2}
      className="c-card c-canned-editor"
      heading={initial ? t('canned.editHeading', { title: initial.title }) : t('canned.newHeading')}
      onSubmit={submit}
      onCancel={onDone}
      pending={save.isPending}
      error={errors.root?.message ?? (formIssues(errors).length ? t('errors.validation') : null)}
    >
      <div className="c-grid-2">
        <div className="c-field">
          <label htmlFor={`${id}-brand`}>{t('canned.brand')}</label>
          <select id={`${id}-brand`} {...form.register('brand')}>
            {brands.map((b) => (
              <option key={b} value={b}>
                {brandName(b)}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-lang`}>{t('canned.lang')}</label>
          <select id={`${id}-lang`} {...form.register('lang')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l, uiLang)} ({l})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-title`}>{t('canned.fieldTitle')}</label>
        <input
          id={`${id}-title`}
          maxLength={100}
          required
          {...form.register('title')}
          aria-invalid={errors.title ? true : undefined}
        />
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-body`}>{t('canned.fieldBody')}</label>
        <textarea
          id={`${id}-body`}
          rows={8}
          required
          lang={lang}
          {...form.register('body')}
          aria-invalid={errors.body || bodyCount.over ? true : undefined}
          aria-describedby={`${id}-body-count`}
        />
        <span id={`${id}-body-count`} className="c-muted c-small">
          {bodyCount.length} / {CANNED_BODY_RULE.max}
        </span>
      </div>
    </EditorForm>
  );
}
