// The API reference, generated from the routes' declared schemas (plugins/route-schemas.ts):
// the OpenAPI 3.1 document at GET /api/openapi.json and a reference page at GET /api/docs
// (Swagger UI, its files served by this server, under a CSP that allows no other origin).
// Every route under the API base and the operations routes are in it, tagged by area; the
// envelope, the error codes, the request signature and Idempotency-Key are documented once here.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AREAS, LANGUAGES } from '@guildhall/contract/areas';
import { API_BASE, SIGNATURE_MAX_AGE_MS } from '@guildhall/contract/constants';
import { ErrorEnvelopeSchema } from '@guildhall/contract/envelope';
import { ErrorCode, errorHttpStatus } from '@guildhall/contract/errors';
import { STAFF_RATE_LIMITS } from '@guildhall/contract/staff';
import { opsPaths } from '@guildhall/contract/ops';
import { SIGNATURE_HEADERS } from '@guildhall/contract/signature';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const API_DOCS_PATH = `${API_BASE}/docs`;

export const API_AREAS = ['player', 'staff', 'admin', 'ops'] as const;
export type ApiArea = (typeof API_AREAS)[number];

/** The area a route belongs to, or null for what is not API (the sites, the reference itself). */
export function areaOf(url: string): ApiArea | null {
  if ((Object.values(opsPaths) as string[]).includes(url)) return 'ops';
  if (
    !url.startsWith(`${API_BASE}/`) ||
    url === OPENAPI_PATH ||
    url === API_DOCS_PATH ||
    url.startsWith(`${API_DOCS_PATH}/`)
  )
    return null;
  const path = url.slice(API_BASE.length);
  if (path.startsWith('/staff/admin/') || path === '/staff/reports') return 'admin';
  if (path.startsWith('/staff/')) return 'staff';
  return 'player';
}

const codeName = Object.fromEntries(Object.entries(ErrorCode).map(([name, code]) => [code, name]));
const errorCodesTable = [
  '| code | name | HTTP status |',
  '|---|---|---|',
  ...Object.values(ErrorCode)
    .filter((code) => code !== ErrorCode.ok && code !== ErrorCode.okAlt)
    .map((code) => `| ${code} | ${codeName[code]} | ${errorHttpStatus[code] ?? '— (client side only)'} |`),
].join('\n');

const DESCRIPTION = `Every answer of the API is the envelope \`{ code, msg, data }\`: codes 0 and 1 are success
(\`data\` is what each operation documents), any other code is a refusal whose \`msg\` is in the
caller's language (\`spec_lang\`, then the \`gh_lang=<lang>.<area>\` cookie the player site writes
when a language is picked, then Accept-Language, within the area's languages).

A request that breaks its schema is answered 1001 with \`data: [{ field, rule }]\`: \`field\` is the
path of the value (\`(body)\` for the value as a whole), \`rule\` the contract's rule (\`too_short\`,
\`invisible\`, \`mismatch\`…) or zod's check (\`invalid_type\`, \`too_big\`…). A route that needs a
session answers -600 before it looks at the request.

Signed routes carry \`X-Nonce\` (6 letters, unused by this caller within 10 minutes),
\`X-Timestamp\` (milliseconds, within ${SIGNATURE_MAX_AGE_MS / 60_000} minutes of the server's clock) and \`X-Sign\`: the SHA-256 hex of
\`METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\nTOKEN\\nSHA256(BODY)\` (PATH relative to \`${API_BASE}\`, without the
query; TOKEN the Bearer token or empty; BODY the bytes sent, empty for multipart). A missing,
malformed, stale, mismatched or replayed signature is 1010.

Creates that say so honour \`Idempotency-Key\` (8–128 of \`[A-Za-z0-9_-]\`): a retry with the same body
gets the stored answer (header \`idempotent-replayed: true\`), another body 1011, a retry while the
first still runs 1004 with Retry-After.

Every staff change (\`POST\` under \`/staff\` but the login) counts against the caller's limit of
${STAFF_RATE_LIMITS.write.limit} per ${STAFF_RATE_LIMITS.write.windowMs / 1000} seconds; those marked sensitive also against ${STAFF_RATE_LIMITS.sensitive.limit} per
${STAFF_RATE_LIMITS.sensitive.windowMs / 60_000} minutes. Beyond either: 1005 with Retry-After and \`data: [{ field: 'staff', rule }]\`.

## Error codes

${errorCodesTable}`;

