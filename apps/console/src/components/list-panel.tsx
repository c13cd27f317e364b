// An admin list shown as a panel of a page (a game's FAQs, FAQ types, inquiry categories, fields):
// the heading with its New button, a line on what the list holds, the list's error line, the
// editor while one is open, then the table, or a line saying the list is empty. A panel gives only
// what is its own: its texts, its editor, its columns and a row's cells (list-editor.tsx has the parts).
import { Fragment, useId, type ReactNode } from 'react';
import { ErrorLine, ListTable, type ListEditor } from './list-editor';

export function ListPanel<T extends { id: number }>({
  list,
  items,
  title,
  level = 2,
  className = level === 2 ? 'c-card' : undefined,
  newLabel,
  newDisabled,
  intro,
  beforeList,
  empty,
  columns,
  editor,
  row,
  children,
}: {
  list: ListEditor<T>;
  items: readonly T[];
  /** The panel's heading, and the table's caption. */
  title: string;
  /**
   * 2: a card of its own on the page, its New button the page's main action; 3: a group inside
   * another panel's card, under that panel's list.
   */
  level?: 2 | 3;
  className?: string;
  newLabel: string;
  newDisabled?: boolean;
  intro?: string;
  /** Shown above the editor and the list: a filter, or a note on why nothing can be added yet. */
  beforeList?: ReactNode;
  /** The line for an empty list; without it an empty list shows nothing. */
  empty?: string;
  columns: ReactNode[];
  /** The editor for `item`, or for a new one (null); it is made anew for each item opened. */
  editor: (item: T | null) => ReactNode;
  /** A row's cells, its buttons last. */
  row: (item: T) => ReactNode;
  /** Shown after the list (a list of its own nested in this panel). */
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  const content = (
    <>
      <div className="c-card__head">
        <Heading id={id} className="c-card__title">
          {title}
        </Heading>
        <button
          type="button"
          className={level === 2 ? 'c-button c-button--primary c-button--small' : 'c-button c-button--small'}
          onClick={list.create}
          disabled={newDisabled}
        >
          {newLabel}
        </button>
      </div>
      {intro ? <p className="c-muted c-small">{intro}</p> : null}
      {beforeList}
      <ErrorLine message={list.error} />
      {list.editing ? <Fragment key={list.item?.id ?? 'new'}>{editor(list.item)}</Fragment> : null}
      {items.length > 0 ? (
        <ListTable caption={title} columns={columns}>
          {items.map((item) => (
            <tr key={item.id}>{row(item)}</tr>
          ))}
        </ListTable>
      ) : empty ? (
        <p className="c-empty">{empty}</p>
      ) : null}
      {children}
    </>
  );
  return level === 2 ? (
    <section className={className} aria-labelledby={id}>
      {content}
    </section>
  ) : (
    <div className={className} role="group" aria-labelledby={id}>
      {content}
    </div>
  );
}
