// The last cell of a rule's or a macro's row: Edit and Delete, and the question Delete asks; for
// one of every brand, to an admin of some brands only, the reason they cannot change it.
import { ConfirmBox, type ListEditor } from '../../../components/list-editor';
import { useT } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';

export function RowActions<T extends { id: number; brand: string | null }>({
  item,
  list,
  question,
  deleting,
  onDelete,
}: {
  item: T;
  list: ListEditor<T>;
  /** "Delete the rule X?" */
  question: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const t = useT();
  const { everyBrand = true } = useRulesDirectory();
  return (
    <>
      {item.brand === null && !everyBrand ? (
        <span className="c-muted c-small">{t('rules.everyBrandOnly')}</span>
      ) : (
        <span className="c-rules__buttons">
          <button type="button" className="c-button c-button--small" onClick={() => list.edit(item)}>
            {t('rules.edit')}
          </button>
          <button type="button" className="c-button c-button--small" onClick={() => list.ask(item.id)}>
            {t('rules.delete')}
          </button>
        </span>
      )}
      {list.confirming === item.id ? (
        <ConfirmBox
          message={question}
          confirmLabel={t('rules.delete')}
          pendingLabel={t('app.deleting')}
          pending={deleting}
          onCancel={list.dismiss}
          onConfirm={onDelete}
        />
      ) : null}
    </>
  );
}