const SIGN_HEADERS = {
  [SIGNATURE_HEADERS.nonce]: { type: 'string', pattern: '^[A-Za-z]{6}$', description: 'A fresh nonce of 6 letters.' },
  [SIGNATURE_HEADERS.timestamp]: {
    type: 'string',
    pattern: '^\\d{10,16}$',
    description: 'Milliseconds since the epoch.',
  },
  [SIGNATURE_HEADERS.sign]: {
    type: 'string',
    pattern: '^[0-9a-fA-F]{64}$',
    description: 'SHA-256 hex over the canonical string (see the introduction).',
  },
};
const IDEMPOTENCY_HEADER = {
  [SIGNATURE_HEADERS.idempotencyKey]: {
    type: 'string',
    pattern: '^[\\w-]{8,128}$',
    description: 'Makes a retried create happen once.',
  },
};
const LOCALE_QUERY = {
  spec_lang: { type: 'string', enum: [...LANGUAGES], description: 'Language of the answer, if the area offers it.' },
  domain_area: { type: 'string', enum: [...AREAS], description: "Area of the brand (defaults to the brand's own)." },
};

type JsonObject = Record<string, unknown>;

/** Adds properties to a JSON schema of an object (the headers or the query of an operation). */
function withProperties(schema: unknown, properties: JsonObject, required: string[] = []): JsonObject {
  const base = (schema && typeof schema === 'object' ? schema : { type: 'object' }) as JsonObject;
  return {
    ...base,
    type: 'object',
    properties: { ...(base.properties as JsonObject | undefined), ...properties },
    ...(required.length > 0 || base.required
      ? { required: [...((base.required as string[] | undefined) ?? []), ...required] }
      : {}),
  };
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

type TransformInput = Parameters<typeof zodTransform>[0] & { route: RouteOptions };

/** One route's operation: its zod schemas as JSON Schema, plus area, session, signature and idempotency. */
function transform(input: TransformInput) {
  const area = areaOf(input.url);
  if (!area) return { schema: { hide: true }, url: input.url };
  const { schema, url } = input.schema ? zodTransform(input) : { schema: {}, url: input.url };
  const out = { ...(schema as JsonObject) };
  out.tags ??= [area];
  const config = input.route.config ?? {};
  if (config.auth) out.security = [{ session: [] }];
  if (config.signed) out.headers = withProperties(out.headers, SIGN_HEADERS, Object.keys(SIGN_HEADERS));
  if (config.idempotent) out.headers = withProperties(out.headers, IDEMPOTENCY_HEADER);
  if (config.rateLimit === 'sensitive')
    out.description = [out.description, 'Sensitive: counts against the staff limit of sensitive changes.']
      .filter(Boolean)
      .join('\n\n');
  if (area === 'player' && input.route.method === 'GET')
    out.querystring = withProperties(out.querystring, LOCALE_QUERY);
  return { schema: out, url };
}

const componentsOf = createJsonSchemaTransformObject({});

/** Drops component schemas nothing refers to (the registry yields an input and an output of each). */
function withoutUnused(document: JsonObject): JsonObject {
  const components = document.components as { schemas?: JsonObject } | undefined;
  if (!components?.schemas) return document;
  const { schemas, ...rest } = components;
  const text = JSON.stringify({ ...document, components: rest });
  const used = Object.fromEntries(
    Object.entries(schemas).filter(([id]) => text.includes(`"#/components/schemas/${id}"`)),
  );
  return { ...document, components: { ...rest, schemas: used } };
}

export const openApiPlugin = fp(async (app) => {
  z.globalRegistry.add(ErrorEnvelopeSchema, {
    id: 'ErrorEnvelope',
    description: 'A refusal: `code` is one of the error codes of the introduction.',
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Guildhall API', version: '1', description: DESCRIPTION },
      tags: [
        { name: 'player', description: 'The player sites: games, accounts, support.' },
        { name: 'staff', description: 'The staff console: the queue, replies, canned replies.' },
        { name: 'admin', description: 'The console for admins: the catalogue, staff accounts, reports.' },
        { name: 'ops', description: 'Liveness, readiness and metrics (not enveloped).' },
      ],
      components: {
        securitySchemes: {
          session: {
            type: 'http',
            scheme: 'bearer',
            description: 'A player session (login) or a staff session (staff login), by path.',
          },
        },
      },
    },
    transform: transform as never,
    transformObject: (input) => withoutUnused(componentsOf(input) as JsonObject),
  });
});

/** A page of our own origin only: Swagger UI's script and styles, its logo as a data: image. */
const DOCS_CSP = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** GET /api/openapi.json and the reference page at /api/docs; registered at the root. */
export const apiReferenceRoutes: FastifyPluginAsync = async (app) => {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: DOCS_CSP,
    theme: { title: 'Guildhall API reference' },
    // BaseLayout: no top bar, whose logo is an SVG with an inline <style> the CSP refuses.
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
      supportedSubmitMethods: [],
    },
  });
};
