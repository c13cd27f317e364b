// The staff console: its own bundle under /console/, so nothing of it reaches the player site.
// The API (npm start) serves the build with a CSP nonce (apps/api/src/plugins/console.ts);
// `npm run dev` here proxies the API instead.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    reportCompressedSize: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: their own chunk stays cached across deploys.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
    },
  },
});
