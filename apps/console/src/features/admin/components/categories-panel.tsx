// A game's inquiry categories (what players choose when they write): names per language, order.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CategoryEditSchema, type AdminCategory } from '@guildhall/contract/staff-admin';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { adminCategoriesOptions, useSaveCategory } from '../api/faqs';
import { pick } from './faqs-panel';
import { EditorActions } from '../../../components/editor-actions';
import { filledNames, LanguageNameFields } from './language-names';

function CategoryEditor({ gameId, category, languages, onDone }: { gameId: number; category: AdminCategory | null; languages: readonly string[]; onDone: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveCategory(gameId);
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const [names, setNames] = useState<Partial<Record<string, string>>>(() => ({ ...(category?.names ?? {}) }));
  const langs = [...new Set([...languages, ...Object.keys(names)])];
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const filled = filledNames(names);
    const parsed = CategoryEditSchema.safeParse({ sort: /^\d+$/.test(sort.trim()) ? Number(sort) : Number.NaN, names: filled });
    if (!parsed.success) {
      setError(parsed.error.issues.some((i) => i.path[0] === 'names') ? t('admin.category.needName') : t('errors.validation'));
      return;
    }
    try {
      await save.mutateAsync({ categoryId: category?.id ?? null, body: parsed.data });
      toast.success(t('admin.category.saved'));
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <form className="c-card c-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="c-card__title">
        {category ? t('admin.category.editHeading', { id: category.id }) : t('admin.category.newHeading')}
      </h3>
      <LanguageNameFields idPrefix={id} languages={langs} names={names} onChange={setNames}>
        <div className="c-field">
          <label htmlFor={`${id}-sort`}>{t('admin.sortOrder')}</label>
          <input id={`${id}-sort`} type="number" min={0} max={10000} className="c-input--short" value={sort} onChange={(e) => setSort(e.target.value)} />
        </div>
      </LanguageNameFields>
      {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
      <EditorActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

export function CategoriesPanel({ gameId, languages }: { gameId: number; languages: readonly string[] }) {
  const { t } = useI18n();
  const query = useQuery(adminCategoriesOptions(gameId));
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <section className="c-card" aria-labelledby="c-categories-h">
      <div className="c-card__head">
        <h2 id="c-categories-h" className="c-card__title">
          {t('admin.category.title')}
        </h2>
        <button type="button" className="c-button c-button--primary c-button--small" onClick={() => setEditing('new')}>
          {t('admin.category.new')}
        </button>
      </div>
      <p className="c-muted c-small">{t('admin.category.intro')}</p>
      {editing ? (
        <CategoryEditor key={editing === 'new' ? 'new' : editing.id} gameId={gameId} category={editing === 'new' ? null : editing} languages={languages} onDone={() => setEditing(null)} />
      ) : null}
      {query.data.length === 0 ? (
        <p className="c-empty">{t('admin.category.empty')}</p>
      ) : (
        <div className="c-table-wrap">
          <table className="c-table c-table--plain">
            <caption className="c-visually-hidden">{t('admin.category.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('queue.colId')}</th>
                <th scope="col">{t('admin.category.name')}</th>
                <th scope="col">{t('admin.languages')}</th>
                <th scope="col">{t('admin.sortOrder')}</th>
                <th scope="col">
                  <span className="c-visually-hidden">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((c) => {
                const name = pick(c.names, languages) ?? `#${c.id}`;
                return (
                  <tr key={c.id}>
                    <td className="c-mono">{c.id}</td>
                    <td>{name}</td>
                    <td>
                      {Object.keys(c.names).map((l) => (
                        <span key={l} className="c-tag c-tag--lang" title={c.names[l as keyof typeof c.names]}>
                          {l}
                        </span>
                      ))}
                    </td>
                    <td className="c-mono">{c.sort}</td>
                    <td>
                      <button type="button" className="c-button c-button--small" onClick={() => setEditing(c)} aria-label={`${t('canned.edit')}: ${name}`}>
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
    </section>
  );
}
