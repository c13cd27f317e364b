import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (npm start) serves the built site with the brand injected into the HTML; `npm run dev`
// here proxies the API so the page can fetch its brand from /api/site/boot instead.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    reportCompressedSize: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 200,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
    },
  },
});
