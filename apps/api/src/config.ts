// Settings come from the environment only, validated once at start; a bad value stops the server
// with a message that names the variable, its value's problem and an example.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const hostList = z.string().transform((s) =>
  s
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
);

// ── Social login (modules/social) ───────────────────────────────────────────────────────────────
// OAUTH_<PROVIDER>_<SETTING>, e.g. OAUTH_GOOGLE_CLIENT_ID. A provider is enabled only when its
// CLIENT_ID is set; every endpoint defaults to the real provider's and may point anywhere else
// (tests point them at a loopback OpenID Connect provider).
/** OpenID Connect providers are found by discovery from their issuer; the others are plain OAuth 2.0. */
export const OAUTH_PROVIDER_KINDS = {
  APPLE: 'oidc',
  GOOGLE: 'oidc',
  FACEBOOK: 'oauth2',
  VK: 'oauth2',
  TWITTER: 'oauth2',
} as const;
export type OauthProviderKey = keyof typeof OAUTH_PROVIDER_KINDS;

/** https only, except on the loopback host (development and tests); no credentials or fragment. */
export function isOauthUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  const loopback = u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]';
  return (u.protocol === 'https:' || (u.protocol === 'http:' && loopback)) && !u.username && !u.password && !u.hash;
}

const oauthUrl = (example: string) =>
  z.string().refine(isOauthUrl, {
    message: `must be an https:// URL (http:// only on localhost or 127.0.0.1), for example ${example}`,
  });
const oauthScope = z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, {
  message: 'must be scope names separated by single spaces, for example "openid email profile"',
});
const oauthCommon = (
  p: OauthProviderKey,
  d: { scope: string; tokenAuth: 'client_secret_post' | 'client_secret_basic' },
) => ({
  CLIENT_ID: z.string().max(512).optional(),
  /** Optional for public clients (PKCE only); required where the provider insists on it. */
  CLIENT_SECRET: z.string().max(8192).optional(),
  SCOPE: oauthScope.default(d.scope),
  /** How the client authenticates at the token endpoint. */
  TOKEN_AUTH: z
    .enum(['client_secret_post', 'client_secret_basic'], {
      message: 'must be client_secret_post or client_secret_basic',
    })
    .default(d.tokenAuth),
});
const knownKeys = (p: OauthProviderKey, keys: string[]) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `unknown setting ${(issue.keys ?? []).map((k) => `OAUTH_${p}_${k}`).join(', ')}; known: ${keys.map((k) => `OAUTH_${p}_${k}`).join(', ')}`
      : undefined,
});
const secretRequired =
  (p: OauthProviderKey) =>
  (v: { CLIENT_ID?: string | undefined; CLIENT_SECRET?: string | undefined }, ctx: z.RefinementCtx) => {
    if (v.CLIENT_ID && !v.CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['CLIENT_SECRET'],
        message: `is required when OAUTH_${p}_CLIENT_ID is set`,
      });
  };
function oidcProvider(p: OauthProviderKey, d: { issuer: string; scope: string; secretRequired: boolean }) {
  const shape = {
    ...oauthCommon(p, { scope: d.scope, tokenAuth: 'client_secret_post' }),
    ISSUER: oauthUrl(d.issuer).default(d.issuer),
  };
  const schema = z.strictObject(shape, knownKeys(p, Object.keys(shape)));
  return d.secretRequired ? schema.superRefine(secretRequired(p)) : schema;
}
/** What the server needs to sign Apple's client secret itself (modules/social/apple-secret.ts). */
export interface AppleSigningKey {
  teamId: string;
  keyId: string;
  /** An EC P-256 private key (Apple's .p8), checked at start. */
  privateKey: KeyObject;
}

const APPLE_KEY_SETTINGS = ['TEAM_ID', 'KEY_ID', 'PRIVATE_KEY', 'PRIVATE_KEY_FILE'] as const;
const appleId = (what: string) =>
  z.string().regex(/^[A-Z0-9]{10}$/, {
    message: `must be the 10-character ${what} from your Apple developer account, for example A1B2C3D4E5`,
  });

