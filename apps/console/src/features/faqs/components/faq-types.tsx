// A game's FAQ types (what players browse FAQs by): created and renamed with a name per language,
// deleted once no FAQ uses them. The API refuses a delete in use (1004 with the FAQ count), so a
// list that is out of date still ends in a clear message rather than a lost FAQ.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCode } from '@guildhall/contract/errors';
import { FaqTypeEditSchema, type AdminFaqs, type FaqTypeEdit } from '@guildhall/contract/staff-admin';
import { useFormSubmit } from '../../../components/form-submit';
import { ConfirmBox, EditorForm, RowButton, useListEditor } from '../../../components/list-editor';
import { ListPanel } from '../../../components/list-panel';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { contractResolver, formIssues } from '../../../lib/form';
import { useDeleteFaqType, useSaveFaqType } from '../api/faqs';
import { filledNames, LanguageNameFields, LanguageTags, type Names } from '../../../components/language-names';

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
  const save = useSaveFaqType(gameId);
  const form = useForm<{ names: Names }, unknown, FaqTypeEdit>({
    defaultValues: { names: { ...(type?.names ?? {}) } },
    resolver: contractResolver(FaqTypeEditSchema, ({ names }: { names: Names }) => ({ names: filledNames(names) })),
  });
  const { errors } = form.formState;
  const invalid = formIssues(errors);
  const submit = useFormSubmit(form, (body) => save.mutateAsync({ typeId: type?.id ?? null, body }), {
    saved: t('admin.faqType.saved'),
    onDone,
  });

  return (
    <EditorForm
      level={4}
      heading={type ? t('admin.faqType.editHeading', { id: type.id }) : t('admin.faqType.newHeading')}
      onSubmit={submit}
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
      <LanguageNameFields form={form} idPrefix={id} languages={languages} />
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
    <ListPanel
      level={3}
      className="c-faq-types"
      list={list}
      items={types}
      title={t('admin.faqType.title')}
      newLabel={t('admin.faqType.new')}
      intro={t('admin.faqType.intro')}
      columns={[t('admin.faqType.name'), t('admin.languages'), t('admin.faqType.used')]}
      editor={(type) => <FaqTypeEditor gameId={gameId} type={type} languages={languages} onDone={list.close} />}
      row={(ty) => (
        <>
          <td className="c-col-title">{nameOf(ty)}</td>
          <td>
            <LanguageTags texts={ty.names} />
          </td>
          <td className="c-mono">{used(ty.id)}</td>
          <td>
            <RowButton label={t('admin.faqType.rename')} item={nameOf(ty)} onClick={() => list.edit(ty)} />{' '}
            <RowButton
              danger
              label={t('canned.delete')}
              item={nameOf(ty)}
              onClick={() => askDelete(ty)}
              expanded={list.confirming === ty.id}
            />
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
        </>
      )}
    />
  );
}
