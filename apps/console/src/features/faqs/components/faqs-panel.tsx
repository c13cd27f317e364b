// A game's FAQs: their types (created, renamed, deleted), the list, and an editor (type, order,
// question and answer per language).
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { FaqEditSchema, type AdminFaqs } from '@guildhall/contract/staff-admin';
import { EditorForm, ListTable, useListEditor } from '../../../components/list-editor';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { adminFaqsOptions, useSaveFaq } from '../api/faqs';
import { FaqTypes } from './faq-types';
import { contractResolver, formIssues, sortInput } from '../../../lib/form';
import { pick } from '../../../lib/languages';
import { LanguageTabs } from '../../../components/language-tabs';

type Faq = AdminFaqs['faqs'][number];
type QA = { question: string; answer: string };
type FaqEdit = z.output<typeof FaqEditSchema>;

interface FaqValues {
  typeId: string;
  sort: string;
  texts: Partial<Record<string, QA>>;
}

function FaqEditor({
  gameId,
  faq,
  types,
  languages,
  onDone,
}: {
  gameId: number;
  faq: Faq | null;
  types: AdminFaqs['types'];
  languages: readonly string[];
  onDone: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveFaq(gameId);
  const form = useForm<FaqValues, unknown, FaqEdit>({
    defaultValues: {
      typeId: String(faq?.typeId ?? types[0]?.id ?? ''),
      sort: String(faq?.sort ?? 0),
      texts: { ...(faq?.texts ?? {}) },
    },
    resolver: contractResolver(FaqEditSchema, (v: FaqValues) => ({
      typeId: Number(v.typeId),
      sort: sortInput(v.sort),
      texts: Object.fromEntries(Object.entries(v.texts).filter(([, x]) => x && (x.question.trim() || x.answer.trim()))),
    })),
  });
  const texts = useWatch({ control: form.control, name: 'texts' });
  const langs = [...new Set([...languages, ...Object.keys(texts)])];
  const [tab, setTab] = useState(langs[0] ?? 'en');
  const qa = texts[tab] ?? { question: '', answer: '' };
  const setQa = (key: keyof QA, value: string) => {
    const all = form.getValues('texts');
    form.setValue('texts', { ...all, [tab]: { ...(all[tab] ?? { question: '', answer: '' }), [key]: value } });
  };
  const { errors } = form.formState;
  // A language with a broken text is marked on its tab; `texts` alone means none was written.
  const invalid = new Set(
    formIssues(errors).map((i) => (i.field.startsWith('texts.') ? i.field.split('.')[1]! : i.field)),
  );

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await save.mutateAsync({ faqId: faq?.id ?? null, body });
        toast.success(t('admin.faq.saved'));
        onDone();
      } catch (err) {
        form.setError('root', { message: errorText(t, err) });
      }
    },
    (failed) => {
      const bad = new Set(
        formIssues(failed).map((i) => (i.field.startsWith('texts.') ? i.field.split('.')[1]! : i.field)),
      );
      const badLang = langs.find((l) => bad.has(l));
      if (badLang) setTab(badLang);
    },
  );

  return (
    <EditorForm
      heading={faq ? t('admin.faq.editHeading', { id: faq.id }) : t('admin.faq.newHeading')}
      onSubmit={(e) => void submit(e)}
      onCancel={onDone}
      pending={save.isPending}
      error={
        errors.root?.message ??
        (invalid.size ? (invalid.has('texts') ? t('admin.faq.needText') : t('errors.validation')) : null)
      }
    >
      <div className="c-grid-2">
        <div className="c-field">
          <label htmlFor={`${id}-type`}>{t('admin.faq.type')}</label>
          <select id={`${id}-type`} {...form.register('typeId')} aria-invalid={invalid.has('typeId') || undefined}>
            {types.map((ty) => (
              <option key={ty.id} value={ty.id}>
                {pick(ty.names, langs) ?? `#${ty.id}`}
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
            {...form.register('sort')}
            aria-invalid={invalid.has('sort') || undefined}
          />
        </div>
      </div>
      <LanguageTabs
        languages={langs}
        active={tab}
        onChange={setTab}
        label={t('admin.faq.texts')}
        filled={(l) => !!texts[l]?.question.trim()}
        invalid={(l) => invalid.has(l)}
      >
        <div className="c-field">
          <label htmlFor={`${id}-q`}>{t('admin.faq.question')}</label>
          <input
            id={`${id}-q`}
            value={qa.question}
            maxLength={300}
            onChange={(e) => setQa('question', e.target.value)}
            aria-invalid={invalid.has(tab) || undefined}
          />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-a`}>{t('admin.faq.answer')}</label>
          <textarea
            id={`${id}-a`}
            rows={6}
            maxLength={4000}
            value={qa.answer}
            onChange={(e) => setQa('answer', e.target.value)}
            aria-invalid={invalid.has(tab) || undefined}
          />
        </div>
        <p className="c-muted c-small">{t('admin.faq.bothHint')}</p>
      </LanguageTabs>
    </EditorForm>
  );
}

export function FaqsPanel({ gameId, languages }: { gameId: number; languages: readonly string[] }) {
  const { t } = useI18n();
  const query = useQuery(adminFaqsOptions(gameId));
  const list = useListEditor<Faq>();
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
        <button
          type="button"
          className="c-button c-button--primary c-button--small"
          onClick={list.create}
          disabled={types.length === 0}
        >
          {t('admin.faq.new')}
        </button>
      </div>
      {types.length === 0 ? <p className="c-muted">{t('admin.faq.noTypes')}</p> : null}
      {list.editing ? (
        <FaqEditor
          key={list.item?.id ?? 'new'}
          gameId={gameId}
          faq={list.item}
          types={types}
          languages={languages}
          onDone={list.close}
        />
      ) : null}
      {faqs.length === 0 ? (
        <p className="c-empty">{t('admin.faq.empty')}</p>
      ) : (
        <ListTable
          caption={t('admin.faq.title')}
          columns={[t('admin.faq.type'), t('admin.faq.question'), t('admin.languages'), t('admin.sortOrder')]}
        >
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
                  <button
                    type="button"
                    className="c-button c-button--small"
                    onClick={() => list.edit(f)}
                    aria-label={`${t('canned.edit')}: ${q?.question ?? f.id}`}
                  >
                    {t('canned.edit')}
                  </button>
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
      {/* The types come after the FAQs they group: editing FAQs is the everyday task. */}
      <FaqTypes
        gameId={gameId}
        types={types}
        faqs={faqs}
        languages={languages}
        nameOf={(ty) => pick(ty.names, languages) ?? `#${ty.id}`}
      />
    </section>
  );
}
