// A game's FAQ types (what players browse FAQs by): created and renamed with a name per language,
// deleted once no FAQ uses them. The API refuses a delete in use (1004 with the FAQ count), so a
// list that is out of date still ends in a clear message rather than a lost FAQ.
import { useId, useState, type FormEvent } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { FaqTypeEditSchema, type AdminFaqs } from '@guildhall/contract/staff-admin';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { useDeleteFaqType, useSaveFaqType } from '../api/faqs';
import { EditorActions } from '../../../components/editor-actions';
import { filledNames, LanguageNameFields } from './language-names';

type FaqType = AdminFaqs['types'][number];

/** The number of FAQs a 1004 refusal says still use the type, if it says so. */
export function faqsInUse(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== ErrorCode.conflict) return null;
  const issues = err.body?.data;
  if (!Array.isArray(issues)) return null;
  const issue = issues.find((i: unknown): i is { rule: string; faqs?: unknown } => typeof i === 'object' && i !== null && (i as { rule?: unknown }).rule === 'in_use');
  return issue && typeof issue.faqs === 'number' ? issue.faqs : null;
}

function FaqTypeEditor({ gameId, type, languages, onDone }: { gameId: number; type: FaqType | null; languages: readonly string[]; onDone: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveFaqType(gameId);
  const [names, setNames] = useState<Partial<Record<string, string>>>(() => ({ ...(type?.names ?? {}) }));
  // Every language the type already has a name in stays editable, besides the game's.
  const langs = [...new Set([...languages, ...Object.keys(names)])];
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const filled = filledNames(names);
    const parsed = FaqTypeEditSchema.safeParse({ names: filled });
    if (!parsed.success) {
      setError(parsed.error.issues.some((i) => i.path[0] === 'names' && i.path.length === 1) ? t('admin.faqType.needName') : t('errors.validation'));
      return;
    }
    try {
      await save.mutateAsync({ typeId: type?.id ?? null, body: parsed.data });
      toast.success(t('admin.faqType.saved'));
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <form className="c-card c-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} className="c-card__title">
        {type ? t('admin.faqType.editHeading', { id: type.id }) : t('admin.faqType.newHeading')}
      </h4>
      <LanguageNameFields idPrefix={id} languages={langs} names={names} onChange={setNames} />
      <p className="c-muted c-small">{t('admin.faqType.namesHint')}</p>
      {error ? (
        <p className="c-alert c-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <EditorActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

export function FaqTypes({ gameId, types, faqs, languages, nameOf }: { gameId: number; types: AdminFaqs['types']; faqs: AdminFaqs['faqs']; languages: readonly string[]; nameOf: (type: FaqType) => string }) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const remove = useDeleteFaqType(gameId);
  const [editing, setEditing] = useState<FaqType | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const used = (typeId: number) => faqs.filter((f) => f.typeId === typeId).length;

  function askDelete(type: FaqType) {
    setError(null);
    const count = used(type.id);
    // Known to be in use: say so at once instead of asking for a delete the API will refuse.
    if (count > 0) {
      setConfirming(null);
      setError(t('admin.faqType.inUse', { name: nameOf(type), count }));
      return;
    }
    setConfirming(type.id);
  }

  async function confirmDelete(type: FaqType) {
    try {
      await remove.mutateAsync(type.id);
      toast.success(t('admin.faqType.deleted', { name: nameOf(type) }));
    } catch (err) {
      const count = faqsInUse(err);
      setError(count === null ? errorText(t, err) : t('admin.faqType.inUse', { name: nameOf(type), count }));
    }
    setConfirming(null);
  }

  return (
    <div className="c-faq-types" aria-labelledby={`${id}-h`} role="group">
      <div className="c-card__head">
        <h3 id={`${id}-h`} className="c-card__title">
          {t('admin.faqType.title')}
        </h3>
        <button
          type="button"
          className="c-button c-button--small"
          onClick={() => {
            setError(null);
            setEditing('new');
          }}
        >
          {t('admin.faqType.new')}
        </button>
      </div>
      <p className="c-muted c-small">{t('admin.faqType.intro')}</p>
      {error ? (
        <p className="c-alert c-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {editing ? <FaqTypeEditor key={editing === 'new' ? 'new' : editing.id} gameId={gameId} type={editing === 'new' ? null : editing} languages={languages} onDone={() => setEditing(null)} /> : null}
      {types.length > 0 ? (
        <div className="c-table-wrap">
          <table className="c-table c-table--plain">
            <caption className="c-visually-hidden">{t('admin.faqType.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.faqType.name')}</th>
                <th scope="col">{t('admin.languages')}</th>
                <th scope="col">{t('admin.faqType.used')}</th>
                <th scope="col">
                  <span className="c-visually-hidden">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {types.map((ty) => (
                <tr key={ty.id}>
                  <td className="c-col-title">{nameOf(ty)}</td>
                  <td>
                    {Object.keys(ty.names).map((l) => (
                      <span key={l} className="c-tag c-tag--lang">
                        {l}
                      </span>
                    ))}
                  </td>
                  <td className="c-mono">{used(ty.id)}</td>
                  <td>
                    <button
                      type="button"
                      className="c-button c-button--small"
                      onClick={() => {
                        setError(null);
                        setEditing(ty);
                      }}
                      aria-label={`${t('admin.faqType.rename')}: ${nameOf(ty)}`}
                    >
                      {t('admin.faqType.rename')}
                    </button>{' '}
                    <button type="button" className="c-button c-button--small c-button--danger-ghost" onClick={() => askDelete(ty)} aria-label={`${t('canned.delete')}: ${nameOf(ty)}`} aria-expanded={confirming === ty.id}>
                      {t('canned.delete')}
                    </button>
                    {confirming === ty.id ? (
                      <div className="c-confirm" role="alertdialog" aria-labelledby={`${id}-confirm-${ty.id}`}>
                        <p id={`${id}-confirm-${ty.id}`}>{t('admin.faqType.confirmDelete', { name: nameOf(ty) })}</p>
                        <div className="c-form-actions">
                          <button type="button" className="c-button c-button--small" onClick={() => setConfirming(null)} autoFocus>
                            {t('app.cancel')}
                          </button>
                          <button type="button" className="c-button c-button--small c-button--danger" disabled={remove.isPending} onClick={() => void confirmDelete(ty)}>
                            {remove.isPending ? t('app.deleting') : t('canned.deleteConfirm')}
                          </button>
                        </div>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
