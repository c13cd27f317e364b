// Loaded with `node --import` into the real server by scripts/fuzz.ts: writes every route the app
// registers (method, URL, route config) to FUZZ_ROUTES_FILE once the app is ready. Fastify
// announces each instance on the `fastify.initialization` diagnostics channel before any plugin
// is registered, so an onRoute hook added there sees every route, the plugins' included.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';

const file = process.env.FUZZ_ROUTES_FILE;
if (file) {
  diagnostics.subscribe('fastify.initialization', ({ fastify }) => {
    const routes = [];
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          signed: route.config?.signed === true,
          idempotent: route.config?.idempotent === true,
        });
      }
    });
    fastify.addHook('onReady', async () => {
      fs.writeFileSync(file, JSON.stringify(routes));
    });
  });
}
