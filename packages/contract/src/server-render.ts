// The seam between the API and the player site's server renderer (docs/decisions/0030-routes-declare-their-server-render.md):
// what apps/api/src/plugins/web.ts hands apps/web/src/entry-server.tsx for one page, and what it
// gets back. Types only, so both sides import them from here and never write them twice.
import type { Area, Language } from './areas';
import type { SiteBoot } from './brands';
import type { GameDetail, GameListItem } from './games';

/** The public pages a search engine and a link preview are told about (apps/api/src/modules/site/seo.ts). */
export type SeoPageKind = 'home' | 'allGames' | 'game' | 'download' | 'notice' | 'faq';

/** Answers the API calls a page's queries make (method, URL with query, headers). */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query of the page (only the values pages read; the caller drops the rest). */
  url: string;
  boot: SiteBoot & { apiBase: string };
  lang: Language;
  area: Area;
  fetch: RenderTransport;
  /** Aborts a render that takes longer (ms). */
  timeoutMs?: number;
}

/** What a crawler and a link preview read of a page, declared by its route (its `head`). */
export interface PageHead {
  /** The tab's title: "<page> | <brand>", the brand alone on the front page. */
  title: string;
  /** The page's own title, without the brand (share cards). */
  heading: string;
  description: string;
  /**
   * How the page is shared and indexed (canonical, language links, share card, structured data);
   * null: a page search engines have no use for (a player's own, not found), sent with noindex.
   */
  share: { kind: SeoPageKind; game?: GameDetail | GameListItem } | null;
}

/** What the server hands the browser beside the HTML, for `<script type="application/json" id="gh-ssr">`. */
export interface RenderState<Dict = Record<string, unknown>> {
  lang: Language;
  area: Area;
  /** The dictionary the page was drawn with. */
  dict: Dict;
  /** The answers of the queries the page used, by query key. */
  queries: [readonly unknown[], unknown][];
  /** Every query the page used answered: the browser can take the page over as it is. */
  complete: boolean;
}

export interface RenderResult {
  /** The markup inside <div id="root">. */
  html: string;
  state: RenderState;
  status: 200 | 404;
  head: PageHead;
  /** The page's module as the build's manifest names it (its chunk and CSS go in <head>). */
  module?: string;
  /** Errors the render met (a failed query, a component that threw); the page still renders. */
  errors: unknown[];
}

/** What the renderer module exports: the built apps/web/dist-ssr/entry-server.js, or its source through Vite in development. */
export interface RenderModule {
  render(input: RenderInput): Promise<RenderResult>;
}
