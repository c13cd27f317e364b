// Create or edit one canned reply: brand, language, title, text (the contract's limits).
import { useId, useState, type FormEvent } from 'react';
import { LANGUAGES } from '@guildhall/contract/areas';
import { CANNED_BODY_RULE, CannedReplySchema } from '@guildhall/contract/staff';
import { textCounter } from '@guildhall/contract/text';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { languageName } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { useSaveCannedReply } from '../api/save-canned-reply';
import type { CannedReplyItem } from '../api/get-canned-replies';
import { EditorActions } from '../../../components/editor-actions';

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
  const toast = useToast();
  const save = useSaveCannedReply();
  const [brand, setBrand] = useState(initial?.brand ?? defaults.brand);
  const [lang, setLang] = useState(initial?.lang ?? defaults.lang);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  // Counted as the API counts (after NFC); past any of its limits (characters, code points, bytes) the text is marked.
  const bodyCount = textCounter(body, CANNED_BODY_RULE);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = CannedReplySchema.safeParse({ brand, lang, title, body });
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
      setError(t('errors.validation'));
      return;
    }
    setInvalid(new Set());
    try {
      await save.mutateAsync({ id: initial?.id ?? null, ...parsed.data });
      toast.success(t('canned.saved'));
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <form className="c-card c-canned-editor" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`} className="c-card__title">
        {initial ? t('canned.editHeading', { title: initial.title }) : t('canned.newHeading')}
      </h2>
      <div className="c-grid-2">
        <div className="c-field">
          <label htmlFor={`${id}-brand`}>{t('canned.brand')}</label>
          <select id={`${id}-brand`} value={brand} onChange={(e) => setBrand(e.target.value)}>
            {brands.map((b) => (
              <option key={b} value={b}>
                {brandName(b)}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-lang`}>{t('canned.lang')}</label>
          <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value)}>
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
        <input id={`${id}-title`} value={title} maxLength={100} required onChange={(e) => setTitle(e.target.value)} aria-invalid={invalid.has('title') || undefined} />
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-body`}>{t('canned.fieldBody')}</label>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={8}
          required
          lang={lang}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={invalid.has('body') || bodyCount.over || undefined}
          aria-describedby={`${id}-body-count`}
        />
        <span id={`${id}-body-count`} className="c-muted c-small">
          {bodyCount.length} / {CANNED_BODY_RULE.max}
        </span>
      </div>
      {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
      <EditorActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
