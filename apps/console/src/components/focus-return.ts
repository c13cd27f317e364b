// Focus is never dropped on the page's body when something closes (a confirmation, an editor): it
// goes back to the control that opened it, or, when that went with what was done (a deleted row),
// to the same row's first control, the next row's, the previous row's, the list, then the page's main region.
import { useEffect, useState } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function firstControl(row: Element | null | undefined): HTMLElement | null {
  return row && row.isConnected ? row.querySelector<HTMLElement>(FOCUSABLE) : null;
}

/** Where focus goes when the part that called this closes, from what was focused when it opened. */
export function returnTarget(
  opener: HTMLElement | null,
  row: Element | null,
  next: Element | null,
  previous: Element | null,
  list: HTMLElement | null,
): HTMLElement | null {
  if (opener?.isConnected && !opener.matches(':disabled')) return opener;
  // Last, the page's main region (focusable by script), never the body.
  return (
    firstControl(row) ??
    firstControl(next) ??
    firstControl(previous) ??
    (list?.isConnected ? list : document.getElementById('main'))
  );
}

/** Call in a component that is shown over or under its opener; when it unmounts, focus returns. */
export function useFocusReturn(): void {
  // Read while rendering, before this component's own autofocus moves focus.
  const [from] = useState(() => {
    const opener = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
    const row = opener?.closest('tr, li') ?? null;
    return {
      opener,
      row,
      next: row?.nextElementSibling ?? null,
      previous: row?.previousElementSibling ?? null,
      list: opener?.closest<HTMLElement>('.c-table-wrap, [role="region"], section') ?? null,
    };
  });
  useEffect(
    () => () => {
      // After the closing render has reached the page: only if focus was lost with what closed.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        const target = returnTarget(from.opener, from.row, from.next, from.previous, from.list);
        target?.focus();
        if (target !== from.opener || !from.opener) return;
        // "Delete" closes the question first and takes its row away when the list reloads: if the
        // opener goes then, while it still has focus, focus moves on to the next row.
        const watch = new MutationObserver(() => {
          if (from.opener?.isConnected) return;
          stop();
          if (document.activeElement && document.activeElement !== document.body) return;
          returnTarget(null, from.row, from.next, from.previous, from.list)?.focus();
        });
        const stop = () => {
          watch.disconnect();
          window.clearTimeout(timer);
        };
        const timer = window.setTimeout(stop, 10_000);
        watch.observe(document.body, { childList: true, subtree: true });
      });
    },
    [from],
  );
}
