// A game's FAQ types (what players browse FAQs by): created and renamed with a name per language,
// deleted once no FAQ uses them. The API refuses a delete in use (1004 with the FAQ count), so a
// list that is out of date still ends in a clear message rather than a lost FAQ.
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorCode } from '@guildhall/contract/errors';
import { FaqTypeEditSchema, type AdminFaqs, type FaqTypeEdit } from '@guildhall/contract/staff-admin';
import { ConfirmBox, EditorForm, ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { contractResolver, formIssues } from '../../../lib/form';
import { useDeleteFaqType, useSaveFaqType } from '../api/faqs';
import { filledNames, LanguageNameFields, type Names } from '../../../components/language-names';

type FaqType = AdminFaqs['types'][number];

/** The number of FAQs a 1004 refusal says still use the type, if it says so. */
export function faqsInUse(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== ErrorCode.conflict) return null;
  const issues = err.body?.data;
  if (!Array.isArray(issues)) return null;
  const issue = issues.find(
    (i: unknown): i is { rule: string; faqs?: unknown } =>
      typeof i === 'object' && i !== null && (i as { rule?: unknown }).rule === 'in_use',
  );
  return issue && typeof issue.faqs === 'number' ? issue.faqs : null;
}

function FaqTypeEditor({
  gameId,
  type,
  languages,
  onDone,
}: {
  gameId: number;
  type: FaqType | null;
  languages: readonly string[];
  onDone: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveFaqType(gameId);
  const form = useForm<{ names: Names }, unknown, FaqTypeEdit>({
    defaultValues: { names: { ...(type?.names ?? {}) } },
    resolver: contractResolver(FaqTypeEditSchema, ({ names }: { names: Names }) => ({ names: filledNames(names) })),
  });
  const names = useWatch({ control: form.control, name: 'names' });
  // Every language the type already has a name in stays editable, besides the game's.
  const langs = [...new Set([...languages, ...Object.keys(names)])];
  const { errors } = form.formState;
  const invalid = formIssues(errors);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ typeId: type?.id ?? null, body });
      toast.success(t('admin.faqType.saved'));
      onDone();
    } catch (err) {
      form.setError('root', { message: errorText(t, err) });
    }
  });

  return (
    <EditorForm
      level={4}
      heading={type ? t('admin.faqType.editHeading', { id: type.id }) : t('admin.faqType.newHeading')}
      onSubmit={(e) => void submit(e)}
      onCancel={onDone}
      pending={save.isPending}
      error={
        errors.root?.message ??
        (invalid.length
          ? invalid.some((i) => i.field === 'names')
            ? t('admin.faqType.needName')
            : t('errors.validation')
          : null)
      }
    >
      <LanguageNameFields
        idPrefix={id}
        languages={langs}
        names={names}
        onChange={(update) => form.setValue('names', update(form.getValues('names')))}
      />
      <p className="c-muted c-small">{t('admin.faqType.namesHint')}</p>
    </EditorForm>
  );
}

export function FaqTypes({
  gameId,
  types,
  faqs,
  languages,
  nameOf,
}: {
  gameId: number;
  types: AdminFaqs['types'];
  faqs: AdminFaqs['faqs'];
  languages: readonly string[];
  nameOf: (type: FaqType) => string;
}) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const remove = useDeleteFaqType(gameId);
  const list = useListEditor<FaqType>();
  const used = (typeId: number) => faqs.filter((f) => f.typeId === typeId).length;

  function askDelete(type: FaqType) {
    const count = used(type.id);
    // Known to be in use: say so at once instead of asking for a delete the API will refuse.
    if (count > 0) {
      list.dismiss();
      list.fail(t('admin.faqType.inUse', { name: nameOf(type), count }));
      return;
    }
    list.ask(type.id);
  }

  async function confirmDelete(type: FaqType) {
    try {
      await remove.mutateAsync(type.id);
      toast.success(t('admin.faqType.deleted', { name: nameOf(type) }));
    } catch (err) {
      const count = faqsInUse(err);
      list.fail(count === null ? errorText(t, err) : t('admin.faqType.inUse', { name: nameOf(type), count }));
    }
    list.dismiss();
  }

  return (
    <div className="c-faq-types" aria-labelledby={`${id}-h`} role="group">
      <div className="c-card__head">
        <h3 id={`${id}-h`} className="c-card__title">
          {t('admin.faqType.title')}
        </h3>
        <button type="button" className="c-button c-button--small" onClick={list.create}>
          {t('admin.faqType.new')}
        </button>
      </div>
      <p className="c-muted c-small">{t('admin.faqType.intro')}</p>
      <ErrorLine message={list.error} />
      {list.editing ? (
        <FaqTypeEditor
          key={list.item?.id ?? 'new'}
          gameId={gameId}
          type={list.item}
          languages={languages}
          onDone={list.close}
        />
      ) : null}
      {types.length > 0 ? (
        <ListTable
          caption={t('admin.faqType.title')}
          columns={[t('admin.faqType.name'), t('admin.languages'), t('admin.faqType.used')]}
        >
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
                  onClick={() => list.edit(ty)}
                  aria-label={`${t('admin.faqType.rename')}: ${nameOf(ty)}`}
                >
                  {t('admin.faqType.rename')}
                </button>{' '}
                <button
                  type="button"
                  className="c-button c-button--small c-button--danger-ghost"
                  onClick={() => askDelete(ty)}
                  aria-label={`${t('canned.delete')}: ${nameOf(ty)}`}
                  aria-expanded={list.confirming === ty.id}
                >
                  {t('canned.delete')}
                </button>
                {list.confirming === ty.id ? (
                  <ConfirmBox
                    message={t('admin.faqType.confirmDelete', { name: nameOf(ty) })}
                    confirmLabel={t('canned.deleteConfirm')}
                    pendingLabel={t('app.deleting')}
                    pending={remove.isPending}
                    onCancel={list.dismiss}
                    onConfirm={() => void confirmDelete(ty)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </div>
  );
}
