// `npm run fuzz`: every route of the real server, fed requests built from the contract's schemas
// and then broken. Starts apps/api/src/server.ts (SQLite in a temp DATA_DIR, demo data, a stand-in
// web and console build so the pages and static files are served), lists every route it registers
// (scripts/lib/route-list-hook.mjs), logs in a demo player and two demo staff members, and sends
// FUZZ_RUNS requests (default 10,000):
//   - per route: bodies and queries generated with fast-check from the route's zod schema
//     (z.toJSONSchema), valid or mutated (wrong types, huge strings, unicode junk, missing and
//     extra fields, bad JSON, bad Content-Type), bad path parameters, other methods, with or
//     without a valid token and a valid request signature (signed requests reach the handlers);
//     uploads as multipart, well formed or not;
//   - a slice over raw sockets: malformed HTTP (bare LF, two Content-Lengths, CL+TE, NUL, large
//     headers, unknown methods, bodies shorter than their Content-Length…).
// Every answer is checked:
//   - no 5xx;
//   - the envelope {code: number, msg: string, data} (application/json) for every /api answer and
//     every 4xx/5xx anywhere, except where HTTP forbids a body (HEAD, 204, 304) and the site's
//     not-found page (a GET of a page path outside /api, /media, /assets and /console/assets
//     answered 404 with the app shell in text/html, which the browser renders), the API reference
//     and a player's data archive when they succeed (a document and a ZIP);
//   - X-Content-Type-Options: nosniff on every answer;
//   - an answer at all (a dropped connection or a timeout counts as a failure).
// Writes a JSON report to FUZZ_REPORT (checks passed/failed, counts by status, examples of every
// failure) and exits 1 if any check fails or fewer requests than asked were made.
//
// Settings (environment): FUZZ_RUNS (10000), FUZZ_SEED (random; printed, to replay a run),
// FUZZ_CONCURRENCY (12), FUZZ_REPORT (no report file).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { API_BASE } from '@guildhall/contract/constants';
import { apiPaths } from '@guildhall/contract/paths';
import { privacyPaths } from '@guildhall/contract/privacy';
import { staffPaths } from '@guildhall/contract/staff';
import { LANGUAGES } from '@guildhall/contract/areas';
import { NOTICE_SLUGS } from '@guildhall/contract/footers';
import { signRequest } from '@guildhall/contract/signature';
import * as accounts from '@guildhall/contract/accounts';
import * as games from '@guildhall/contract/games';
import * as site from '@guildhall/contract/site';
import * as staff from '@guildhall/contract/staff';
import * as admin from '@guildhall/contract/staff-admin';
import * as rules from '@guildhall/contract/rules';
import * as support from '@guildhall/contract/support';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts';
import { DEMO_STAFF } from '../apps/api/src/db/seed/demo-staff';
import { Resources } from './bench-process';
import { checkLine, exitWith, tallyChecks, type Check } from './lib/checks';
import { wholeNumberFromEnv } from './lib/env';
import { ROOT, startApiNode, type ApiNode } from './lib/nodes';

const RUNS = wholeNumberFromEnv('fuzz', 'FUZZ_RUNS', 10_000, 1);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomBytes(4).readUInt32LE() >>> 1;
const CONCURRENCY = wholeNumberFromEnv('fuzz', 'FUZZ_CONCURRENCY', 12, 1);
const REPORT = process.env.FUZZ_REPORT;
/** Share of the runs sent as raw malformed HTTP over their own sockets. */
const RAW_SHARE = 0.04;
const ANSWER_TIMEOUT_MS = 20_000;
const BRANDS = ['nova', 'ember', 'hanami', 'hoshi', 'lumen', 'tidal'];

