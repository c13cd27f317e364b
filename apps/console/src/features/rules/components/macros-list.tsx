// Macros (admins write them, every agent applies them): a name, a brand or every brand, and the
// actions, a reply's text per language among them. Canned replies became macros (migration 013).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MacroEditSchema, type Macro } from '@guildhall/contract/rules';
import { ConfirmBox, EditorForm, ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';
import { macrosOptions, useDeleteMacro, useSaveMacro } from '../api/macros';
import { fromAction, newAction, toAction } from '../lib/drafts';
import { ACTION_LABEL, ActionsEditor } from './actions-editor';

function MacroEditor({ macro, onDone }: { macro: Macro | null; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const { brands } = useRulesDirectory();
  const save = useSaveMacro();
  const [name, setName] = useState(macro?.name ?? '');
  const [brand, setBrand] = useState<string | null>(macro?.brand ?? null);
  const [actions, setActions] = useState(macro?.actions.map(fromAction) ?? [newAction('reply')]);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    const parsed = MacroEditSchema.safeParse({ brand, name, actions: actions.map(toAction) });
    if (!parsed.success) return setError(t('rules.invalid', { field: parsed.error.issues[0]?.path.join('.') ?? '' }));
    try {
      await save.mutateAsync({ id: macro?.id ?? null, body: parsed.data });
      toast.success(t('macros.saved', { name: parsed.data.name }));
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <EditorForm
      level={2}
      className="c-card c-editor c-rules"
      heading={macro ? t('macros.editHeading', { name: macro.name }) : t('macros.newHeading')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onCancel={onDone}
      pending={save.isPending}
      error={error}
    >
      <div className="c-rules__pair">
        <div className="c-field">
          <label htmlFor={`${id}-name`}>{t('rules.name')}</label>
          <input id={`${id}-name`} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-brand`}>{t('rules.brand')}</label>
          <select id={`${id}-brand`} value={brand ?? ''} onChange={(e) => setBrand(e.target.value || null)}>
            <option value="">{t('rules.allBrands')}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ActionsEditor actions={actions} brand={brand} onChange={setActions} />
    </EditorForm>
  );
}

export function MacrosList() {
  const t = useT();
  const toast = useToast();
  const macros = useQuery(macrosOptions());
  const { brandName } = useRulesDirectory();
  const list = useListEditor<Macro>();
  const remove = useDeleteMacro();

  if (macros.isPending) return <Loading />;
  if (macros.isError) return <LoadError error={macros.error} onRetry={() => void macros.refetch()} />;

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
                <span className="c-rules__buttons">
                  <button type="button" className="c-button c-button--small" onClick={() => list.edit(m)}>
                    {t('rules.edit')}
                  </button>
                  <button type="button" className="c-button c-button--small" onClick={() => list.ask(m.id)}>
                    {t('rules.delete')}
                  </button>
                </span>
                {list.confirming === m.id ? (
                  <ConfirmBox
                    message={t('macros.deleteQuestion', { name: m.name })}
                    confirmLabel={t('rules.delete')}
                    pendingLabel={t('app.deleting')}
                    pending={remove.isPending}
                    onCancel={list.dismiss}
                    onConfirm={() => void del(m)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}
