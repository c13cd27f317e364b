import fs from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Dictionary sections that load with the pages showing them, by scope: the account pages (login,
 * social callback, user center) and the support center. Every other section is the shell's.
 */
const PAGE_SCOPES: Record<string, readonly string[]> = {
  account: ['auth', 'ucenter'],
  support: ['support'],
};
const SCOPED_SECTIONS = new Set(Object.values(PAGE_SCOPES).flat());

/**
 * `locales/<lang>.json?scope=shell|account|support` loads only that scope's sections of the
 * dictionary: the shell's chunk stays inside the front page's budget, the pages' texts come with
 * the pages (lib/i18n.tsx). The files keep every section, so the API, the tests and the locale
 * check read one whole dictionary per language; without this plugin a scoped import is the whole file.
 */
function dictionaryScopes(): Plugin {
  return {
    name: 'guildhall:dictionary-scopes',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || !query || !/[\\/]locales[\\/][\w-]+\.json$/.test(file)) return null;
      const scope = new URLSearchParams(query).get('scope');
      if (scope === null || (scope !== 'shell' && !Object.hasOwn(PAGE_SCOPES, scope))) return null;
      this.addWatchFile(file);
      const dict = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
      const wanted = (section: string) => (scope === 'shell' ? !SCOPED_SECTIONS.has(section) : PAGE_SCOPES[scope]!.includes(section));
      const picked = Object.entries(dict).filter(([section]) => wanted(section));
      return `export default ${JSON.stringify(Object.fromEntries(picked))};`;
    },
  };
}

// The API (npm start) serves the built site with the brand injected into the HTML; `npm run dev`
// here proxies the API so the page can fetch its brand from /api/site/boot instead.
export default defineConfig({
  plugins: [dictionaryScopes(), react()],
  build: {
    target: 'es2022',
    manifest: true,
    reportCompressedSize: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is loaded at start anyway: one chunk for it
        // compresses better than the common chunks automatic splitting cuts out of it as soon as
        // a lazy page shares a module (React, TanStack Query, the API client).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
    },
  },
});