// ── The routes' inputs, from the contract ─────────────────────────────────────────────────────────
interface Inputs {
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data with one `file` part (uploads). */
  multipart?: 'attachment' | 'artwork';
}
const api = (p: string) => `${API_BASE}${p}`;
const INPUTS: Record<string, Inputs> = {
  [`GET ${api(apiPaths.gamesSimple)}`]: { query: games.GamesQuerySchema },
  [`GET ${api(apiPaths.gamesAll)}`]: { query: games.GamesQuerySchema },
  [`GET ${api(apiPaths.gamesPrecheck)}`]: { query: games.PrecheckQuerySchema },
  [`POST ${api(apiPaths.clientErrors)}`]: { body: site.ClientErrorReportSchema },
  [`GET ${api(apiPaths.loginConfig)}`]: { query: accounts.LoginConfigQuerySchema },
  [`POST ${api(apiPaths.login)}`]: { body: accounts.LoginRequestSchema },
  [`POST ${api(apiPaths.registerSendCode)}`]: { body: accounts.RegisterSendCodeSchema },
  [`POST ${api(apiPaths.register)}`]: { body: accounts.RegisterSchema },
  [`POST ${api(apiPaths.quickLoginSendCode)}`]: { body: accounts.SendCodeSchema },
  [`POST ${api(apiPaths.quickLogin)}`]: { body: accounts.QuickLoginSchema },
  [`POST ${api(apiPaths.recoverSendCode)}`]: { body: accounts.SendCodeSchema },
  [`POST ${api(apiPaths.recoverPassword)}`]: { body: accounts.RecoverPasswordSchema },
  [`POST ${api(apiPaths.changePassword)}`]: { body: accounts.ChangePasswordSchema },
  [`POST ${api(apiPaths.sendEmailCode)}`]: { body: accounts.SendEmailCodeSchema },
  [`POST ${api(apiPaths.bindEmail)}`]: { body: accounts.BindEmailSchema },
  [`POST ${api(apiPaths.platformSession)}`]: { body: accounts.PlatformSessionSchema },
  [`GET ${api(apiPaths.twitterRedirect)}`]: { query: accounts.SocialFinishSchema },
  [`GET ${api(apiPaths.faqTypes)}`]: { query: support.ClientQuerySchema },
  [`GET ${api(apiPaths.faqs)}`]: { query: support.FaqsQuerySchema },
  [`GET ${api(apiPaths.inquiryTypes)}`]: { query: support.ClientQuerySchema },
  [`GET ${api(apiPaths.gameAreas)}`]: { query: support.ClientQuerySchema },
  [`GET ${api(apiPaths.gameServers)}`]: { query: support.ServersQuerySchema },
  [`GET ${api(apiPaths.gameRoles)}`]: { query: support.RolesQuerySchema },
  [`POST ${api(apiPaths.files)}`]: { multipart: 'attachment' },
  [`POST ${api(apiPaths.inquiries)}`]: { body: support.CreateInquirySchema },
  [`GET ${api(apiPaths.inquiryList)}`]: { query: support.InquiryListQuerySchema },
  [`GET ${api(apiPaths.inquiryDetail)}`]: { query: support.InquiryDetailQuerySchema },
  [`POST ${api(apiPaths.inquiryReply)}`]: { body: support.ReplySchema },
  [`POST ${api(apiPaths.inquiryEnd)}`]: { body: support.InquiryIdSchema },
  [`POST ${api(apiPaths.inquiryScore)}`]: { body: support.ScoreSchema },
  [`GET ${api(apiPaths.inquiryFeedback)}`]: { query: support.FeedbackQuerySchema },
  [`GET ${api(apiPaths.inquiryUnresolved)}`]: { query: support.UnresolvedQuerySchema },
  [`POST ${api(staff.staffPaths.login)}`]: { body: staff.StaffLoginSchema },
  [`POST ${api(staff.staffPaths.totpEnable)}`]: { body: staff.TotpCodeSchema },
  [`GET ${api(staff.staffPaths.queue)}`]: { query: staff.QueueQuerySchema },
  [`POST ${api(staff.staffPaths.reply)}`]: { body: staff.StaffReplySchema },
  [`POST ${api(staff.staffPaths.note)}`]: { body: staff.StaffNoteSchema },
  [`POST ${api(staff.staffPaths.assign)}`]: { body: staff.AssignSchema },
  [`POST ${api(staff.staffPaths.canned)}`]: { body: staff.CannedReplySchema },
  [`POST ${api(staff.staffPaths.cannedOne)}`]: { body: staff.CannedReplySchema },
  [`POST ${api(staff.staffPaths.files)}`]: { multipart: 'attachment' },
  [`POST ${api(admin.adminPaths.brand)}`]: { body: admin.BrandEditSchema },
  [`POST ${api(admin.adminPaths.games)}`]: { body: admin.GameEditSchema },
  [`POST ${api(admin.adminPaths.game)}`]: { body: admin.GameEditSchema },
  [`POST ${api(admin.adminPaths.gameArtwork)}`]: { multipart: 'artwork' },
  [`POST ${api(admin.adminPaths.faqs)}`]: { body: admin.FaqEditSchema },
  [`POST ${api(admin.adminPaths.faq)}`]: { body: admin.FaqEditSchema },
  [`POST ${api(admin.adminPaths.faqTypes)}`]: { body: admin.FaqTypeEditSchema },
  [`POST ${api(admin.adminPaths.faqType)}`]: { body: admin.FaqTypeEditSchema },
  [`POST ${api(admin.adminPaths.categories)}`]: { body: admin.CategoryEditSchema },
  [`POST ${api(admin.adminPaths.category)}`]: { body: admin.CategoryEditSchema },
  [`POST ${api(admin.adminPaths.regions)}`]: { body: admin.RegionsEditSchema },
  [`GET ${api(admin.adminPaths.reports)}`]: { query: admin.ReportQuerySchema },
  [`POST ${api(admin.staffAccountPaths.list)}`]: { body: admin.StaffCreateSchema },
  [`POST ${api(admin.staffAccountPaths.one)}`]: { body: admin.StaffUpdateSchema },
  [`POST ${api(admin.staffAccountPaths.disabled)}`]: { body: admin.StaffDisabledSchema },
  [`POST ${api(admin.staffAccountPaths.password)}`]: { body: admin.StaffPasswordSetSchema },
  [`POST ${api(rules.rulesPaths.rules)}`]: { body: rules.RuleEditSchema },
  [`POST ${api(rules.rulesPaths.rule)}`]: { body: rules.RuleEditSchema },
  [`POST ${api(rules.rulesPaths.ruleDryRun)}`]: { body: rules.RuleEditSchema },
  [`POST ${api(rules.rulesPaths.ruleOrder)}`]: { body: rules.RuleOrderSchema },
  [`GET ${api(rules.rulesPaths.macros)}`]: { query: rules.MacroQuerySchema },
  [`POST ${api(rules.rulesPaths.macros)}`]: { body: rules.MacroEditSchema },
  [`POST ${api(rules.rulesPaths.macro)}`]: { body: rules.MacroEditSchema },
  [`POST ${api(rules.rulesPaths.macroApply)}`]: { body: rules.BulkApplyMacroSchema },
  [`POST ${api(rules.rulesPaths.inquiryMacro)}`]: { body: rules.ApplyMacroSchema },
};

// ── Values from JSON Schema (zod 4's z.toJSONSchema of the contract's schemas) ───────────────────
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Text players type: letters of many scripts, emoji, combining marks. */
const humanText = (minLength: number, maxLength: number) =>
  fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789.,!?-'.split('')) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('한', '글', '日', '本', 'ไ', 'ท', 'ü', 'ß', 'й', 'ع', '😀', '\u0301', '\n'),
      },
    ),
  });

