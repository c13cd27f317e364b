// A game's FAQs: their types (created, renamed, deleted), the list, and an editor (type, order,
// question and answer per language).
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { FaqEditSchema, type AdminFaqs } from '@guildhall/contract/staff-admin';
import { useFormSubmit } from '../../../components/form-submit';
import { EditorForm, RowButton, useListEditor } from '../../../components/list-editor';
import { ListPanel } from '../../../components/list-panel';
import { QueryFallback } from '../../../components/query-state';
import { useI18n } from '../../../lib/i18n';
import { adminFaqsOptions, useSaveFaq } from '../api/faqs';
import { FaqTypes } from './faq-types';
import { contractResolver, formIssues, sortInput, SORT_FIELD } from '../../../lib/form';
import { pick } from '../../../lib/languages';
import { LanguageTabs } from '../../../components/language-tabs';
import { LanguageTags, withStoredLanguages } from '../../../components/language-names';

type Faq = AdminFaqs['faqs'][number];
type QA = { question: string; answer: string };
type FaqEdit = z.output<typeof FaqEditSchema>;

/** The fields with a mistake; a language with a broken text by its code, `texts` alone when none was written. */
const wrongFields = (errors: FieldErrors) =>
  new Set(formIssues(errors).map((i) => (i.field.startsWith('texts.') ? i.field.split('.')[1]! : i.field)));

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
  const langs = withStoredLanguages(languages, texts);
  const [tab, setTab] = useState(langs[0] ?? 'en');
  const qa = texts[tab] ?? { question: '', answer: '' };
  const setQa = (key: keyof QA, value: string) => {
    const all = form.getValues('texts');
    form.setValue('texts', { ...all, [tab]: { ...(all[tab] ?? { question: '', answer: '' }), [key]: value } });
  };
  const { errors } = form.formState;
  const invalid = wrongFields(errors);
  const submit = useFormSubmit(form, (body) => save.mutateAsync({ faqId: faq?.id ?? null, body }), {
    saved: t('admin.faq.saved'),
    onDone,
    onInvalid: (failed) => {
      const bad = wrongFields(failed);
      const badLang = langs.find((l) => bad.has(l));
      if (badLang) setTab(badLang);
    },
  });

  return (
    <EditorForm
      heading={faq ? t('admin.faq.editHeading', { id: faq.id }) : t('admin.faq.newHeading')}
      onSubmit={submit}
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
            {...SORT_FIELD}
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
  if (!query.isSuccess) return <QueryFallback query={query} />;
  const { types, faqs } = query.data;
  const typeName = (typeId: number) => {
    const ty = types.find((x) => x.id === typeId);
    return ty ? (pick(ty.names, languages) ?? `#${typeId}`) : `#${typeId}`;
  };
  return (
    <ListPanel
      list={list}
      items={faqs}
      title={t('admin.faq.title')}
      newLabel={t('admin.faq.new')}
      newDisabled={types.length === 0}
      beforeList={types.length === 0 ? <p className="c-muted">{t('admin.faq.noTypes')}</p> : null}
      empty={t('admin.faq.empty')}
      columns={[t('admin.faq.type'), t('admin.faq.question'), t('admin.languages'), t('admin.sortOrder')]}
      editor={(faq) => <FaqEditor gameId={gameId} faq={faq} types={types} languages={languages} onDone={list.close} />}
      row={(f) => {
        const q = pick(f.texts, languages);
        return (
          <>
            <td>{typeName(f.typeId)}</td>
            <td className="c-col-title">{q?.question ?? '—'}</td>
            <td>
              <LanguageTags texts={f.texts} />
            </td>
            <td className="c-mono">{f.sort}</td>
            <td>
              <RowButton label={t('canned.edit')} item={q?.question ?? f.id} onClick={() => list.edit(f)} />
            </td>
          </>
        );
      }}
    >
      {/* The types come after the FAQs they group: editing FAQs is the everyday task. */}
      <FaqTypes
        gameId={gameId}
        types={types}
        faqs={faqs}
        languages={languages}
        nameOf={(ty) => pick(ty.names, languages) ?? `#${ty.id}`}
      />
    </ListPanel>
  );
}
