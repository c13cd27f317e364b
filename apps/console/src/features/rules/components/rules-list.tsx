// The rules in the order they run: on or off, moved up or down, opened in the editor, deleted
// after a question. New rules run last.
import { useQuery } from '@tanstack/react-query';
import type { Rule, RuleEdit } from '@guildhall/contract/rules';
import { ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { QueryFallback } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';
import { RowActions } from './row-actions';
import { rulesOptions, useDeleteRule, useOrderRules, useSaveRule } from '../api/rules';
import { RuleEditor, TRIGGER_LABEL } from './rule-editor';

const editOf = (r: Rule): RuleEdit => ({
  brand: r.brand,
  name: r.name,
  trigger: r.trigger,
  conditions: r.conditions,
  actions: r.actions,
  enabled: r.enabled,
});

export function RulesList() {
  const t = useT();
  const toast = useToast();
  const rules = useQuery(rulesOptions());
  const { brandName, everyBrand = true } = useRulesDirectory();
  const list = useListEditor<Rule>();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const order = useOrderRules();

  if (!rules.isSuccess) return <QueryFallback query={rules} />;
  const ids = rules.data.map((r) => r.id);

  async function run(task: () => Promise<unknown>, done?: string) {
    list.fail(null);
    try {
      await task();
      if (done) toast.success(done);
    } catch (err) {
      list.fail(errorText(t, err));
    }
  }
  const move = (i: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(i, 1);
    next.splice(i + by, 0, id!);
    void run(() => order.mutateAsync(next));
  };

  return (
    <>
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--primary" onClick={list.create}>
          {t('rules.new')}
        </button>
      </div>
      <ErrorLine message={list.error} />
      {list.editing ? <RuleEditor key={list.item?.id ?? 'new'} rule={list.item} onDone={list.close} /> : null}
      {rules.data.length === 0 ? (
        <p className="c-empty">{t('rules.none')}</p>
      ) : (
        <ListTable
          caption={t('rules.title')}
          columns={[t('rules.order'), t('rules.name'), t('rules.brand'), t('rules.trigger'), t('rules.enabled')]}
        >
          {rules.data.map((r, i) => (
            <tr key={r.id}>
              <td>
                <span className="c-rules__buttons">
                  <button
                    type="button"
                    className="c-button c-button--small"
                    disabled={i === 0 || order.isPending}
                    onClick={() => move(i, -1)}
                    aria-label={t('rules.ruleUp', { name: r.name })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="c-button c-button--small"
                    disabled={i === ids.length - 1 || order.isPending}
                    onClick={() => move(i, 1)}
                    aria-label={t('rules.ruleDown', { name: r.name })}
                  >
                    ↓
                  </button>
                </span>
              </td>
              <th scope="row">{r.name}</th>
              <td>{r.brand ? brandName(r.brand) : t('rules.allBrands')}</td>
              <td>
                {r.trigger.type === 'idle'
                  ? t('rules.triggerIdleN', { minutes: r.trigger.minutes })
                  : t(TRIGGER_LABEL[r.trigger.type])}
              </td>
              <td>
                <label className="c-check">
                  <input
                    type="checkbox"
                    checked={r.enabled}
                    disabled={save.isPending || (r.brand === null && !everyBrand)}
                    onChange={(e) =>
                      void run(
                        () => save.mutateAsync({ id: r.id, body: { ...editOf(r), enabled: e.target.checked } }),
                        t(e.target.checked ? 'rules.turnedOn' : 'rules.turnedOff', { name: r.name }),
                      )
                    }
                  />
                  <span className="c-visually-hidden">{t('rules.enabledFor', { name: r.name })}</span>
                </label>
              </td>
              <td>
                <RowActions
                  item={r}
                  list={list}
                  question={t('rules.deleteQuestion', { name: r.name })}
                  deleting={remove.isPending}
                  onDelete={() =>
                    void run(() => remove.mutateAsync(r.id), t('rules.deleted', { name: r.name })).then(list.dismiss)
                  }
                />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}