function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueOf(s, depth + 1)));
  if (schema.allOf?.length) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueOf({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, 80));
      if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
      if (schema.pattern) {
        try {
          return fc
            .stringMatching(new RegExp(schema.pattern))
            .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
        } catch {
          // A pattern fast-check cannot invert: plain text, which the server may refuse.
        }
      }
      return humanText(min, max);
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
      const max = Math.min(
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000),
        Math.max(min, 1000) + 50,
      );
      // Small ids hit the demo data; the edges hit the limits.
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min, max: Math.max(min, Math.min(max, min + 40)) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => valueOf(s, depth + 1)));
      const min = schema.minItems ?? 0;
      return fc.array(schema.items ? valueOf(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: min,
        maxLength: Math.max(min, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      if (schema.properties) {
        const shape = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, valueOf(s, depth + 1)]));
        return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
      }
      if (typeof schema.additionalProperties === 'object' && depth < 4) {
        const keys = schema.propertyNames?.enum
          ? fc.constantFrom(...(schema.propertyNames.enum as string[]))
          : fc.string({ minLength: 1, maxLength: 8 });
        return fc.dictionary(keys, valueOf(schema.additionalProperties, depth + 1), { minKeys: 1, maxKeys: 3 });
      }
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ── Mutations ─────────────────────────────────────────────────────────────────────────────────────
/** A string long enough to matter, made only when the request is sent (it may be a megabyte). */
interface Huge {
  huge: number;
  char: string;
}
const huge = (length: number, char = 'x'): Huge => ({ huge: length, char });
const isHuge = (v: unknown): v is Huge => typeof v === 'object' && v !== null && 'huge' in v && 'char' in v;

const junkText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: 8,
  }),
  fc.constantFrom(
    '\u200b\u200b\u200b',
    '\u202e\u0000',
    'a\u0300\u0301\u0302'.repeat(50),
    '\u0000',
    '\ufeff',
    '\r\n',
    '💥'.repeat(100),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${7*7}',
    '../../etc/passwd',
    'null',
    'NaN',
    '-0',
    '1e309',
  ),
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 53,
    -(2 ** 63),
    1e308,
    '',
    '0',
    'true',
    [],
    {},
    [[[]]],
    { $gt: '' },
    { __proto__: { admin: true } },
  ),
  fc.integer(),
  fc.double(),
  junkText,
  fc.constantFrom(huge(10_000), huge(200_000, 'é'), huge(70_000, '\u0301'), huge(1_100_000)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

type Mutation = (value: Record<string, unknown>) => unknown;

/** One way of breaking a generated body or query, chosen by the generator. */
const mutation: fc.Arbitrary<{ name: string; apply: Mutation } | null> = fc.oneof(
  { weight: 5, arbitrary: fc.constant(null) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.nat(), wrongValue).map(([i, v]) => ({
      name: 'wrong value',
      apply: (o: Record<string, unknown>) => {
        const keys = Object.keys(o);
        return keys.length ? { ...o, [keys[i % keys.length]!]: v } : { value: v };
      },
    })),
  },
  {
    weight: 2,
    arbitrary: fc.nat().map((i) => ({
      name: 'missing field',
      apply: (o: Record<string, unknown>) => {
        const keys = Object.keys(o);
        const copy = { ...o };
        if (keys.length) delete copy[keys[i % keys.length]!];
        return copy;
      },
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'toString', 'id', 'userId', 'role'),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([k, v]) => ({
        name: 'extra field',
        apply: (o: Record<string, unknown>) => {
          if (typeof o !== 'object' || o === null || Array.isArray(o)) return o;
          // An own property even for __proto__, so that it is sent as written.
          return Object.defineProperty({ ...o }, k, { value: v, enumerable: true, configurable: true, writable: true });
        },
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(null, [], 'text', 42))
      .map((v) => ({ name: 'other value', apply: () => v })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      name: 'deep nesting',
      apply: () => JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown,
    }),
  },
);

/** Bodies that are not the JSON they claim to be, and JSON under other content types. */
const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'NaN',
    '\ufeff{}',
    '{"a":1}garbage',
    '{"a":"\\ud800"}',
    '{"a":1e99999}',
    '',
    ' ',
    'null',
    '"str"',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '['.repeat(100_000) + ']'.repeat(100_000),
    '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'garbage',
  ';;;',
  'application/json, text/plain',
);

const pathJunk = fc.constantFrom(
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%E0%A4%A',
  '%',
  '%00',
  '-1',
  '0',
  '1.5',
  '1e5',
  'NaN',
  '99999999999999999999',
  'a'.repeat(300),
  '%F0%9F%92%A5',
  '%EF%BF%BF',
  'null',
  '%20',
  '__proto__',
  'constructor',
);

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────
interface Route {
  method: string;
  url: string;
  signed: boolean;
  idempotent: boolean;
}
type Auth = 'none' | 'player' | 'agent' | 'admin' | 'junk';
type Sign = 'valid' | 'none' | 'wrong';
interface FuzzRequest {
  route: string;
  method: string;
  path: string;
  query: Record<string, unknown> | string | null;
  body:
    | { kind: 'json'; value: unknown; contentType: string }
    | { kind: 'raw'; text: string; contentType: string | null }
    | { kind: 'multipart'; variant: number; name: string }
    | null;
  auth: Auth;
  sign: Sign;
  brand: string;
  lang: string;
  idempotencyKey: string | null;
  mutation: string | null;
}

const ALL_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'PURGE',
  'LOCK',
  'MKCOL',
  'REPORT',
  'LINK',
  'NOTIFY',
];

interface Pools {
  media: string[];
  fileIds: string[];
}

