// Whether the visitor asked for less motion (prefers-reduced-motion), kept in step with the
// setting while the page is open. Used by the front page's moving parts (banner-carousel.tsx,
// particle-background.tsx).
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const mql = window.matchMedia(REDUCED_MOTION_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/**
 * `unknown` is the answer where the setting cannot be read (the server's render, a browser
 * without matchMedia): what is safe for the caller, moving or still.
 */
export function useReducedMotion(unknown: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(REDUCED_MOTION_QUERY).matches : unknown),
    () => unknown,
  );
}
