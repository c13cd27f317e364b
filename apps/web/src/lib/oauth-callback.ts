// The social login callback (`/vkRedirect`, one route for every provider): the provider's answer
// (`code` and `state`, or `error`) is taken out of the address bar at boot, before rendering, and
// kept in memory for the callback page; a single-use code never stays in the history or a Referer.
import { webPaths } from '@guildhall/contract/paths';

export interface OAuthCallback {
  code: string | null;
  state: string | null;
  error: string | null;
}

/** Everything a provider may append to the callback URL. */
const CALLBACK_PARAMS = [
  'code',
  'state',
  'error',
  'error_description',
  'error_uri',
  'scope',
  'iss',
  'authuser',
  'prompt',
  'hd',
  'session_state',
];

let taken: OAuthCallback | null = null;

export function takeOAuthCallback(
  loc: Location = window.location,
  history: History = window.history,
): OAuthCallback | null {
  if (loc.pathname.toLowerCase() !== webPaths.vkRedirect.toLowerCase()) return null;
  const url = new URL(loc.href);
  const q = url.searchParams;
  if (!q.has('code') && !q.has('state') && !q.has('error')) return null;
  taken = { code: q.get('code'), state: q.get('state'), error: q.get('error') };
  for (const name of CALLBACK_PARAMS) q.delete(name);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return taken;
}

/** The callback taken at boot, if any (until forgotten). */
export function readOAuthCallback(): OAuthCallback | null {
  return taken;
}

export function forgetOAuthCallback(): void {
  taken = null;
}
