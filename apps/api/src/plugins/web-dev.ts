// Development only (`npm run dev`, WEB_DEV=true): the player site from its sources through Vite
// in middleware mode, inside this server, rendered on the server as in production. Each request
// loads apps/web/src/entry-server.tsx through Vite (an edited source is picked up on the next
// request) and the browser gets Vite's client with hot module replacement over this server's own
// port. Vite is a development dependency: it is imported here only, when WEB_DEV is set, and
// config.ts refuses WEB_DEV in production (docs/decisions/0030-routes-declare-their-server-render.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RenderModule } from '@guildhall/contract/server-render';

export interface WebDevServer {
  /**
   * The site's index.html as Vite serves it for `url` (with its client script), and the CSP
   * sources of the inline scripts it adds (React's refresh preamble): the page's CSP stays
   * `script-src 'self'` plus exactly those.
   */
  template(url: string): Promise<{ html: string; scriptSources: string[] }>;
  /** The server renderer from its source, as edited last. */
  renderer(): Promise<RenderModule>;
  /** Answers a request for something Vite serves (the sources, its client, prebundled dependencies). */
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
}

/** Paths Vite answers in development: its own (/@vite/client, /@fs/…), the sources, dependencies, public files. */
export function isDevAsset(pathname: string): boolean {
  return /^\/(?:@|src\/|node_modules\/|__)/.test(pathname) || /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/** CSP hash sources ('sha256-…') of the page's inline scripts (JSON blocks are data, not scripts). */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

/** Vite for the web app in `webRoot` (apps/web), its HMR socket on `httpServer`. */
export async function createWebDevServer(webRoot: string, httpServer: Server | null): Promise<WebDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Through Vite's module runner, not a temporary file that `node --watch` would see come and go.
    configLoader: 'runner',
    appType: 'custom',
    clearScreen: false,
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      // Hot updates over this server's own port: the page knows no other.
      ws: httpServer ? { server: httpServer } : false,
    },
  });
  const indexFile = path.join(webRoot, 'index.html');
  return {
    async template(url) {
      const html = await vite.transformIndexHtml(url, await fs.readFile(indexFile, 'utf8'));
      return { html, scriptSources: inlineScriptHashes(html) };
    },
    async renderer() {
      return (await vite.ssrLoadModule('/src/entry-server.tsx')) as RenderModule;
    },
    serve(req, res) {
      return new Promise((resolve, reject) => {
        res.once('close', () => resolve());
        vite.middlewares(req, res, (err?: unknown) => {
          if (err) return reject(err instanceof Error ? err : new Error(String(err)));
          res.statusCode = 404;
          res.end();
          resolve();
        });
      });
    },
    close: () => vite.close(),
  };
}
