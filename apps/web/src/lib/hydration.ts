// The server renders the public pages without the tab's storage: the first render in
// the browser must draw what the server drew, or hydration fails. Values kept in session or local
// storage are read through `useHydrated()`: false on the server and while hydrating, true right
// after (React re-renders the component with the client's value), and true at once on a page the
// browser renders alone (a later navigation, or a page the server left to the client).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
