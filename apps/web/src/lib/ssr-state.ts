// What the server renderer hands the browser beside the HTML: the language it rendered
// in, that language's dictionary, and the answers of the queries the page used, so hydration
// draws the same page without fetching anything again. Written by entry-server.tsx into
// `<script type="application/json" id="gh-ssr">`, read by main.tsx.
import type { QueryKey } from '@tanstack/react-query';
import type { Area, Language } from '@guildhall/contract/areas';
import type { Dictionary } from './i18n';

export const SSR_STATE_ID = 'gh-ssr';
export const BOOT_ID = 'gh-boot';

export interface SsrState {
  lang: Language;
  area: Area;
  dict: Dictionary;
  queries: [QueryKey, unknown][];
  /** Every query the page used answered: the browser can take the page over as it is. */
  complete: boolean;
}
