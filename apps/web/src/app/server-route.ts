// What a server-rendered page declares beside its component (docs/decisions/0030-routes-declare-their-server-render.md):
// `prefetch`, the queries it draws with (through its feature's query options), and `head`, its
// title, description and share card read from those answers. entry-server.tsx runs the prefetch,
// renders once and asks the head; the browser's build leaves both out (PageModule).
import type { QueryClient } from '@tanstack/react-query';
import type { SiteBrand } from '@guildhall/contract/brands';
import type { Area, Language } from '@guildhall/contract/areas';
import type { PageHead } from '@guildhall/contract/server-render';
import type { GameListItem } from '@guildhall/contract/games';
import { allGamesOptions, simpleGamesOptions } from '../features/games/api/get-games';

export interface RouteContext {
  lang: Language;
  area: Area;
  brand: SiteBrand;
  /** The route's path parameters (`:slug`), as the page's useParams() reads them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query values the page reads. */
  search: URLSearchParams;
  /** A text of the page's language (the shell's dictionary). */
  t: (key: string, vars?: Record<string, string | number>) => string;
}

/** Fetches what the page draws with into `client`, before the one render; a failed query stays failed in it. */
export type Prefetch = (client: QueryClient, ctx: RouteContext) => Promise<unknown>;

/** The page's head, from the answers its prefetch left in `client`. */
export type Head = (client: QueryClient, ctx: RouteContext) => PageHead;

/** What a server-rendered page declares; without a head, the page is titled by its route (noindex). */
export interface ServerRoute {
  prefetch?: Prefetch;
  head?: Head;
}

/**
 * What a page module may export beside its `Page`: `server`, written
 * `import.meta.env.SSR ? {…} : undefined` so that the browser's build drops it and what only it
 * uses (the front page's JavaScript budget has no room for code the browser never runs).
 */
export interface PageModule {
  server?: ServerRoute;
}

/** Markdown and whitespace flattened, at most `max` characters (cut at a word). */
export function clip(text: string, max = 160): string {
  const flat = text
    .replace(/[#*_>`[\]()|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The titles of the games the page has (its simple list, else the full one), for a description. */
export function gameTitles(client: QueryClient, { lang, area }: RouteContext): string {
  const games: readonly GameListItem[] =
    client.getQueryData(simpleGamesOptions(lang, area).queryKey) ??
    client.getQueryData(allGamesOptions(lang, area).queryKey) ??
    [];
  return games.map((g) => g.title).join(', ');
}

/** A page titled `heading` under the brand, described by `description` (else by the games it lists). */
export function titled(
  client: QueryClient,
  ctx: RouteContext,
  heading: string,
  share: PageHead['share'],
  description?: string,
): PageHead {
  const titles = gameTitles(client, ctx);
  return {
    heading,
    title: `${heading} | ${ctx.brand.name}`,
    description: clip(description ?? (titles ? `${heading}: ${titles}` : heading)),
    share,
  };
}
