import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// `player/<lang>.json?scope=shell|account|support` loads only that scope's sections (the package
// says which): the shell's chunk stays inside the front page's budget.
import { dictionaryScopes } from '@guildhall/locales/dictionary-scopes';

// The API (npm start) serves the built site with the brand injected into the HTML; `npm run dev`
// here proxies the API so the page can fetch its brand from /api/site/boot instead.
/**
 * What pages declare for the server only (app/server-route.ts; `import.meta.env.SSR ? … : undefined`
 * in a page) leaves the browser's build whole: its helpers' module is marked free of side effects,
 * so nothing of it, not even an empty chunk, stays behind once the browser's build drops its callers.
 */
function serverOnlyRouteHelpers(): Plugin {
  return {
    name: 'guildhall-server-only-route-helpers',
    transform(code, id) {
      return id.endsWith('/src/app/server-route.ts') ? { code, moduleSideEffects: false } : undefined;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [dictionaryScopes(), serverOnlyRouteHelpers(), react()],
  // The server renderer (`vite build --ssr src/entry-server.tsx`) carries its own
  // production React and libraries: the API loads one file whatever NODE_ENV it runs under.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    target: 'es2022',
    manifest: true,
    reportCompressedSize: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      // The page's first script (src/page-loader.ts) is an entry of its own: the server names it
      // in the page in place of the app's, and it brings the app once the page is painted.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', loader: 'src/page-loader.ts' } }),
      output: {
        // Everything the entry imports statically is loaded at start anyway: one chunk for it
        // compresses better than the common chunks automatic splitting cuts out of it as soon as
        // a lazy page shares a module (React, TanStack Query, the API client).
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/page-loader.ts') }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
    },
  },
}));
