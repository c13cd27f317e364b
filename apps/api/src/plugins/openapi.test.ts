// The contract on every route: the OpenAPI document is valid 3.1, lists every route under the API
// base with its request and answer schemas, documents the envelope, error codes, signature and
// Idempotency-Key; a request that breaks its schema is refused as before (1001 after the
// signature and the session); and the test-mode check of answers catches an answer that is not
// what its route declares.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '@guildhall/contract/constants';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths } from '@guildhall/contract/paths';
import { createTestApp, dialects, host, signedHeaders, type TestApp } from '../../test/helper';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi';

/**
 * Routes allowed to miss their schemas: none since every module was converted. Keep it
 * empty; it existed while modules were converted one by one, and the test fails both for a
 * route missing from the document that is not listed and for a listed route that has its schemas.
 */
const NOT_YET_CONVERTED: readonly string[] = [];

type Operation = {
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isReference = (url: string) =>
  url === OPENAPI_PATH || url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

describe.each(dialects)('API reference (%s)', (dialect) => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      deps: {
        extraApiRoutes: (api) => {
          const typed = api.withTypeProvider<ZodTypeProvider>();
          const answer = { response: { 200: envelopeSchema(z.object({ n: z.number() })) } };
          typed.get('/test/declared-answer', { schema: answer }, async (_request, reply) => reply.ok({ n: 1 }));
          // An answer that breaks its own declaration, as a handler bug would.
          typed.get('/test/wrong-answer', { schema: answer }, async (_request, reply) =>
            reply.send({ code: 0, msg: 'success', data: { n: 'one' } } as never),
          );
        },
      },
    });
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: host('nova') });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every route under the API base with its request and answer schemas (except the listed ones not yet converted)', () => {
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url.startsWith(`${API_BASE}/`) &&
        !isReference(r.url) &&
        !r.url.startsWith(`${API_BASE}/test/`),
    );
    expect(apiRoutes.length).toBeGreaterThan(70);
    const missing: { route: string; problems: string[] }[] = [];
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      const schema = route.schema ?? {};
      const problems: string[] = [];
      if (!operation) problems.push('not in the document');
      // The answer: a declared schema for 200, in the document (JSON, text, or a file's bytes).
      if (!schema.response) problems.push('no answer schema');
      else if (!Object.values(operation?.responses['200']?.content ?? {}).some((c) => c.schema))
        problems.push('no answer in the document');
      // The request: path parameters, and a body for writes unless the route declares none is read.
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (pathParams.length > 0) {
        if (!schema.params) problems.push('path parameters not declared');
        for (const p of pathParams)
          if (!operation?.parameters?.some((q) => q.in === 'path' && q.name === p))
            problems.push(`path parameter ${p} not documented`);
      }
      // A JSON body, or an upload's multipart form.
      if (schema.body && !Object.values(operation?.requestBody?.content ?? {}).some((c) => c.schema))
        problems.push('body not documented');
      if (schema.querystring && !operation?.parameters?.some((q) => q.in === 'query'))
        problems.push('query not documented');
      if (problems.length > 0) missing.push({ route: name, problems });
    }
    // A route missing its schemas that is not on the list, or a listed route that has them now.
    expect(
      missing.filter((m) => !NOT_YET_CONVERTED.includes(m.route)).map((m) => `${m.route}: ${m.problems.join(', ')}`),
    ).toEqual([]);
    expect(NOT_YET_CONVERTED.filter((r) => !missing.some((m) => m.route === r))).toEqual([]);
  });

  it('tags each operation by area and lists the operations routes', () => {
    expect(doc.paths['/api/games/simple']?.get?.tags).toEqual(['player']);
    expect(doc.paths['/api/staff/inquiries']?.get?.tags).toEqual(['staff']);
    expect(doc.paths['/api/staff/admin/games']?.get?.tags).toEqual(['admin']);
    expect(doc.paths['/healthz']?.get?.tags).toEqual(['ops']);
    expect(doc.paths['/metrics']?.get?.responses['200']?.content?.['text/plain']).toBeDefined();
    // The site itself and the reference are not operations.
    expect(
      Object.keys(doc.paths).filter(
        (p) => !p.startsWith(`${API_BASE}/`) && !['/healthz', '/readyz', '/metrics'].includes(p),
      ),
    ).toEqual([]);
    expect(doc.paths[OPENAPI_PATH]).toBeUndefined();
  });

  it('documents the envelope, every error code, the session, the signature and Idempotency-Key', () => {
    for (const code of Object.values(ErrorCode)) {
      if (code !== ErrorCode.ok && code !== ErrorCode.okAlt) expect(doc.info.description).toContain(`| ${code} |`);
    }
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: ['code', 'msg', 'data'] });
    // Every component is one the operations refer to.
    const operations = JSON.stringify(doc.paths);
    expect(
      Object.keys(doc.components.schemas).filter((id) => !operations.includes(`"#/components/schemas/${id}"`)),
    ).toEqual([]);
    const simple = doc.paths['/api/games/simple']!.get!;
    expect(simple.responses.default?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(simple.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      required: ['code', 'msg', 'data'],
    });
    expect(simple.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['platform', 'spec_lang', 'domain_area']),
    );

    const create = doc.paths['/api/inquiries']!.post!;
    const headers = Object.fromEntries(
      (create.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name, p.required ?? false]),
    );
    expect(headers).toEqual({ 'x-nonce': true, 'x-timestamp': true, 'x-sign': true, 'idempotency-key': false });
    expect(create.security).toEqual([{ session: [] }]);
    expect(create.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({ title: expect.anything(), content: expect.anything() }),
    });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    // An anonymous route carries no session requirement; a GET no signature.
    expect(simple.security).toBeUndefined();
    expect(simple.parameters?.some((p) => p.in === 'header')).toBe(false);
  });

  it('keeps the order of refusals: signature, then session, then the request schema', async () => {
    // A bad body without a signature: 1010, as when handlers parsed after the signature hook.
    const path = apiPaths.changePassword;
    const bad = JSON.stringify({ oldPassword: 1 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: { ...host('nova'), 'content-type': 'application/json' },
      payload: bad,
    });
    expect(unsigned.json()).toMatchObject({ code: ErrorCode.badSignature });
    // Signed, a bad body and no session: -600, not 1001.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: { ...host('nova'), ...(await signedHeaders(path, bad)) },
      payload: bad,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.sessionInvalid });
    // Where the session is optional the query comes first: 1001 with the field and the rule.
    const feedback = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${apiPaths.inquiryFeedback}?clientId=x`,
      headers: { ...host('nova'), authorization: 'Bearer nope' },
    });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json()).toMatchObject({
      code: ErrorCode.validation,
      data: [{ field: 'clientId', rule: 'invalid_type' }],
    });
  });

  it('names a body that breaks its schema as parseWith did, in the caller’s language', async () => {
    const path = apiPaths.login;
    const body = JSON.stringify({ guest: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}?spec_lang=ja`,
      headers: { ...host('hanami'), ...(await signedHeaders(path, body)) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    // The guest shape, picked by its `guest` key, names its own field (not `invalid_union`).
    expect(res.json()).toEqual({
      code: ErrorCode.validation,
      msg: expect.any(String),
      data: [{ field: 'guest', rule: 'invalid_value' }],
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: { ...host('nova'), ...(await signedHeaders(path, '')) },
    });
    expect(empty.json()).toMatchObject({
      code: ErrorCode.validation,
      data: [{ field: '(body)', rule: 'invalid_type' }],
    });
  });

  it('checks every answer against its declared schema in the test suite', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `${API_BASE}/test/declared-answer`, headers: host('nova') });
    expect(ok.json()).toEqual({ code: 0, msg: 'success', data: { n: 1 } });
    // The wrong answer is replaced by a 500 and said loudly (console.error, which fails a test).
    const report = vi.mocked(console.error);
    const before = report.getMockImplementation();
    const said: string[] = [];
    report.mockImplementation((...args: unknown[]) => void said.push(args.map(String).join(' ')));
    try {
      const wrong = await t.app.inject({ method: 'GET', url: `${API_BASE}/test/wrong-answer`, headers: host('nova') });
      expect(wrong.statusCode).toBe(500);
      expect(wrong.json()).toMatchObject({ code: ErrorCode.internal });
    } finally {
      report.mockImplementation(before ?? (() => undefined));
    }
    expect(said.join('\n')).toMatch(
      /answer of GET \/api\/test\/wrong-answer \(200\) does not match its declared schema/,
    );
  });

  it('serves the reference page and its files from this server, under a CSP of this origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH, headers: host('nova') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset.startsWith(`${API_DOCS_PATH}/`)).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: asset, headers: host('nova') });
      expect(file.statusCode, asset).toBe(200);
    }
    // Errors under the reference are the envelope, like any other API path.
    const missing = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/static/nothing-here.js`,
      headers: host('nova'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.notFound });
  });
});
