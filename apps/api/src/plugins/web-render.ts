// Server rendering of the player site. The web build's server bundle
// (apps/web/dist-ssr/entry-server.js, `vite build --ssr`) renders a page for a brand, area and
// language; its API calls are answered in-process by `app.inject`, through the same routes,
// schemas and caches as the browser's. Pages are kept rendered per host × language × area ×
// page (the query values pages read) and dropped on every catalogue.changed event, so an edit in
// the console shows on the next request on every node. Each kept page carries its Brotli and
// gzip bodies once asked for, and an ETag.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { RenderModule } from '@guildhall/contract/server-render';

/** The server bundle beside the site's build (apps/web/dist → apps/web/dist-ssr), if built. */
export function ssrEntryFor(distDir: string): string {
  return path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
}

export async function loadSsrModule(distDir: string): Promise<RenderModule | null> {
  const entry = ssrEntryFor(distDir);
  if (!fs.existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<RenderModule>;
  return typeof mod.render === 'function' ? (mod as RenderModule) : null;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** What a page brings beyond the build's index.html: its CSS (inside the page where small) and its own chunks. */
export interface PageAssets {
  /** Stylesheets, so the page is drawn styled and does not move when its script arrives. */
  css: string;
  /** The page's own scripts (its route chunk and what that imports), as /assets/… URLs. */
  modules: string[];
}

/**
 * A page's own chunk and its CSS (Vite's manifest, dist/.vite/manifest.json), without what the
 * app's entry (index.html) already brings.
 */
export function pageAssets(distDir: string): (module: string | undefined) => PageAssets {
  const none: PageAssets = { css: '', modules: [] };
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return () => none;
  }
  const entry = manifest['index.html'] ?? Object.values(manifest).find((c) => c.isEntry);
  const loaded = new Set<string>([...(entry ? [entry.file] : []), ...(entry?.css ?? [])]);
  const memo = new Map<string, PageAssets>();
  return (module) => {
    if (!module || !manifest[module]) return none;
    let assets = memo.get(module);
    if (assets === undefined) {
      const css = new Set<string>();
      const js = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || js.has(chunk.file) || loaded.has(chunk.file)) return;
        js.add(chunk.file);
        for (const file of chunk.css ?? []) if (!loaded.has(file)) css.add(file);
        for (const child of chunk.imports ?? []) visit(child);
      };
      visit(module);
      assets = {
        css: [...css]
          .map((file) => inlineCss(distDir, file) ?? `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join(''),
        modules: [...js].map((file) => `/${file}`),
      };
      memo.set(module, assets);
    }
    return assets;
  };
}

/** The build's page loader (src/page-loader.ts), as /assets/… URL, if the build has one. */
export function pageLoaderOf(distDir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const loader = manifest['src/page-loader.ts'];
    return loader ? `/${loader.file}` : undefined;
  } catch {
    return undefined;
  }
}

const APP_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;

/**
 * The page's scripts. A page whose first paint is a picture (marked elementtiming="picture-first")
 * starts with the page loader, which brings the app and the page's chunks once the picture is on
 * screen, so that a phone's bandwidth goes to the picture first. Any other page loads
 * the app at once, with its chunks as module preloads beside it.
 */
export function pageScripts(
  html: string,
  modules: readonly string[],
  loader: string | undefined,
  pictureFirst: boolean,
): string {
  if (loader && pictureFirst) {
    return html.replace(
      APP_SCRIPT,
      (_tag, app: string) =>
        `<script type="module" crossorigin src="${loader}" data-app="${app}" data-modules="${modules.join(' ')}"></script>`,
    );
  }
  const preloads = modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return preloads ? html.replace('</head>', () => `${preloads}</head>`) : html;
}

/** CSS up to this size goes inside the page: a phone draws it without waiting for another request. */
export const INLINE_CSS_MAX_BYTES = 24 * 1024;

/** A built stylesheet as a <style> element, if it is small enough and refers to nothing by URL. */
export function inlineCss(distDir: string, file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(distDir, file), 'utf8');
  } catch {
    return null;
  }
  // A url() would resolve against the page instead of the stylesheet; such CSS stays a link.
  if (Buffer.byteLength(text) > INLINE_CSS_MAX_BYTES || /url\(|@import/i.test(text) || /<\/style/i.test(text))
    return null;
  return `<style data-href="/${file}">${text}</style>`;
}

/** The build's index.html with its own stylesheets inside it (see inlineCss). */
export function inlineTemplateCss(template: string, distDir: string): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link, file: string) => inlineCss(distDir, file) ?? link,
  );
}

/** Query values the pages read; the rest (tokens, a provider's callback, tracking) never reach a render or a cache key. */
export const RENDERED_QUERY = [
  'id',
  'clientId',
  'choose',
  'spec_lang',
  'domain_area',
  'self_area',
  'platform',
] as const;

export function renderedUrl(pathname: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of RENDERED_QUERY) {
    const value = query.get(name);
    if (value !== null && value.length <= 64) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** An in-process `fetch` for the renderer: the API answers as it would the browser, for this Host. */
export function injectFetch(app: FastifyInstance, host: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = { host };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface RenderedPage {
  status: number;
  body: Buffer;
  etag: string;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
  /** Script sources the CSP allows beyond 'self' (in development, the hashes of Vite's inline scripts). */
  scriptSources?: string[];
}

export function renderedPage(status: number, html: string): RenderedPage {
  const body = Buffer.from(html, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encodings = new Map<string, Promise<Buffer>>();
  return {
    status,
    body,
    etag,
    encoded(encoding) {
      let pending = encodings.get(encoding);
      if (!pending) {
        // Kept pages are compressed once, so harder than the on-the-fly answers (plugins/compression.ts).
        pending =
          encoding === 'br'
            ? brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzip(body, { level: 9 });
        encodings.set(encoding, pending);
      }
      return pending;
    },
  };
}

/** Kept pages, newest last; a miss renders once however many ask at the same time. */
export function pageCache(maxEntries = 1000) {
  const entries = new Map<string, Promise<RenderedPage>>();
  let generation = 0;
  return {
    get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const started = generation;
      const pending = render();
      entries.set(key, pending);
      // A failed render is not kept; nor is one that began before the catalogue changed.
      pending.then(
        () => {
          if (started !== generation && entries.get(key) === pending) entries.delete(key);
        },
        () => {
          if (entries.get(key) === pending) entries.delete(key);
        },
      );
      return pending;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
