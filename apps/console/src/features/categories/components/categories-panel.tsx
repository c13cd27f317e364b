// A game's inquiry categories (what players choose when they write): names per language, order.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CategoryEditSchema, type AdminCategory } from '@guildhall/contract/staff-admin';
import { useFormSubmit } from '../../../components/form-submit';
import { EditorForm, RowButton, useListEditor } from '../../../components/list-editor';
import { ListPanel } from '../../../components/list-panel';
import { QueryFallback } from '../../../components/query-state';
import { useI18n } from '../../../lib/i18n';
import { adminCategoriesOptions, useSaveCategory } from '../api/categories';
import { contractResolver, formIssues, sortInput, SORT_FIELD } from '../../../lib/form';
import { pick } from '../../../lib/languages';
import { filledNames, LanguageNameFields, LanguageTags, type Names } from '../../../components/language-names';

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
  const { errors } = form.formState;
  const invalid = formIssues(errors);
  const submit = useFormSubmit(form, (body) => save.mutateAsync({ categoryId: category?.id ?? null, body }), {
    saved: t('admin.category.saved'),
    onDone,
  });

  return (
    <EditorForm
      heading={category ? t('admin.category.editHeading', { id: category.id }) : t('admin.category.newHeading')}
      onSubmit={submit}
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
      <LanguageNameFields form={form} idPrefix={id} languages={languages}>
        <div className="c-field">
          <label htmlFor={`${id}-sort`}>{t('admin.sortOrder')}</label>
          <input id={`${id}-sort`} {...SORT_FIELD} {...form.register('sort')} />
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
  if (!query.isSuccess) return <QueryFallback query={query} />;
  return (
    <ListPanel
      list={list}
      items={query.data}
      title={t('admin.category.title')}
      newLabel={t('admin.category.new')}
      intro={t('admin.category.intro')}
      empty={t('admin.category.empty')}
      columns={[t('queue.colId'), t('admin.category.name'), t('admin.languages'), t('admin.sortOrder')]}
      editor={(category) => (
        <CategoryEditor gameId={gameId} category={category} languages={languages} onDone={list.close} />
      )}
      row={(c) => {
        const name = pick(c.names, languages) ?? `#${c.id}`;
        return (
          <>
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
              <LanguageTags texts={c.names} title={(l) => c.names[l as keyof typeof c.names]} />
            </td>
            <td className="c-mono">{c.sort}</td>
            <td>
              <RowButton label={t('canned.edit')} item={name} onClick={() => list.edit(c)} />
            </td>
          </>
        );
      }}
    />
  );
}
