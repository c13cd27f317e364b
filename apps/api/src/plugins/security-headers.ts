// Headers every answer carries, whoever writes it: the route, the error handler, the static file
// server, the not-found handler (through onSend here), and the answers written before Fastify has a
// request (plugins/errors.ts: framework errors and Node's client errors, which call
// securityHeaders themselves). `nosniff` keeps a browser from running a JSON error or an
// attachment as a script or a page. HSTS is sent only on a request that came over TLS: a
// browser ignores it over plain HTTP, and a proxy's word for it counts only with TRUST_PROXY
// (Fastify's request.protocol reads X-Forwarded-Proto only then).
//
// The same hook gives an answer without a cache policy `Cache-Control: no-cache` (API answers,
// errors), and while the server shuts down (ops/shutdown.ts, `app.closing`) `Connection: close`, so
// the client's next request opens a connection the balancer sends to a process that is staying.
// One plain callback hook for all of it: every answer pays for it.
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age in seconds; 0 = not sent. */
  hstsMaxAge: number;
}

export function securityHeaders(options: SecurityHeaderOptions, overTls: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    ...(options.hstsMaxAge > 0 && overTls
      ? { 'strict-transport-security': `max-age=${options.hstsMaxAge}; includeSubDomains` }
      : {}),
  };
}

export const securityHeadersPlugin = fp<SecurityHeaderOptions>(async (app, options) => {
  // Worked out once; a plain callback hook (every answer pays for it).
  const plain = Object.entries(securityHeaders(options, false));
  const overTls = Object.entries(securityHeaders(options, true));
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of request.protocol === 'https' ? overTls : plain) reply.header(name, value);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (app.closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