function paramValue(name: string, pools: Pools): fc.Arbitrary<string> {
  const ids = fc.integer({ min: 1, max: 40 }).map(String);
  const valid: Record<string, fc.Arbitrary<string>> = {
    slug: fc.constantFrom(...NOTICE_SLUGS),
    brandId: fc.constantFrom(...BRANDS),
    kind: fc.constantFrom(...admin.ARTWORK_KINDS),
    fileId: pools.fileIds.length ? fc.constantFrom(...pools.fileIds) : fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    '*': fc.constantFrom(
      '',
      'x',
      'games',
      'GamesDetails',
      'download',
      'notice/privacy',
      'SupportCenter/faq',
      'index.html',
      'app-1.js',
      'site.webmanifest',
      'no/such/page',
      ...pools.media.map((m) => m.replace(/^\/media\//, '')),
    ),
  };
  return fc.oneof({ weight: 4, arbitrary: valid[name] ?? ids }, { weight: 1, arbitrary: pathJunk });
}

function fillPath(url: string, pools: Pools): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  if (names.length === 0) return fc.constant(url);
  return fc.tuple(...names.map((n) => paramValue(n, pools))).map((values) => {
    let i = 0;
    return url.replace(/:(\w+)|\*/g, () => {
      const v = values[i++]!;
      // Valid values are encoded; junk goes as written (it may be a broken encoding on purpose).
      return /^[\w.%*/-]*$/.test(v) ? v : encodeURIComponent(v);
    });
  });
}

function requestsFor(route: Route, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const inputs = INPUTS[`${route.method} ${route.url}`] ?? {};
  const isApi = route.url.startsWith(`${API_BASE}/`);
  const isStaff = route.url.startsWith(`${API_BASE}/staff`);
  const querySchema = inputs.query ? jsonSchemaOf(inputs.query) : null;
  const bodySchema = inputs.body ? jsonSchemaOf(inputs.body) : null;
  const standardQuery = fc.record(
    {
      spec_lang: fc.constantFrom(...LANGUAGES, 'xx', ''),
      domain_area: fc.constantFrom('kr', 'jp', 'sea', 'eru', 'zz'),
    },
    { requiredKeys: [] },
  );

  const query: fc.Arbitrary<Record<string, unknown> | string | null> = fc.oneof(
    {
      weight: 3,
      arbitrary: querySchema
        ? fc
            .tuple(valueOf(querySchema), mutation)
            .map(([v, m]) => (m ? m.apply(v as Record<string, unknown>) : v) as Record<string, unknown>)
        : fc.constant(null),
    },
    { weight: 1, arbitrary: standardQuery },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a=%zz',
        'a[b]=1&a[c]=2',
        'x=' + '%E0%A4%A',
        '&&&=&=',
        'a=1&a=2&a=3',
        'q=' + 'y'.repeat(3000),
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
        'page=-1&pageSize=1000000',
        'clientId=abc&inquiryId=1e400',
      ),
    },
  );
  const jsonBody = bodySchema
    ? fc
        .tuple(valueOf(bodySchema), mutation, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
        .map(([v, m, contentType]) => ({
          body: { kind: 'json' as const, value: m ? m.apply(v as Record<string, unknown>) : v, contentType },
          mutation: m?.name ?? null,
        }))
    : fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.constant('application/json')).map(([value, contentType]) => ({
        body: { kind: 'json' as const, value, contentType },
        mutation: 'no schema',
      }));
  const raw = fc
    .tuple(rawBody, fc.option(contentTypes, { nil: null }))
    .map(([text, contentType]) => ({ body: { kind: 'raw' as const, text, contentType }, mutation: 'raw body' }));
  const wrongType = fc
    .tuple(bodySchema ? valueOf(bodySchema) : fc.jsonValue(), contentTypes)
    .map(([v, contentType]) => ({
      body: { kind: 'raw' as const, text: JSON.stringify(v) ?? '', contentType },
      mutation: 'content type',
    }));
  const multipart = fc
    .tuple(
      fc.nat(MULTIPART_VARIANTS - 1),
      fc.constantFrom(
        'a.png',
        'shot.jpg',
        'clip.mp4',
        'notes.txt',
        'x.exe',
        '../../evil.png',
        'ｆｕｌｌ.png',
        'a'.repeat(300) + '.png',
        '',
      ),
    )
    .map(([variant, name]) => ({
      body: { kind: 'multipart' as const, variant, name },
      mutation: variant === 0 ? null : `multipart ${variant}`,
    }));
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body: fc.Arbitrary<{ body: FuzzRequest['body']; mutation: string | null }> = inputs.multipart
    ? fc.oneof({ weight: 6, arbitrary: multipart }, { weight: 1, arbitrary: jsonBody }, { weight: 1, arbitrary: raw })
    : takesBody
      ? fc.oneof(
          { weight: 6, arbitrary: jsonBody },
          { weight: 2, arbitrary: raw },
          { weight: 1, arbitrary: wrongType },
          { weight: 1, arbitrary: fc.constant({ body: null, mutation: 'no body' }) },
        )
      : fc.oneof({ weight: 9, arbitrary: fc.constant({ body: null, mutation: null }) }, { weight: 1, arbitrary: raw });

  const auth: fc.Arbitrary<Auth> = isStaff
    ? fc.constantFrom<Auth>('admin', 'admin', 'admin', 'agent', 'agent', 'none', 'player', 'junk')
    : isApi
      ? fc.constantFrom<Auth>('player', 'player', 'player', 'none', 'none', 'agent', 'junk')
      : fc.constantFrom<Auth>('none', 'none', 'player');
  const sign: fc.Arbitrary<Sign> = route.signed
    ? fc.constantFrom<Sign>('valid', 'valid', 'valid', 'valid', 'none', 'wrong')
    : fc.constantFrom<Sign>('none', 'none', 'none', 'valid', 'wrong');
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom(...ALL_METHODS) },
  );

  return fc
    .record({
      method,
      path: fillPath(route.url, pools),
      query,
      body,
      auth,
      sign,
      brand: fc.constantFrom(...BRANDS, 'unknown-brand', ''),
      lang: fc.constantFrom(...LANGUAGES, 'xx-YY', '*', ''),
      idempotencyKey: route.idempotent
        ? fc.option(
            fc.oneof(
              fc.stringMatching(/^[A-Za-z0-9-]{8,40}$/),
              fc.constantFrom('reused-key-000001', 'reused-key-000002', 'x', 'k'.repeat(300)),
            ),
            { nil: null },
          )
        : fc.constant(null),
    })
    .map((r) => ({ route: `${route.method} ${route.url}`, ...r, body: r.body.body, mutation: r.body.mutation }));
}

