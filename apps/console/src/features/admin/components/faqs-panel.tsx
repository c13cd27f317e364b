// A game's FAQs: their types (created, renamed, deleted), the list, and an editor (type, order,
// question and answer per language).
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FaqEditSchema, type AdminFaqs } from '@guildhall/contract/staff-admin';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { adminFaqsOptions, useSaveFaq } from '../api/faqs';
import { FaqTypes } from './faq-types';
import { LanguageTabs } from './language-tabs';
import { EditorActions } from '../../../components/editor-actions';

type Faq = AdminFaqs['faqs'][number];
type QA = { question: string; answer: string };

/** The first of `order` that has a value, else any. */
export function pick<T>(record: Partial<Record<string, T>>, order: readonly string[]): T | undefined {
  for (const l of order) if (record[l] !== undefined) return record[l];
  return Object.values(record).find((v) => v !== undefined);
}

function FaqEditor({ gameId, faq, types, languages, onDone }: { gameId: number; faq: Faq | null; types: AdminFaqs['types']; languages: readonly string[]; onDone: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveFaq(gameId);
  const [typeId, setTypeId] = useState(String(faq?.typeId ?? types[0]?.id ?? ''));
  const [sort, setSort] = useState(String(faq?.sort ?? 0));
  const [texts, setTexts] = useState<Partial<Record<string, QA>>>(() => ({ ...(faq?.texts ?? {}) }));
  const langs = [...new Set([...languages, ...Object.keys(texts)])];
  const [tab, setTab] = useState(langs[0] ?? 'en');
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const qa = texts[tab] ?? { question: '', answer: '' };
  const setQa = (key: keyof QA, value: string) => setTexts((all) => ({ ...all, [tab]: { ...(all[tab] ?? { question: '', answer: '' }), [key]: value } }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const filled = Object.fromEntries(Object.entries(texts).filter(([, v]) => v && (v.question.trim() || v.answer.trim())));
    const parsed = FaqEditSchema.safeParse({ typeId: Number(typeId), sort: /^\d+$/.test(sort.trim()) ? Number(sort) : Number.NaN, texts: filled });
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((i) => (i.path[0] === 'texts' && i.path[1] ? String(i.path[1]) : String(i.path[0]))));
      setInvalid(bad);
      const badLang = langs.find((l) => bad.has(l));
      if (badLang) setTab(badLang);
      setError(bad.has('texts') ? t('admin.faq.needText') : t('errors.validation'));
      return;
    }
    setInvalid(new Set());
    try {
      await save.mutateAsync({ faqId: faq?.id ?? null, body: parsed.data });
      toast.success(t('admin.faq.saved'));
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <form className="c-card c-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="c-card__title">
        {faq ? t('admin.faq.editHeading', { id: faq.id }) : t('admin.faq.newHeading')}
      </h3>
      <div className="c-grid-2">
        <div className="c-field">
          <label htmlFor={`${id}-type`}>{t('admin.faq.type')}</label>
          <select id={`${id}-type`} value={typeId} onChange={(e) => setTypeId(e.target.value)} aria-invalid={invalid.has('typeId') || undefined}>
            {types.map((ty) => (
              <option key={ty.id} value={ty.id}>
                {pick(ty.names, langs) ?? `#${ty.id}`}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-sort`}>{t('admin.sortOrder')}</label>
          <input id={`${id}-sort`} type="number" min={0} max={10000} className="c-input--short" value={sort} onChange={(e) => setSort(e.target.value)} aria-invalid={invalid.has('sort') || undefined} />
        </div>
      </div>
      <LanguageTabs languages={langs} active={tab} onChange={setTab} label={t('admin.faq.texts')} filled={(l) => !!texts[l]?.question.trim()} invalid={(l) => invalid.has(l)}>
        <div className="c-field">
          <label htmlFor={`${id}-q`}>{t('admin.faq.question')}</label>
          <input id={`${id}-q`} value={qa.question} maxLength={300} onChange={(e) => setQa('question', e.target.value)} aria-invalid={invalid.has(tab) || undefined} />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-a`}>{t('admin.faq.answer')}</label>
          <textarea id={`${id}-a`} rows={6} maxLength={4000} value={qa.answer} onChange={(e) => setQa('answer', e.target.value)} aria-invalid={invalid.has(tab) || undefined} />
        </div>
        <p className="c-muted c-small">{t('admin.faq.bothHint')}</p>
      </LanguageTabs>
      {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
      <EditorActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

export function FaqsPanel({ gameId, languages }: { gameId: number; languages: readonly string[] }) {
  const { t } = useI18n();
  const query = useQuery(adminFaqsOptions(gameId));
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { types, faqs } = query.data;
  const typeName = (typeId: number) => {
    const ty = types.find((x) => x.id === typeId);
    return ty ? (pick(ty.names, languages) ?? `#${typeId}`) : `#${typeId}`;
  };
  return (
    <section className="c-card" aria-labelledby="c-faqs-h">
      <div className="c-card__head">
        <h2 id="c-faqs-h" className="c-card__title">
          {t('admin.faq.title')}
        </h2>
        <button type="button" className="c-button c-button--primary c-button--small" onClick={() => setEditing('new')} disabled={types.length === 0}>
          {t('admin.faq.new')}
        </button>
      </div>
      {types.length === 0 ? <p className="c-muted">{t('admin.faq.noTypes')}</p> : null}
      {editing ? (
        <FaqEditor key={editing === 'new' ? 'new' : editing.id} gameId={gameId} faq={editing === 'new' ? null : editing} types={types} languages={languages} onDone={() => setEditing(null)} />
      ) : null}
      {faqs.length === 0 ? (
        <p className="c-empty">{t('admin.faq.empty')}</p>
      ) : (
        <div className="c-table-wrap">
          <table className="c-table c-table--plain">
            <caption className="c-visually-hidden">{t('admin.faq.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.faq.type')}</th>
                <th scope="col">{t('admin.faq.question')}</th>
                <th scope="col">{t('admin.languages')}</th>
                <th scope="col">{t('admin.sortOrder')}</th>
                <th scope="col">
                  <span className="c-visually-hidden">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {faqs.map((f) => {
                const q = pick(f.texts, languages);
                return (
                  <tr key={f.id}>
                    <td>{typeName(f.typeId)}</td>
                    <td className="c-col-title">{q?.question ?? '—'}</td>
                    <td>
                      {Object.keys(f.texts).map((l) => (
                        <span key={l} className="c-tag c-tag--lang">
                          {l}
                        </span>
                      ))}
                    </td>
                    <td className="c-mono">{f.sort}</td>
                    <td>
                      <button type="button" className="c-button c-button--small" onClick={() => setEditing(f)} aria-label={`${t('canned.edit')}: ${q?.question ?? f.id}`}>
                        {t('canned.edit')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {/* The types come after the FAQs they group: editing FAQs is the everyday task. */}
      <FaqTypes gameId={gameId} types={types} faqs={faqs} languages={languages} nameOf={(ty) => pick(ty.names, languages) ?? `#${ty.id}`} />
    </section>
  );
}
