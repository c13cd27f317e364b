// What the server renderer hands the browser beside the HTML: the language it rendered
// in, that language's dictionary, and the answers of the queries the page used, so hydration
// draws the same page without fetching anything again. Written by entry-server.tsx into
// `<script type="application/json" id="gh-ssr">`, read by main.tsx.
import type { RenderState } from '@guildhall/contract/server-render';
import type { Dictionary } from './i18n';

export const SSR_STATE_ID = 'gh-ssr';
export const BOOT_ID = 'gh-boot';

/** The seam's state (packages/contract/src/server-render.ts) with the player dictionary's own type. */
export type SsrState = RenderState<Dictionary>;