// ── Multipart bodies ──────────────────────────────────────────────────────────────────────────────
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e6c2b40000000049454e44ae426082',
  'hex',
);
const MULTIPART_VARIANTS = 8;
function multipartBody(variant: number, name: string): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const part = (field: string, filename: string, content: Buffer, type = 'image/png') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  switch (variant) {
    case 0: // a real PNG, or whatever the name says
      return { body: Buffer.concat([part('file', name || 'a.png', PNG), end]), contentType };
    case 1: // content that does not match the extension
      return { body: Buffer.concat([part('file', 'a.png', Buffer.from('MZ this is not a png')), end]), contentType };
    case 2: // no closing boundary
      return { body: part('file', 'a.png', PNG), contentType };
    case 3: // an empty file
      return { body: Buffer.concat([part('file', 'a.png', Buffer.alloc(0)), end]), contentType };
    case 4: // the wrong field, and two files
      return {
        body: Buffer.concat([part('other', 'a.png', PNG), part('file', 'b.png', PNG), part('file', 'c.png', PNG), end]),
        contentType,
      };
    case 5: // a boundary the body does not use
      return {
        body: Buffer.concat([part('file', 'a.png', PNG), end]),
        contentType: 'multipart/form-data; boundary=nope',
      };
    case 6: // no boundary at all
      return { body: Buffer.concat([part('file', 'a.png', PNG), end]), contentType: 'multipart/form-data' };
    default: // garbage part headers
      return {
        body: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name\r\n\x00\x01\r\n\r\n${'z'.repeat(100)}\r\n--${boundary}--\r\n`,
        ),
        contentType,
      };
  }
}

// ── Raw malformed HTTP ────────────────────────────────────────────────────────────────────────────
interface RawCase {
  name: string;
  data: (host: string, path: string) => string;
  /** End the client's side after sending (a client that gave up on its body). */
  halfClose?: boolean;
}
const RAW_CASES: RawCase[] = [
  { name: 'bare LF', data: (h, p) => `GET ${p} HTTP/1.1\nHost: ${h}\n\n` },
  {
    name: 'two Content-Lengths',
    data: (h, p) => `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  },
  {
    name: 'Content-Length and Transfer-Encoding',
    data: (h, p) =>
      `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  },
  { name: 'NUL in a header', data: (h, p) => `GET ${p} HTTP/1.1\r\nHost: ${h}\r\nX-A: a\0b\r\n\r\n` },
  { name: 'large headers', data: (h, p) => `GET ${p} HTTP/1.1\r\nHost: ${h}\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n` },
  { name: 'URL too long', data: (h) => `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${h}\r\n\r\n` },
  { name: 'unknown method', data: (h, p) => `FOO ${p} HTTP/1.1\r\nHost: ${h}\r\n\r\n` },
  { name: 'lower-case method', data: (h, p) => `get ${p} HTTP/1.1\r\nHost: ${h}\r\n\r\n` },
  { name: 'CONNECT', data: (h) => `CONNECT ${h} HTTP/1.1\r\nHost: ${h}\r\n\r\n` },
  {
    name: 'bad chunk size',
    data: (h, p) =>
      `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  },
  {
    name: 'bad Transfer-Encoding',
    data: (h, p) => `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: gzip, chunked, identity\r\n\r\n0\r\n\r\n`,
  },
  { name: 'negative Content-Length', data: (h, p) => `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: -1\r\n\r\n` },
  { name: 'header without colon', data: (h, p) => `GET ${p} HTTP/1.1\r\nHost: ${h}\r\nNoColonHere\r\n\r\n` },
  { name: 'space before colon', data: (h, p) => `GET ${p} HTTP/1.1\r\nHost : ${h}\r\n\r\n` },
  { name: 'obsolete line folding', data: (h, p) => `GET ${p} HTTP/1.1\r\nHost: ${h}\r\nX-A: a\r\n  b\r\n\r\n` },
  { name: 'bad version', data: (h, p) => `GET ${p} HTTP/9.9\r\nHost: ${h}\r\n\r\n` },
  { name: 'no version', data: (_h, p) => `GET ${p}\r\n\r\n` },
  { name: 'control character in URL', data: (h) => `GET /api/x\x01y HTTP/1.1\r\nHost: ${h}\r\n\r\n` },
  { name: 'not HTTP', data: () => `\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 hello\r\n\r\n` },
  {
    name: 'JSON body shorter than its Content-Length',
    halfClose: true,
    data: (h, p) =>
      `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"a":`,
  },
  {
    name: 'multipart body shorter than its Content-Length',
    halfClose: true,
    data: (h) =>
      `POST ${API_BASE}${apiPaths.files} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: multipart/form-data; boundary=xx\r\nContent-Length: 5000\r\n\r\n--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
  },
  {
    name: 'garbage after a whole request',
    data: (h, p) => `GET ${p} HTTP/1.1\r\nHost: ${h}\r\n\r\n{"not":"a request"}\r\n\r\n`,
  },
  {
    name: 'chunked body cut short',
    halfClose: true,
    data: (h, p) =>
      `POST ${p} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n10\r\n{"a":`,
  },
];

// ── Sending and checking ──────────────────────────────────────────────────────────────────────────
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Outcome {
  answer: Answer | null;
  error?: string;
}

function materialize(value: unknown, depth = 0): unknown {
  // Huge strings sit near the top; deeply nested values go as they are.
  if (depth > 8) return value;
  if (isHuge(value)) return value.char.repeat(value.huge);
  if (Array.isArray(value)) return value.map((v) => materialize(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialize(v, depth + 1)]));
  return value;
}

function queryString(query: FuzzRequest['query']): string {
  if (query === null) return '';
  if (typeof query === 'string') return `?${query}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(materialize(query) as Record<string, unknown>)) {
    if (Array.isArray(v))
      for (const item of v) params.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    else params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function send(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    // Node's client sends a GET, HEAD or DELETE body without a length unless told one; the server
    // then reads those bytes as the next request on the kept-alive socket and its refusal arrives
    // as the answer to whatever this agent sends next on it. A client states the length.
    const lengthKnown = Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h));
    if (body && !lengthKnown) headers = { ...headers, 'content-length': String(body.length) };
    let req: http.ClientRequest;
    try {
      req = http.request(
        { host: '127.0.0.1', port, method, path: target, headers, agent, timeout: ANSWER_TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            done({
              answer: {
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              },
            }),
          );
          res.on('error', (err) => done({ answer: null, error: `response: ${err.message}` }));
        },
      );
    } catch (err) {
      // The client refused to send it (a character Node does not put in a request line): not a request.
      return done({ answer: null, error: `not sent: ${(err as Error).message}` });
    }
    req.on('timeout', () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    req.on('error', (err) => done({ answer: null, error: err.message }));
    req.end(body ?? undefined);
  });
}

