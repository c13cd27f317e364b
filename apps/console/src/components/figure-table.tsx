// A report's table of figures (the reports page, SLA attainment, a field's breakdown): a caption
// for screen readers, the columns that name a row, then the figures' columns, aligned as numbers.
// A row gives its name as a row header (`th scope="row"`) and its figures as `td className="c-num"`.
import type { ReactNode } from 'react';
import { TableWrap } from './table-wrap';

export function FigureTable({
  label,
  caption,
  className = 'c-table c-table--plain c-table--report',
  names,
  figures,
  children,
}: {
  /** The table's scrolling region's name; without it the table is not wrapped (one that always fits). */
  label?: string;
  caption: string;
  className?: string;
  /** The heads of the columns that name a row (the first holds the row header). */
  names: ReactNode[];
  /** The heads of the figures' columns. */
  figures: ReactNode[];
  children: ReactNode;
}) {
  const table = (
    <table className={className}>
      <caption className="c-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {names.map((head, i) => (
            <th key={`name-${i}`} scope="col">
              {head}
            </th>
          ))}
          {figures.map((head, i) => (
            <th key={`figure-${i}`} scope="col" className="c-num">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return label === undefined ? table : <TableWrap label={label}>{table}</TableWrap>;
}
