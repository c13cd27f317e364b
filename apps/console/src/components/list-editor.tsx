// The scaffolding every admin list shares (staff, FAQs, FAQ types, categories, canned replies):
// which item is open in the editor, which one is being asked about, the list's one error line, the
// confirmation asked before anything is taken away, the plain table and the editor's frame. Each
// panel keeps only what is its own: its columns, its fields, its requests.
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { EditorActions } from './editor-actions';
import { useFocusReturn } from './focus-return';
import { TableWrap } from './table-wrap';

/** The state of a list with an editor beside it: `editing` is an item, 'new', or nothing. */
export function useListEditor<T, K = number>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirming, setConfirming] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    editing,
    /** The item open in the editor (null for a new one, or when none is open). */
    item: editing === 'new' ? null : editing,
    confirming,
    error,
    /** Opens the editor on a new item; a question pending on another row is dropped. */
    create() {
      setError(null);
      setConfirming(null);
      setEditing('new');
    },
    edit(item: T) {
      setError(null);
      setConfirming(null);
      setEditing(item);
    },
    close: () => setEditing(null),
    /** Asks about one row (delete, disable…), the answer shown under it. */
    ask(key: K) {
      setError(null);
      setConfirming(key);
    },
    dismiss: () => setConfirming(null),
    fail: (message: string | null) => setError(message),
  };
}

export type ListEditor<T, K = number> = ReturnType<typeof useListEditor<T, K>>;

/** The list's or the editor's one error line, announced when it appears. */
export function ErrorLine({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="c-alert c-alert--error" role="alert">
      {message}
    </p>
  ) : null;
}

/** "Delete X?" with Cancel (focused: the safe answer) and the action, under the row it is about. */
export function ConfirmBox({
  message,
  confirmLabel,
  pendingLabel,
  pending,
  onCancel,
  onConfirm,
  small = true,
}: {
  message: ReactNode;
  confirmLabel: string;
  /** What the action's button says while it runs (e.g. "Deleting…"); its own label otherwise. */
  pendingLabel?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  small?: boolean;
}) {
  const t = useT();
  const id = useId();
  useFocusReturn();
  const size = small ? ' c-button--small' : '';
  return (
    <div className="c-confirm" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{message}</p>
      <div className="c-form-actions">
        <button type="button" className={`c-button${size}`} onClick={onCancel} autoFocus>
          {t('app.cancel')}
        </button>
        <button type="button" className={`c-button${size} c-button--danger`} disabled={pending} onClick={onConfirm}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </div>
  );
}

/** A row's button, named with its item ("Edit: Payments") so that the rows' buttons can be told apart. */
export function RowButton({
  label,
  item,
  onClick,
  danger = false,
  expanded,
  disabled,
}: {
  label: string;
  item: string | number;
  onClick: () => void;
  /** Takes something away (delete, disable): drawn as such. */
  danger?: boolean;
  /** Whether the question it opens under the row is open. */
  expanded?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? 'c-button c-button--small c-button--danger-ghost' : 'c-button c-button--small'}
      onClick={onClick}
      aria-label={`${label}: ${item}`}
      aria-expanded={expanded}
      disabled={disabled}
    >
      {label}
    </button>
  );
}

/** A plain table of items: a hidden caption, the column heads, and a last column for the row's buttons. */
export function ListTable({
  caption,
  columns,
  className = 'c-table c-table--plain',
  children,
}: {
  caption: string;
  columns: ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <TableWrap label={caption}>
      <table className={className}>
        <caption className="c-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">
              <span className="c-visually-hidden">{t('admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}

/** The editor's frame: a card form named by its heading, the fields, its error line, Cancel and Save. */
export function EditorForm({
  heading,
  level = 3,
  className = 'c-card c-editor',
  onSubmit,
  onCancel,
  pending,
  error,
  children,
}: {
  heading: ReactNode;
  level?: 2 | 3 | 4;
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  error: string | null | undefined;
  children: ReactNode;
}) {
  const id = useId();
  useFocusReturn();
  const Heading = `h${level}` as const;
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <Heading id={id} className="c-card__title">
        {heading}
      </Heading>
      {children}
      <ErrorLine message={error} />
      <EditorActions onCancel={onCancel} pending={pending} />
    </form>
  );
}