function sendRaw(port: number, data: string, halfClose: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      halfClose ? socket.end(data, 'latin1') : socket.write(data, 'latin1'),
    );
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), ANSWER_TIMEOUT_MS);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1)
        return resolve({
          answer: null,
          error: text ? `not HTTP: ${JSON.stringify(text.slice(0, 80))}` : 'closed without an answer',
        });
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      // The first answer only (a pipelined one may follow it).
      const rest = Buffer.from(text.slice(split + 4));
      const length = Number(headers['content-length']);
      const body = (Number.isFinite(length) ? rest.subarray(0, length) : rest).toString('utf8');
      resolve({ answer: { status: Number(statusLine?.split(' ')[1]), headers, body } });
    });
  });
}

function isEnvelope(answer: Answer): boolean {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const body = JSON.parse(answer.body) as unknown;
    return (
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      typeof (body as { code?: unknown }).code === 'number' &&
      typeof (body as { msg?: unknown }).msg === 'string' &&
      'data' in body
    );
  } catch {
    return false;
  }
}

/** Which answers must be the envelope (see the header of this file). */
function mustBeEnvelope(method: string, target: string, answer: Answer): boolean {
  if (method === 'HEAD' || answer.status === 204 || answer.status === 304 || answer.status < 200) return false;
  const pathname = target.split('?')[0] ?? '';
  // The API reference (the OpenAPI document and its page) answers documents, not envelopes, when
  // it succeeds; its refusals are envelopes like every other /api answer.
  const reference =
    pathname === `${API_BASE}/openapi.json` ||
    pathname === `${API_BASE}/docs` ||
    pathname.startsWith(`${API_BASE}/docs/`);
  // A player's data archive is a ZIP when it succeeds, for the player or an admin.
  const archive =
    pathname === `${API_BASE}${privacyPaths.exportData}` ||
    new RegExp(`^${API_BASE}${staffPaths.playerExport.replace(':inquiryId', '[^/]+')}$`).test(pathname);
  if (reference || archive) return answer.status >= 400;
  if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) return true;
  if (answer.status < 400) return false;
  const sitePage = !/^\/(api|media|assets|console\/assets)(\/|$)/.test(pathname);
  const notFoundPage =
    sitePage &&
    method === 'GET' &&
    answer.status === 404 &&
    String(answer.headers['content-type'] ?? '').startsWith('text/html');
  return !notFoundPage;
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────────
interface Example {
  request: string;
  status: number | null;
  body?: string;
  error?: string;
  mutation?: string | null;
}

function fakeBuilds(resources: Resources): { web: string; console: string } {
  const root = resources.tempDir('guildhall-fuzz-builds-');
  const web = path.join(root, 'web');
  const consoleDist = path.join(root, 'console');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
  const webTemplate = fs
    .readFileSync(path.join(ROOT, 'apps/web/index.html'), 'utf8')
    .replace(
      /<script type="module" src="[^"]*"><\/script>/,
      '<script type="module" crossorigin src="/assets/app-1.js"></script>',
    );
  fs.writeFileSync(path.join(web, 'index.html'), webTemplate);
  fs.writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  // A file at the root of the build (robots.txt and sitemap.xml are the API's own routes now).
  fs.writeFileSync(path.join(web, 'site.webmanifest'), '{"name":"Guildhall"}\n');
  // The real server renderer beside the stand-in build, when built: fuzzed page paths and queries
  // are rendered with it, so a query it cannot take would show here as a 5xx.
  const ssr = path.join(ROOT, 'apps/web/dist-ssr');
  if (fs.existsSync(path.join(ssr, 'entry-server.js')))
    fs.cpSync(ssr, path.join(root, 'dist-ssr'), { recursive: true });
  const consoleTemplate = fs
    .readFileSync(path.join(ROOT, 'apps/console/index.html'), 'utf8')
    .replace(
      /<script type="module" src="[^"]*"><\/script>/,
      '<script type="module" crossorigin src="/console/assets/con-1.js"></script>',
    );
  fs.writeFileSync(path.join(consoleDist, 'index.html'), consoleTemplate);
  fs.writeFileSync(path.join(consoleDist, 'assets', 'con-1.js'), 'console.log(2)');
  return { web, console: consoleDist };
}

