// A game's inquiry categories (what players choose when they write): names per language, order.
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CategoryEditSchema, type AdminCategory } from '@guildhall/contract/staff-admin';
import { EditorForm, ListTable, useListEditor } from '../../../components/list-editor';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { adminCategoriesOptions, useSaveCategory } from '../api/categories';
import { contractResolver, formIssues, sortInput } from '../../../lib/form';
import { pick } from '../../../lib/languages';
import { filledNames, LanguageNameFields, type Names } from '../../../components/language-names';

interface CategoryValues {
  sort: string;
  names: Names;
  /** The skill key for automatic assignment; empty for none. */
  skill: string;
}

function CategoryEditor({
  gameId,
  category,
  languages,
  onDone,
}: {
  gameId: number;
  category: AdminCategory | null;
  languages: readonly string[];
  onDone: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveCategory(gameId);
  const form = useForm<CategoryValues, unknown, z.output<typeof CategoryEditSchema>>({
    defaultValues: {
      sort: String(category?.sort ?? 0),
      names: { ...(category?.names ?? {}) },
      skill: category?.skill ?? '',
    },
    resolver: contractResolver(CategoryEditSchema, (v: CategoryValues) => ({
      sort: sortInput(v.sort),
      names: filledNames(v.names),
      skill: v.skill.trim() === '' ? null : v.skill,
    })),
  });
  const names = useWatch({ control: form.control, name: 'names' });
  const langs = [...new Set([...languages, ...Object.keys(names)])];
  const { errors } = form.formState;
  const invalid = formIssues(errors);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ categoryId: category?.id ?? null, body });
      toast.success(t('admin.category.saved'));
      onDone();
    } catch (err) {
      form.setError('root', { message: errorText(t, err) });
    }
  });

  return (
    <EditorForm
      heading={category ? t('admin.category.editHeading', { id: category.id }) : t('admin.category.newHeading')}
      onSubmit={(e) => void submit(e)}
      onCancel={onDone}
      pending={save.isPending}
      error={
        errors.root?.message ??
        (invalid.length
          ? invalid.some((i) => i.field.startsWith('names'))
            ? t('admin.category.needName')
            : invalid.some((i) => i.field === 'skill')
              ? t('admin.category.badSkill')
              : t('errors.validation')
          : null)
      }
    >
      <LanguageNameFields
        idPrefix={id}
        languages={langs}
        names={names}
        onChange={(update) => form.setValue('names', update(form.getValues('names')))}
      >
        <div className="c-field">
          <label htmlFor={`${id}-sort`}>{t('admin.sortOrder')}</label>
          <input
            id={`${id}-sort`}
            type="number"
            min={0}
            max={10000}
            className="c-input--short"
            {...form.register('sort')}
          />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-skill`}>{t('admin.category.skill')}</label>
          <input
            id={`${id}-skill`}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-skill-hint`}
            {...form.register('skill')}
          />
          <p id={`${id}-skill-hint`} className="c-muted c-small">
            {t('admin.category.skillHint')}
          </p>
        </div>
      </LanguageNameFields>
    </EditorForm>
  );
}

export function CategoriesPanel({ gameId, languages }: { gameId: number; languages: readonly string[] }) {
  const { t } = useI18n();
  const query = useQuery(adminCategoriesOptions(gameId));
  const list = useListEditor<AdminCategory>();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <section className="c-card" aria-labelledby="c-categories-h">
      <div className="c-card__head">
        <h2 id="c-categories-h" className="c-card__title">
          {t('admin.category.title')}
        </h2>
        <button type="button" className="c-button c-button--primary c-button--small" onClick={list.create}>
          {t('admin.category.new')}
        </button>
      </div>
      <p className="c-muted c-small">{t('admin.category.intro')}</p>
      {list.editing ? (
        <CategoryEditor
          key={list.item?.id ?? 'new'}
          gameId={gameId}
          category={list.item}
          languages={languages}
          onDone={list.close}
        />
      ) : null}
      {query.data.length === 0 ? (
        <p className="c-empty">{t('admin.category.empty')}</p>
      ) : (
        <ListTable
          caption={t('admin.category.title')}
          columns={[t('queue.colId'), t('admin.category.name'), t('admin.languages'), t('admin.sortOrder')]}
        >
          {query.data.map((c) => {
            const name = pick(c.names, languages) ?? `#${c.id}`;
            return (
              <tr key={c.id}>
                <td className="c-mono">{c.id}</td>
                <td>
                  {name}
                  {c.skill ? (
                    <>
                      {' '}
                      <code className="c-tag" title={t('admin.category.skill')}>
                        {c.skill}
                      </code>
                    </>
                  ) : null}
                </td>
                <td>
                  {Object.keys(c.names).map((l) => (
                    <span key={l} className="c-tag c-tag--lang" title={c.names[l as keyof typeof c.names]}>
                      {l}
                    </span>
                  ))}
                </td>
                <td className="c-mono">{c.sort}</td>
                <td>
                  <button
                    type="button"
                    className="c-button c-button--small"
                    onClick={() => list.edit(c)}
                    aria-label={`${t('canned.edit')}: ${name}`}
                  >
                    {t('canned.edit')}
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
