import { useEffect, useRef } from 'react';

/**
 * Runs `onChange` when the page's path changes, never on the first render: the page the server
 * drew is being taken over then, and a player may already have scrolled it or tapped the menu
 * while it hydrated (React replays that tap before mount effects run), which a "new page" reset
 * would undo.
 */
export function useRouteChange(pathname: string, onChange: () => void): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onChange();
    // Only the path decides; the callback is read fresh each time it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
