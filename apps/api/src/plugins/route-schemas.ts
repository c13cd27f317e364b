// Routes declare their contract: `schema: { params | querystring | body, response }` with zod
// schemas of packages/contract, through fastify-type-provider-zod's types. From that one
// declaration come the checks of every request, the types of the handler's input and answer, and
// the OpenAPI document (plugins/openapi.ts). How to declare a route: docs/architecture.md ("Route
// schemas and the API reference"); why: docs/decisions/0016.
//
// The wire stays as it was when handlers parsed for themselves (lib/validate.ts parseWith):
// - a request part that breaks its schema is a 1001 with `data: [{ field, rule }]` named by the
//   contract's issues.ts, in the player's language (the error handler);
// - and it is answered where the handler used to parse: after the signature, idempotency and any
//   route-level preHandler (Fastify itself validates before all of those), and after the caller's
//   session when the route declares `config.auth` (handlers asked for it before parsing). Fastify
//   records the failure (attachValidation) and the route's handler is wrapped to raise it first.
//
// Answers are not checked in production: they are serialised with JSON.stringify, byte for byte
// what an undeclared route sends. With `checkAnswers` (the API test suite) every answer of a route
// that declares its answer is checked against that schema, and a mismatch fails the test.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '@guildhall/contract/constants';
import { ErrorEnvelopeSchema } from '@guildhall/contract/envelope';
import { checkRequest } from '@guildhall/contract/issues';
import { validationError } from '../lib/validate';

/** Who may call a route; checked before its request schemas, so an anonymous caller gets -600, not 1001. */
export type RouteAuth = 'user' | 'staff' | 'admin' | 'staff-setup';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The caller the route requires: a player's session (`user`), a staff session (`staff`), an
     * admin's (`admin`), or a staff session that may still be setting up its second factor
     * (`staff-setup`). Enforced before the request is checked; the handler reads the session with
     * `request.requireUser()` / `requireStaff()`, which answer the one already resolved.
     */
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    /** Every route as registered (method, URL, schema, config): what the reference is checked against. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
  config: { auth?: RouteAuth; signed?: boolean; idempotent?: boolean };
}

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

function authenticate(request: FastifyRequest, auth: RouteAuth): Promise<unknown> {
  switch (auth) {
    case 'user':
      return request.requireUser();
    case 'staff':
      return request.requireStaff();
    case 'admin':
      return request.requireStaff('admin');
    case 'staff-setup':
      return request.requireStaff(undefined, { allowTotpSetup: true });
  }
}

function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/** The schema a route declares for an answer with this status (exact, then `4xx`, then `default`). */
export function answerSchemaOf(response: unknown, statusCode: number): z.ZodType | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, unknown>;
  const declared = byStatus[statusCode] ?? byStatus[`${Math.floor(statusCode / 100)}xx`] ?? byStatus.default;
  if (isZod(declared)) return declared;
  // `{ content: { 'text/plain': { schema } } }` (an answer that is not JSON)
  const content = (declared as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  const first = content ? Object.values(content)[0]?.schema : undefined;
  return isZod(first) ? first : undefined;
}

export interface RouteSchemasOptions {
  /** Check every declared answer against its schema (the API test suite); off in production. */
  checkAnswers?: boolean;
}

export const routeSchemasPlugin = fp<RouteSchemasOptions>(async (app, { checkAnswers = false }) => {
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    if (!isZod(schema))
      throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a zod schema of the contract`);
    return (data: unknown) => {
      const result = checkRequest(schema, data);
      if (!result.success) return { error: validationError(result.issues) };
      // Headers are checked, never replaced: the parsed object would drop every undeclared one.
      return httpPart === 'headers' ? {} : { value: result.data };
    };
  });
  // Answers go out exactly as an undeclared route's do; their schema is for types, docs and tests.
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));

  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);

  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    const auth = route.config?.auth;
    for (const method of [route.method].flat())
      registered.push({ method, url: route.url, schema, config: route.config ?? {} });
    // Every API answer that is not a success is the error envelope: documented, and checked in tests.
    if (schema?.response && route.url.startsWith(`${API_BASE}/`)) {
      const response = schema.response as Record<string, unknown>;
      response.default ??= ErrorEnvelopeSchema;
    }
    const validates = schema !== undefined && REQUEST_PARTS.some((part) => schema[part] !== undefined);
    if (!validates && !auth) return;
    if (validates) route.attachValidation = true;
    const handler = route.handler as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = (
      auth
        ? async function checked(this: unknown, request: FastifyRequest, reply: FastifyReply) {
            await authenticate(request, auth);
            if (request.validationError) throw request.validationError;
            return handler.call(this, request, reply);
          }
        : function checked(this: unknown, request: FastifyRequest, reply: FastifyReply) {
            if (request.validationError) throw request.validationError;
            return handler.call(this, request, reply);
          }
    ) as RouteHandlerMethod;
  });

  if (checkAnswers) {
    app.addHook('onSend', async (request, reply, payload) => {
      const schema = answerSchemaOf(request.routeOptions.schema?.response, reply.statusCode);
      if (!schema || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      const text = payload.toString();
      const json = /json/.test(String(reply.getHeader('content-type') ?? ''));
      let value: unknown = text;
      if (json) {
        try {
          value = JSON.parse(text);
        } catch {
          value = undefined;
        }
      }
      const result = schema.safeParse(value);
      if (result.success) return payload;
      const problem = `answer of ${request.method} ${request.routeOptions.url} (${reply.statusCode}) does not match its declared schema: ${JSON.stringify(result.error.issues.slice(0, 5))}\n${text.slice(0, 500)}`;
      // Loud in the test run even where the test does not look at the answer.
      console.error(problem);
      throw new Error(problem);
    });
  }
});
