// A table's own scrolling region: a table wider than the screen scrolls sideways inside it, never
// the page. It is named (by the table's caption) and reachable with the keyboard, so the columns
// out of view can be scrolled to with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
import type { ReactNode } from 'react';

export function TableWrap({
  label,
  busy,
  className,
  children,
}: {
  label: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `c-table-wrap ${className}` : 'c-table-wrap'}
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
