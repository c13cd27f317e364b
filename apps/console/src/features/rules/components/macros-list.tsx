// Macros (admins write them, every agent applies them): a name, a brand or every brand, and the
// actions, a reply's text per language among them. Canned replies became macros (migration 013).
import { useId } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { MacroEditSchema, type Macro, type MacroEdit } from '@guildhall/contract/rules';
import { ErrorSummary } from '../../../components/field-error';
import { useFormSubmit } from '../../../components/form-submit';
import { EditorForm, ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { QueryFallback } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { contractResolver, fieldErrorText, fieldId, flatErrors } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';
import { RowActions } from './row-actions';
import { macrosOptions, useDeleteMacro, useSaveMacro } from '../api/macros';
import { fromAction, newAction, toAction } from '../lib/drafts';
import { ACTION_LABEL, actionTarget, ActionsEditor, NameAndBrand, type ActionsValues } from './actions-editor';

/** What the contract reads from the form's values (its paths are the form's paths). */
const macroInput = (v: ActionsValues) => ({
  brand: v.brand || null,
  name: v.name,
  actions: v.actions.map(toAction),
});

function MacroEditor({ macro, onDone }: { macro: Macro | null; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const save = useSaveMacro();
  const { brands, everyBrand = true } = useRulesDirectory();
  const form = useForm<ActionsValues, unknown, MacroEdit>({
    defaultValues: {
      name: macro?.name ?? '',
      // A new one of every brand only for an admin of every brand (as the API allows).
      brand: macro ? (macro.brand ?? '') : everyBrand ? '' : (brands[0]?.id ?? ''),
      actions: macro?.actions.map(fromAction) ?? [newAction('reply')],
    },
    resolver: contractResolver(MacroEditSchema, macroInput),
  });
  const { errors } = form.formState;
  const nameId = fieldId(id, 'name');
  const summary = flatErrors(errors).map(({ path, error }) => {
    const [head, row] = path.split('.');
    const text = fieldErrorText(t, error, get(form.getValues(), path)) ?? '';
    const field =
      head === 'name'
        ? t('rules.name')
        : row !== undefined
          ? t('rules.actionN', { n: Number(row) + 1 })
          : t('rules.actions');
    const target = head === 'name' ? nameId : row !== undefined ? actionTarget(id, path) : fieldId(id, 'actions');
    return { target, text: t('form.about', { field, message: text }) };
  });

  const submit = useFormSubmit(form, (body) => save.mutateAsync({ id: macro?.id ?? null, body }), {
    saved: (_, body) => t('macros.saved', { name: body.name }),
    onDone,
  });

  return (
    <FormProvider {...form}>
      <EditorForm
        level={2}
        className="c-card c-editor c-rules"
        heading={macro ? t('macros.editHeading', { name: macro.name }) : t('macros.newHeading')}
        onSubmit={submit}
        onCancel={onDone}
        pending={save.isPending}
        error={errors.root?.message}
      >
        <NameAndBrand formId={id} />
        <ActionsEditor formId={id} />
        <ErrorSummary items={summary} />
      </EditorForm>
    </FormProvider>
  );
}

export function MacrosList() {
  const t = useT();
  const toast = useToast();
  const macros = useQuery(macrosOptions());
  const { brandName } = useRulesDirectory();
  const list = useListEditor<Macro>();
  const remove = useDeleteMacro();

  if (!macros.isSuccess) return <QueryFallback query={macros} />;

  async function del(m: Macro) {
    list.fail(null);
    try {
      await remove.mutateAsync(m.id);
      toast.success(t('macros.deleted', { name: m.name }));
    } catch (err) {
      list.fail(errorText(t, err));
    }
    list.dismiss();
  }

  return (
    <>
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--primary" onClick={list.create}>
          {t('macros.new')}
        </button>
      </div>
      <ErrorLine message={list.error} />
      {list.editing ? <MacroEditor key={list.item?.id ?? 'new'} macro={list.item} onDone={list.close} /> : null}
      {macros.data.length === 0 ? (
        <p className="c-empty">{t('macros.none')}</p>
      ) : (
        <ListTable caption={t('macros.title')} columns={[t('rules.name'), t('rules.brand'), t('rules.actions')]}>
          {macros.data.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.name}</th>
              <td>{m.brand ? brandName(m.brand) : t('rules.allBrands')}</td>
              <td>{m.actions.map((a) => t(ACTION_LABEL[a.type])).join(', ')}</td>
              <td>
                <RowActions
                  item={m}
                  list={list}
                  question={t('macros.deleteQuestion', { name: m.name })}
                  deleting={remove.isPending}
                  onDelete={() => void del(m)}
                />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}