/** The .p8 key as a KeyObject, or why it is not one; the message never quotes the key. */
function applePrivateKey(pem: string): KeyObject | string {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    return 'must be the PEM text of the .p8 key Apple gave you (-----BEGIN PRIVATE KEY----- …), unencrypted';
  }
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (key.asymmetricKeyType !== 'ec' || curve !== 'prime256v1') {
    return `must be an EC P-256 private key (Apple's .p8 for Sign in with Apple), not ${key.asymmetricKeyType ?? 'unknown'}${curve ? ` ${curve}` : ''}`;
  }
  return key;
}

/**
 * Apple's client secret is an ES256 JWT signed with the team's key. The server signs (and renews)
 * it from TEAM_ID, KEY_ID and PRIVATE_KEY[_FILE]; a CLIENT_SECRET signed by hand still works, but
 * not both at once: which one is in use must never be a guess when Apple login fails.
 */
function appleProvider(d: { issuer: string; scope: string }) {
  const shape = {
    ...oauthCommon('APPLE', { scope: d.scope, tokenAuth: 'client_secret_post' }),
    ISSUER: oauthUrl(d.issuer).default(d.issuer),
    TEAM_ID: appleId('Team ID').optional(),
    KEY_ID: appleId('Key ID').optional(),
    /** The .p8 file's text; env files may write its line breaks as a literal \n. */
    PRIVATE_KEY: z.string().max(16_384).optional(),
    PRIVATE_KEY_FILE: z.string().min(1).max(4096).optional(),
  };
  return z.strictObject(shape, knownKeys('APPLE', Object.keys(shape))).transform((v, ctx) => {
    const { TEAM_ID, KEY_ID, PRIVATE_KEY, PRIVATE_KEY_FILE, ...rest } = v;
    const fail = (setting: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [setting], message });
      return z.NEVER;
    };
    const given = APPLE_KEY_SETTINGS.filter((k) => v[k] !== undefined);
    if (given.length === 0) {
      if (v.CLIENT_ID && !v.CLIENT_SECRET) {
        return fail(
          'CLIENT_ID',
          "needs the key that signs Apple's client secret: OAUTH_APPLE_TEAM_ID, OAUTH_APPLE_KEY_ID and OAUTH_APPLE_PRIVATE_KEY (or OAUTH_APPLE_PRIVATE_KEY_FILE); or a client secret JWT you sign yourself in OAUTH_APPLE_CLIENT_SECRET",
        );
      }
      return { ...rest, SIGNING_KEY: null };
    }
    const names = given.map((k) => `OAUTH_APPLE_${k}`).join(', ');
    if (v.CLIENT_SECRET) {
      return fail(
        'CLIENT_SECRET',
        `set either OAUTH_APPLE_CLIENT_SECRET (a client secret JWT you sign yourself) or the key the server signs it with (${names}), not both`,
      );
    }
    if (PRIVATE_KEY !== undefined && PRIVATE_KEY_FILE !== undefined) {
      return fail('PRIVATE_KEY_FILE', 'set OAUTH_APPLE_PRIVATE_KEY or OAUTH_APPLE_PRIVATE_KEY_FILE, not both');
    }
    const missing = [
      ...(TEAM_ID ? [] : ['TEAM_ID']),
      ...(KEY_ID ? [] : ['KEY_ID']),
      ...(PRIVATE_KEY === undefined && PRIVATE_KEY_FILE === undefined ? ['PRIVATE_KEY'] : []),
    ];
    for (const k of missing)
      fail(
        k,
        `is required${k === 'PRIVATE_KEY' ? ' (or OAUTH_APPLE_PRIVATE_KEY_FILE)' : ''} when ${names} ${given.length > 1 ? 'are' : 'is'} set`,
      );
    if (!TEAM_ID || !KEY_ID || missing.length > 0) return z.NEVER;
    let key: KeyObject | string;
    if (PRIVATE_KEY_FILE !== undefined) {
      let pem: string;
      try {
        pem = fs.readFileSync(PRIVATE_KEY_FILE, 'utf8');
      } catch (err) {
        const code = err && typeof err === 'object' && 'code' in err ? ` (${String(err.code)})` : '';
        return fail('PRIVATE_KEY_FILE', `cannot be read${code}: give the path of the .p8 file, readable by the server`);
      }
      key = applePrivateKey(pem);
      if (typeof key === 'string') return fail('PRIVATE_KEY_FILE', key.replace(/^must be/, 'must hold'));
    } else {
      key = applePrivateKey((PRIVATE_KEY ?? '').replace(/\\n/g, '\n').trim());
      if (typeof key === 'string') return fail('PRIVATE_KEY', key);
    }
    const signingKey: AppleSigningKey = { teamId: TEAM_ID, keyId: KEY_ID, privateKey: key };
    return { ...rest, SIGNING_KEY: signingKey };
  });
}
function oauth2Provider(
  p: OauthProviderKey,
  d: {
    authorize: string;
    token: string;
    userinfo: string;
    scope: string;
    tokenAuth: 'client_secret_post' | 'client_secret_basic';
    secretRequired: boolean;
  },
) {
  const shape = {
    ...oauthCommon(p, d),
    AUTHORIZE_URL: oauthUrl(d.authorize).default(d.authorize),
    TOKEN_URL: oauthUrl(d.token).default(d.token),
    USERINFO_URL: oauthUrl(d.userinfo).default(d.userinfo),
  };
  const schema = z.strictObject(shape, knownKeys(p, Object.keys(shape)));
  return d.secretRequired ? schema.superRefine(secretRequired(p)) : schema;
}
const OauthSchema = z.object({
  GOOGLE: oidcProvider('GOOGLE', {
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    secretRequired: true,
  }),
  APPLE: appleProvider({ issuer: 'https://appleid.apple.com', scope: 'openid name email' }),
  FACEBOOK: oauth2Provider('FACEBOOK', {
    authorize: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scope: 'public_profile email',
    tokenAuth: 'client_secret_post',
    secretRequired: true,
  }),
  // VK ID: a public PKCE client, no secret needed.
  VK: oauth2Provider('VK', {
    authorize: 'https://id.vk.com/authorize',
    token: 'https://id.vk.com/oauth2/auth',
    userinfo: 'https://id.vk.com/oauth2/user_info',
    scope: 'vkid.personal_info email',
    tokenAuth: 'client_secret_post',
    secretRequired: false,
  }),
  // X (Twitter): confidential clients authenticate with HTTP Basic; without a secret, a public client.
  TWITTER: oauth2Provider('TWITTER', {
    authorize: 'https://twitter.com/i/oauth2/authorize',
    token: 'https://api.twitter.com/2/oauth2/token',
    userinfo: 'https://api.twitter.com/2/users/me',
    scope: 'users.read tweet.read',
    tokenAuth: 'client_secret_basic',
    secretRequired: false,
  }),
});
export type OauthSettings = z.infer<typeof OauthSchema>;
// ── end of social login settings ──────────────────────────────────────────────────────────────