async function main(): Promise<number> {
  const started = performance.now();
  const resources = new Resources();
  const checks: Check[] = [];
  const report: Record<string, unknown> = { seed: SEED, runs: RUNS };
  process.on('SIGINT', () => void resources.releaseAll().then(() => process.exit(130)));
  try {
    const builds = fakeBuilds(resources);
    const routesFile = path.join(resources.tempDir('guildhall-fuzz-routes-'), 'routes.json');
    const node: ApiNode = await startApiNode(resources, {
      name: 'fuzzed server',
      nodeArgs: ['--import', path.join(ROOT, 'scripts/lib/route-list-hook.mjs')],
      env: {
        FUZZ_ROUTES_FILE: routesFile,
        WEB_DIST: builds.web,
        CONSOLE_DIST: builds.console,
        LOG_LEVEL: 'error',
        PASSWORD_HASH_COST: '14',
        // Every request comes from its own address (X-Forwarded-For), so per-IP limits stay out
        // of the way of reaching the handlers; the limits themselves are envelopes too.
        TRUST_PROXY: 'true',
        NOT_FOUND_RATE_LIMIT: '100000',
        CLIENT_ERROR_RATE_LIMIT: '100000',
        INQUIRY_CREATE_PER_HOUR: '100000',
      },
    });
    const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as Route[];
    const unmapped = routes
      .filter((r) => r.url.startsWith(`${API_BASE}/`) && r.method === 'POST' && !INPUTS[`${r.method} ${r.url}`])
      .map((r) => `${r.method} ${r.url}`);
    report.routes = routes.length;
    report.routesWithoutSchema = unmapped;
    console.log(
      `fuzz: ${routes.length} routes on ${node.origin} (seed ${SEED}); ${RUNS} requests, ${CONCURRENCY} at a time`,
    );

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const someIp = () => `10.${randomBytes(3).join('.')}`;
    const jsonPost = async (p: string, body: unknown, token: string | null = null) => {
      const text = JSON.stringify(body);
      const headers = {
        host: 'nova.localhost',
        'content-type': 'application/json',
        'x-forwarded-for': someIp(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(await signRequest({ method: 'POST', path: p, body: text, token })),
      };
      return send(agent, node.port, 'POST', `${API_BASE}${p}`, headers, Buffer.from(text));
    };
    const tokenOf = (o: Outcome) => {
      try {
        return (JSON.parse(o.answer?.body ?? '') as { data?: { token?: string } }).data?.token ?? null;
      } catch {
        return null;
      }
    };
    const player = DEMO_ACCOUNTS[0]!;
    const agentStaff = DEMO_STAFF.find((s) => s.role === 'agent')!;
    const adminStaff = DEMO_STAFF.find((s) => s.role === 'admin')!;
    const logins: Record<Exclude<Auth, 'none' | 'junk'>, () => Promise<string | null>> = {
      player: async () =>
        tokenOf(await jsonPost(apiPaths.login, { account: player.account, password: player.password })),
      agent: async () =>
        tokenOf(await jsonPost(staff.staffPaths.login, { email: agentStaff.email, password: agentStaff.password })),
      admin: async () =>
        tokenOf(await jsonPost(staff.staffPaths.login, { email: adminStaff.email, password: adminStaff.password })),
    };
    const tokens: Record<string, string | null> = {
      player: await logins.player(),
      agent: await logins.agent(),
      admin: await logins.admin(),
    };
    for (const [who, token] of Object.entries(tokens))
      checks.push({ name: `the demo ${who} logs in`, ok: token !== null });
    let relogins = 0;

    // Real ids for path parameters: artwork and an uploaded attachment.
    const gamesAnswer = await send(
      agent,
      node.port,
      'GET',
      `${API_BASE}${apiPaths.gamesSimple}`,
      { host: 'nova.localhost' },
      null,
    );
    const media = [...(gamesAnswer.answer?.body ?? '').matchAll(/"(\/media\/[^"]+)"/g)].map((m) => m[1]!).slice(0, 10);
    const pools: Pools = { media, fileIds: [] };
    if (tokens.player) {
      const { body, contentType } = multipartBody(0, 'a.png');
      const headers = {
        host: 'nova.localhost',
        'content-type': contentType,
        authorization: `Bearer ${tokens.player}`,
        'x-forwarded-for': someIp(),
        ...(await signRequest({ method: 'POST', path: apiPaths.files, body: '', token: tokens.player })),
      };
      const uploaded = await send(agent, node.port, 'POST', `${API_BASE}${apiPaths.files}`, headers, body);
      const id =
        /"id":"([^"]+)"/.exec(uploaded.answer?.body ?? '')?.[1] ??
        /"fileId":"([^"]+)"/.exec(uploaded.answer?.body ?? '')?.[1];
      if (id) pools.fileIds.push(id);
    }

    // The requests: every route gets its share, the rest is spread by fast-check.
    const generationStarted = performance.now();
    const rawCount = Math.round(RUNS * RAW_SHARE);
    const httpCount = RUNS - rawCount;
    const arbitraries = routes.map((r) => requestsFor(r, pools));
    const perRoute = Math.floor(httpCount / routes.length);
    const generated: FuzzRequest[] = [];
    arbitraries.forEach((a, i) => generated.push(...fc.sample(a, { numRuns: perRoute, seed: SEED + i })));
    generated.push(...fc.sample(fc.oneof(...arbitraries), { numRuns: httpCount - generated.length, seed: SEED - 1 }));
    // A few generated requests cannot be put on the wire at all (Node's client refuses, say, a
    // header it cannot encode); each is replaced by one of these, so the run still sends RUNS.
    const spares = fc.sample(fc.oneof(...arbitraries), {
      numRuns: Math.max(20, Math.ceil(httpCount / 100)),
      seed: SEED - 2,
    });
    const brandPaths = routes.filter((r) => !r.url.includes(':') && !r.url.includes('*')).map((r) => r.url);
    const raws = fc.sample(
      fc.tuple(fc.constantFrom(...RAW_CASES), fc.constantFrom(...BRANDS), fc.constantFrom(...brandPaths)),
      { numRuns: rawCount, seed: SEED + 7 },
    );

    report.generationSeconds = Number(((performance.now() - generationStarted) / 1000).toFixed(1));
    const byStatus: Record<string, number> = {};
    const perRouteCount: Record<string, number> = {};
    let sent = 0;
    let fiveXX = 0;
    let nonEnvelope = 0;
    let noNosniff = 0;
    let noAnswer = 0;
    let notSent = 0;
    const examples: Record<string, Example[]> = { fiveXX: [], nonEnvelope: [], noNosniff: [], noAnswer: [] };
    const keep = (kind: string, e: Example) => {
      if (examples[kind]!.length < 25) examples[kind]!.push(e);
    };
    const judge = (what: string, method: string, target: string, outcome: Outcome, mutation: string | null) => {
      sent += 1;
      const a = outcome.answer;
      if (!a) {
        noAnswer += 1;
        byStatus['none'] = (byStatus['none'] ?? 0) + 1;
        keep('noAnswer', { request: what, status: null, error: outcome.error ?? '', mutation });
        return;
      }
      byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      const example = { request: what, status: a.status, body: a.body.slice(0, 300), mutation };
      if (a.status >= 500) {
        fiveXX += 1;
        keep('fiveXX', example);
      }
      if (mustBeEnvelope(method, target, a) && !isEnvelope(a)) {
        nonEnvelope += 1;
        keep('nonEnvelope', example);
      }
      if (a.headers['x-content-type-options'] !== 'nosniff') {
        noNosniff += 1;
        keep('noNosniff', example);
      }
    };

    async function fire(r: FuzzRequest): Promise<void> {
      const target = `${r.path}${queryString(r.query)}`;
      const headers: Record<string, string> = { 'x-forwarded-for': someIp() };
      if (r.brand) headers.host = `${r.brand}.localhost:${node.port}`;
      if (r.lang) headers['accept-language'] = r.lang;
      let payload: Buffer | null = null;
      let signedBody = '';
      if (r.body?.kind === 'json') {
        signedBody = JSON.stringify(materialize(r.body.value)) ?? '';
        payload = Buffer.from(signedBody);
        headers['content-type'] = r.body.contentType;
      } else if (r.body?.kind === 'raw') {
        signedBody = r.body.text;
        payload = Buffer.from(r.body.text);
        if (r.body.contentType) headers['content-type'] = r.body.contentType;
      } else if (r.body?.kind === 'multipart') {
        const m = multipartBody(r.body.variant, r.body.name);
        payload = m.body;
        headers['content-type'] = m.contentType;
      }
      const token =
        r.auth === 'junk'
          ? 'junk.' + randomBytes(20).toString('base64url')
          : r.auth === 'none'
            ? null
            : (tokens[r.auth] ?? null);
      if (token) headers.authorization = `Bearer ${token}`;
      if (r.sign !== 'none' && target.startsWith(`${API_BASE}/`)) {
        const signature = await signRequest({
          method: r.method,
          path: r.path.slice(API_BASE.length),
          body: signedBody,
          token,
        });
        if (r.sign === 'wrong')
          signature['x-sign'] = signature['x-sign']!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
        Object.assign(headers, signature);
      }
      if (r.idempotencyKey) headers['idempotency-key'] = r.idempotencyKey;
      // Node's client frames a GET or HEAD body with no length at all (the bytes would be read as
      // a next request): say it, as any client that sends one must.
      if (payload) headers['content-length'] = String(payload.length);
      const outcome = await send(agent, node.port, r.method, target, headers, payload);
      if (outcome.error?.startsWith('not sent')) {
        notSent += 1;
        const spare = spares.pop();
        if (spare) await fire(spare);
        return;
      }
      perRouteCount[r.route] = (perRouteCount[r.route] ?? 0) + 1;
      judge(
        `${r.method} ${target.slice(0, 200)} [${r.auth}, sign ${r.sign}${r.body ? `, ${r.body.kind}` : ''}]`,
        r.method,
        target,
        outcome,
        r.mutation,
      );
      // A fuzzed call may end the session it used (logout, password change): log in again.
      const who = r.auth;
      if (
        token &&
        who !== 'junk' &&
        who !== 'none' &&
        outcome.answer?.status === 401 &&
        /"code":-600/.test(outcome.answer.body) &&
        tokens[who] === token
      ) {
        tokens[who] = null;
        tokens[who] = await logins[who]();
        relogins += 1;
      }
    }

    const queue: (() => Promise<void>)[] = [
      ...generated.map((r) => () => fire(r)),
      ...raws.map(([c, brand, p]) => async () => {
        const outcome = await sendRaw(node.port, c.data(`${brand}.localhost`, p), c.halfClose === true);
        perRouteCount[`raw: ${c.name}`] = (perRouteCount[`raw: ${c.name}`] ?? 0) + 1;
        judge(`raw: ${c.name} (${p})`, 'RAW', p, outcome, 'raw socket');
      }),
    ];
    // Raw cases spread through the run, not all at its end.
    for (let i = queue.length - 1; i > 0; i -= 1) {
      const j = (SEED + i * 7919) % (i + 1);
      [queue[i], queue[j]] = [queue[j]!, queue[i]!];
    }
    const fuzzStarted = performance.now();
    let next = 0;
    const progress = setInterval(() => console.log(`fuzz: ${sent} / ${queue.length}`), 10_000);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) await queue[next++]!();
      }),
    );
    clearInterval(progress);
    agent.destroy();
    const fuzzSeconds = (performance.now() - fuzzStarted) / 1000;

    const missedRoutes = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !perRouteCount[k]);
    checks.push({
      name: `at least ${RUNS} requests answered or refused (${sent} sent, ${notSent} not sendable)`,
      ok: sent >= RUNS,
      detail: `${sent}`,
    });
    checks.push({ name: 'no 5xx answer', ok: fiveXX === 0, detail: String(fiveXX) });
    checks.push({
      name: 'every answer that must be the envelope is one',
      ok: nonEnvelope === 0,
      detail: String(nonEnvelope),
    });
    checks.push({ name: 'nosniff on every answer', ok: noNosniff === 0, detail: String(noNosniff) });
    checks.push({ name: 'every request answered (no drop, no timeout)', ok: noAnswer === 0, detail: String(noAnswer) });
    checks.push({ name: 'every route requested', ok: missedRoutes.length === 0, detail: missedRoutes.join(', ') });
    Object.assign(report, {
      requests: sent,
      rawSocketRequests: raws.length,
      notSendable: notSent,
      fiveXX,
      nonEnvelope,
      missingNosniff: noNosniff,
      noAnswer,
      byStatus,
      relogins,
      requestsPerSecond: Math.round(sent / fuzzSeconds),
      fuzzSeconds: Number(fuzzSeconds.toFixed(1)),
      perRoute: perRouteCount,
      examples,
    });
    if (fiveXX > 0) report.serverLog = node.child.output().slice(-8000);
  } catch (err) {
    checks.push({ name: 'set-up', ok: false, detail: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  } finally {
    await resources.releaseAll();
  }

  // Printed at the end, the failures' details shortened (the report keeps them whole).
  for (const c of checks) console.log(checkLine({ ...c, detail: c.ok ? '' : c.detail?.slice(0, 400) }));
  const { passed, failed, seconds, exitCode } = tallyChecks(checks, {
    startedAt: started,
    reportFile: REPORT,
    figures: report,
  });
  const r = report as { requests?: number; fiveXX?: number; nonEnvelope?: number; fuzzSeconds?: number };
  console.log(
    `\nfuzz: ${r.requests ?? 0} requests, ${r.fiveXX ?? '?'} 5xx, ${r.nonEnvelope ?? '?'} not in the envelope (${r.fuzzSeconds ?? '?'} s of requests, ${seconds} s in all, seed ${SEED}); ${passed} passed, ${failed} failed`,
  );
  return exitCode;
}

exitWith(main);
