// Where to go after a login: `?redirect=` only when it is a path of this site. Anything that could
// leave the origin (`//host`, `/\host`, `https:`, `javascript:`, control characters a browser
// strips before parsing) falls back to home, and so do the login pages themselves (no loop).
import { webPaths } from '@guildhall/contract/paths';

const LOGIN_PAGES = [webPaths.login, webPaths.vkRedirect].map((p) => p.toLowerCase());

/** This page's origin; on the server (no window) any fixed one serves: only paths are kept. */
const here = () => (typeof window === 'undefined' ? 'https://site.invalid' : window.location.origin);

export function safeRedirect(raw: string | null | undefined, origin: string = here()): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return webPaths.home;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return webPaths.home;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return webPaths.home;
  }
  if (url.origin !== new URL(origin).origin) return webPaths.home;
  if (LOGIN_PAGES.includes(url.pathname.toLowerCase())) return webPaths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<here>` for a page that needs a login. */
export function loginHref(from: string): string {
  const target = safeRedirect(from);
  return target === webPaths.home ? webPaths.login : `${webPaths.login}?redirect=${encodeURIComponent(target)}`;
}