/** The S3_* settings: setting any of them needs S3_BUCKET; the two keys come together or not at all (then the AWS SDK's own chain). */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

function isStorageEndpoint(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.hash && !u.search;
  } catch {
    return false;
  }
}

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v) || v.startsWith('sqlite:'), {
        message: 'must start with postgres:// or sqlite: (for example postgres://user@127.0.0.1:5432/guildhall)',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Serve the built web from this folder; empty disables it (API only). server.ts defaults it to apps/web/dist. */
    WEB_DIST: z.string().default(''),
    /**
     * `npm run dev`: render the player site from its sources through Vite (plugins/web-dev.ts, with
     * hot updates) instead of WEB_DIST's build. Vite is a development dependency: refused in production.
     */
    WEB_DEV: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Serve the built staff console from this folder; default: apps/console/dist beside WEB_DIST's app. */
    CONSOLE_DIST: z.string().optional(),
    /** `production` turns SEED_DEMO off by default and refuses to start while a demo password works (server.ts). */
    NODE_ENV: z.string().optional(),
    /** Write the demo into an empty database on start; default true, false when NODE_ENV=production. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** Production hosts per brand, e.g. BRAND_HOSTS_NOVA=www.nova.example,nova.example */
    BRAND_HOSTS: z.record(z.string(), hostList).default({}),
    /** Requests per minute per IP for unknown paths (404). */
    NOT_FOUND_RATE_LIMIT: z.coerce.number().int().positive().default(60),
    /** Client error reports accepted per minute per IP. */
    CLIENT_ERROR_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** smtp://user:pass@host:587 or smtps://…; without it mail goes to DATA_DIR/outbox. */
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), {
        message: 'must start with smtp:// or smtps:// (for example smtp://user:pass@mail.example:587)',
      })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Guildhall <no-reply@guildhall.example>'),
    /** log2 of scrypt's N for new password hashes; 17 is OWASP's recommendation. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
    /** New inquiries a player may file per hour (an abuse guard; a real player files a few). */
    INQUIRY_CREATE_PER_HOUR: z.coerce.number().int().positive().default(20),
    /** Days after an inquiry closed when its attachments' bytes are removed (hourly job, once across nodes); 0 keeps them. */
    ATTACHMENT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
    /** HMAC key of attachments' signed URLs (32+ characters); without it a key is made once in storage. */
    FILE_URL_SECRET: z
      .string()
      .min(32, { message: 'must be at least 32 characters, e.g. the output of `openssl rand -base64 48`' })
      .optional(),
    /** redis://host:6379: rate limits, the signature nonces and the events between processes (lib/events.ts), shared by every API process. */
    REDIS_URL: z
      .string()
      .refine((v) => /^rediss?:\/\//.test(v), {
        message: 'must start with redis:// or rediss:// (for example redis://127.0.0.1:6379)',
      })
      .optional(),
    /** Start of every Redis key and of the events channel, so several deployments can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,32}$/, { message: 'must be 1-32 letters, digits or :_.- (for example gh-staging:)' })
      .default('gh:'),
    /** Bearer token guarding /metrics; without it /metrics is open (keep it on an internal network). */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** On SIGTERM, keep serving this long with /readyz at 503 so balancers move away (ops/shutdown.ts). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    // ── Server timeouts (app.ts): a client that holds a connection without finishing is cut off. ──
    /** Whole request (headers and body) must arrive within this; 408 in the envelope otherwise. Covers a 20 MB upload at ~1 Mbit/s. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
    /** Request headers must arrive within this (slowloris). */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
    /** An idle keep-alive connection is closed after this; above a balancer's idle timeout (60 s on most). */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
    /** A socket with no traffic at all for this long is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    /** Uploads slower than this many bytes per second (averaged over UPLOAD_RATE_WINDOW_MS) are cut off. */
    UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(10_000_000).default(1024),
    /** The window over which an upload's transfer rate is measured (and the grace before the first check). */
    UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /** Strict-Transport-Security max-age in seconds, sent only on requests that came over TLS; 0 = not sent. */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(0),
    /** ClamAV daemon to scan every upload with (tcp://host:3310 or unix:/run/clamav/clamd.ctl); none: no scanning. */
    CLAMAV_URL: z
      .string()
      .refine((v) => /^tcp:\/\/[^/:]+:\d{1,5}\/?$/.test(v) || /^unix:\/.+/.test(v), {
        message: 'must be tcp://host:port or unix:/path/to/clamd.socket (for example tcp://127.0.0.1:3310)',
      })
      .optional(),
    /** Largest image accepted, in pixels (width × height × frames of an animation), read from its header before it is decoded. */
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(40_000_000),
    /** Admins must log in with a second factor (TOTP): one without gets a session that can only set it up. Any staff member may add one while this is false. */
    STAFF_ADMIN_TOTP_REQUIRED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Social login providers, from OAUTH_<PROVIDER>_<SETTING> (see OauthSchema above). */
    OAUTH: OauthSchema,
    // ── Object storage in S3 (lib/s3-storage.ts): with S3_BUCKET, attachments and artwork live in
    // that bucket instead of DATA_DIR; all of these or none (checked below). ──
    /** An S3-compatible server (MinIO, Ceph, R2…); without it, AWS S3 in S3_REGION. */
    S3_ENDPOINT: z
      .string()
      .refine(isStorageEndpoint, {
        message: 'must be an http:// or https:// URL without credentials, for example https://minio.internal:9000',
      })
      .optional(),
    /** Default us-east-1 (see s3Settings); most S3-compatible servers accept any region. */
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, { message: 'must be a region name, for example eu-central-1' })
      .optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message:
          'must be a bucket name (3-63 lowercase letters, digits, dots and hyphens), for example guildhall-files',
      })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().max(256).optional(),
    S3_SECRET_ACCESS_KEY: z.string().max(1024).optional(),
    /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
    /** Prefix of every key, e.g. guildhall/ to share a bucket; under it, attachments/ and media/. */
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, {
        message: 'must be a key prefix of letters, digits and /_.- not starting with / or ., for example guildhall/',
      })
      .refine((v) => !v.includes('..') && !v.includes('//'), { message: 'must not contain .. or //' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.WEB_DEV && v.NODE_ENV === 'production')
      ctx.addIssue({ code: 'custom', path: ['WEB_DEV'], message: 'is for development: not with NODE_ENV=production' });
    // S3 storage is all or nothing: half of it would silently keep files on the local disk.
    const given = S3_SETTINGS.filter((k) => v[k] !== undefined);
    if (given.length === 0) return;
    if (!v.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (S3 storage is all or nothing)`,
      });
      return;
    }
    // The keys come as a pair; without both, the AWS SDK's own chain finds credentials (an
    // instance or task role, AWS_* variables, a profile), so no long-lived key needs to be set.
    const keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    for (const [k, other] of [keys, [keys[1], keys[0]]] as const) {
      if (!v[k] && v[other]) ctx.addIssue({ code: 'custom', path: [k], message: `is required when ${other} is set` });
    }
  });

/** Where attachments and artwork live when S3_BUCKET is set. */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  /** Static keys, or none: then the AWS SDK's default credential chain (e.g. an IAM role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** '' or a prefix ending in '/'. */
  prefix: string;
}

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  /** NODE_ENV=production. */
  production: boolean;
  dataDir: string;
  /** S3 storage settings, or null for the local data folder. */
  s3: S3Settings | null;
};

function s3Settings(v: z.infer<typeof ConfigSchema>): S3Settings | null {
  if (!v.S3_BUCKET) return null;
  return {
    ...(v.S3_ENDPOINT ? { endpoint: v.S3_ENDPOINT } : {}),
    region: v.S3_REGION ?? 'us-east-1',
    bucket: v.S3_BUCKET,
    credentials:
      v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: v.S3_FORCE_PATH_STYLE === 'true',
    prefix: v.S3_PREFIX ? `${v.S3_PREFIX.replace(/\/+$/, '')}/` : '',
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const brandHosts: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^BRAND_HOSTS_([A-Z0-9]+)$/.exec(key);
    if (m?.[1] && value) brandHosts[m[1].toLowerCase()] = value;
  }
  // Social login: OAUTH_<PROVIDER>_<SETTING> gathered per provider, like BRAND_HOSTS_*.
  const oauth = Object.fromEntries(Object.keys(OAUTH_PROVIDER_KINDS).map((p) => [p, {} as Record<string, string>]));
  for (const [key, value] of Object.entries(env)) {
    const m = /^OAUTH_(APPLE|GOOGLE|FACEBOOK|VK|TWITTER)_([A-Z_]+)$/.exec(key);
    if (m?.[1] && m[2] && value) oauth[m[1]]![m[2]] = value;
  }
  const input = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in ConfigSchema.shape && v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse({ ...input, BRAND_HOSTS: brandHosts, OAUTH: oauth });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = i.path.join('_') || '(settings)';
      // (social login edit) Nested OAUTH_* settings are looked up by their full name; secrets and
      // private keys are never echoed (a key file's path is).
      const raw = env[name];
      const value =
        i.path[0] === 'BRAND_HOSTS' || raw === undefined
          ? ''
          : /SECRET|PRIVATE_KEY$/.test(name)
            ? ' (value hidden)'
            : ` (got ${JSON.stringify(raw)})`;
      return `  - ${name}: ${i.message}${value}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee README.md "Configuration".`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  return {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO === undefined ? !production : parsed.data.SEED_DEMO === 'true',
    production,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    s3: s3Settings(parsed.data),
  };
}
