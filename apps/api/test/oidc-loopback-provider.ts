// Tests only: a real OpenID Connect provider (the `oidc-provider` package, a certified
// implementation of the protocol) on 127.0.0.1, and a tiny browser that signs a player in at it
// through its own login and consent pages (devInteractions) and comes back with the answer the
// provider sends to the redirect URI. A client may authenticate as Apple's do, with a client
// secret that is a JWT signed by its own key, which this provider checks as Apple would.
import type { KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWTHeaderParameters,
  type JWTPayload,
} from 'jose';

export interface LoopbackClient {
  client_id: string;
  client_secret?: string;
  token_endpoint_auth_method: 'client_secret_post' | 'client_secret_basic' | 'none';
  /**
   * Sign in with Apple's scheme: the posted `client_secret` must be an ES256 JWT signed by the key
   * whose public half is here, with this `kid`, `iss` the team, `sub` the client id, `aud` the
   * audience, and at most six months between `iat` and `exp`. Otherwise the token endpoint answers
   * 401 invalid_client, as Apple does. (`client_secret_post` clients only.)
   */
  signedSecret?: { publicKey: KeyObject; keyId: string; teamId: string; audience: string };
}

/** A signed client secret the token endpoint accepted, as sent. */
export interface AcceptedClientSecret {
  clientId: string;
  secret: string;
  header: JWTHeaderParameters;
  claims: JWTPayload;
}

export interface LoopbackPerson {
  name: string;
  email: string;
  emailVerified: boolean;
}

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
}

/** What reached the redirect URI: a redirect with a query, or an auto-submitted form (form_post). */
export type CallbackAnswer =
  { kind: 'query'; url: URL } | { kind: 'form_post'; action: string; fields: Record<string, string> };

export interface LoopbackProvider {
  issuer: string;
  metadata: ProviderMetadata;
  /**
   * Replaces the ID token of the next token response by one with `change`d claims, signed with the
   * provider's own key, or with a key of the same id that is not the provider's (`forge`).
   */
  reissueNextIdToken(change: (claims: JWTPayload) => JWTPayload, options?: { forge?: boolean }): void;
  /** Signed client secrets accepted so far, oldest first. */
  acceptedClientSecrets: AcceptedClientSecret[];
  /** Why signed client secrets were refused so far (`signature`, `kid`, `claims`, `lifetime`, `missing`). */
  refusedClientSecrets: { clientId: string; reason: string }[];
  /** Follows an authorization URL as a browser would, signing in as `login` (the subject). */
  authorize(authorizeUrl: string, login: string, jar?: CookieJar): Promise<CallbackAnswer>;
  close(): Promise<void>;
}

/** Cookies by name, which is all the provider's own pages need. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (!value || gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }
}

function decodeHtml(s: string): string {
  return s.replace(
    /&(amp|lt|gt|quot|#39|#x27|#x2F|#47);/gi,
    (_m, e: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", '#x2f': '/', '#47': '/' })[e.toLowerCase()] ??
      '',
  );
}

function parseForm(html: string): { action: string; fields: Record<string, string> } | null {
  const action = /<form[^>]*action="([^"]*)"/i.exec(html)?.[1];
  if (action === undefined) return null;
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"/gi))
    fields[decodeHtml(m[1]!)] = decodeHtml(m[2]!);
  return { action: decodeHtml(action), fields };
}

/** Runs `work` without oidc-provider's development-only warnings, which are expected here. */
async function quietly<T>(work: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    // On a terminal the warning comes wrapped in colour codes.
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

export async function startLoopbackProvider(options: {
  clients: LoopbackClient[];
  redirectUris: string[];
  people?: Record<string, LoopbackPerson>;
}): Promise<LoopbackProvider> {
  const { default: Provider } = await quietly(() => import('oidc-provider'));
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const { privateKey: forgerKey } = await generateKeyPair('RS256');
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'loopback-1', alg: 'RS256', use: 'sig' };

  const person = (sub: string): LoopbackPerson =>
    options.people?.[sub] ?? { name: `Player ${sub}`, email: `${sub}@players.example`, emailVerified: true };

  const configuration = {
    clients: options.clients.map((c) => ({
      ...c,
      redirect_uris: options.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    pkce: { required: () => true },
    // Userinfo answers in the shape of each provider the tests point at this one.
    scopes: ['openid', 'email', 'profile', 'name', 'public_profile', 'users.read', 'tweet.read', 'vkid.personal_info'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      name: ['name'],
      public_profile: ['id', 'name'],
      'users.read': ['data'],
      'vkid.personal_info': ['user'],
    },
    async findAccount(_ctx: unknown, sub: string) {
      const p = person(sub);
      const [first, ...rest] = p.name.split(' ');
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: p.name,
            email: p.email,
            email_verified: p.emailVerified,
            id: sub,
            data: { id: sub, name: p.name, username: sub },
            user: { user_id: sub, first_name: first, last_name: rest.join(' '), email: p.email },
          };
        },
      };
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    clientBasedCORS: () => false,
    async renderError(ctx: { type: string; body: unknown }, out: unknown) {
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const provider = await quietly(() => new Provider(issuer, configuration));
  const acceptedClientSecrets: AcceptedClientSecret[] = [];
  const refusedClientSecrets: { clientId: string; reason: string }[] = [];
  const signedClients = new Map(options.clients.filter((c) => c.signedSecret).map((c) => [c.client_id, c]));

  /** Apple's checks of a signed client secret: null when it passes, else the reason. */
  async function refusal(client: LoopbackClient, secret: string | null): Promise<string | null> {
    const expected = client.signedSecret!;
    if (!secret) return 'missing';
    let header: JWTHeaderParameters;
    let claims: JWTPayload;
    try {
      ({ protectedHeader: header, payload: claims } = await jwtVerify(secret, expected.publicKey, {
        algorithms: ['ES256'],
      }));
    } catch {
      return 'signature';
    }
    if (header.kid !== expected.keyId) return 'kid';
    const now = Math.floor(Date.now() / 1000);
    if (claims.iss !== expected.teamId || claims.sub !== client.client_id || claims.aud !== expected.audience)
      return 'claims';
    const { iat, exp } = claims;
    if (typeof iat !== 'number' || typeof exp !== 'number' || iat > now + 60 || exp <= now || exp - iat > 15_777_000)
      return 'lifetime';
    acceptedClientSecrets.push({ clientId: client.client_id, secret, header, claims });
    return null;
  }

  // Checks a signed client secret before the provider's own client authentication, then hands
  // the provider the form with the client's registered secret in its place.
  provider.use(async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== '/token' || signedClients.size === 0) return next();
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const client = signedClients.get(form.get('client_id') ?? '');
    if (client) {
      const reason = await refusal(client, form.get('client_secret'));
      if (reason) {
        refusedClientSecrets.push({ clientId: client.client_id, reason });
        ctx.status = 401;
        ctx.body = { error: 'invalid_client', error_description: `client secret refused: ${reason}` };
        return;
      }
      form.set('client_secret', client.client_secret ?? '');
    }
    // The body was read here: the provider takes it from req.body (and warns once that it does).
    (ctx.req as http.IncomingMessage & { body?: string }).body = form.toString();
    return quietly(next);
  });

  let nextIdToken: ((idToken: string) => Promise<string>) | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (nextIdToken && ctx.path === '/token' && ctx.status === 200 && typeof body?.id_token === 'string') {
      const rewrite = nextIdToken;
      nextIdToken = null;
      body.id_token = await rewrite(body.id_token);
    }
  });
  handler = provider.callback();

  const metadata = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as ProviderMetadata;
  const origin = new URL(issuer).origin;

  return {
    issuer,
    metadata,
    acceptedClientSecrets,
    refusedClientSecrets,
    reissueNextIdToken(change, options = {}) {
      nextIdToken = (idToken) =>
        new SignJWT(change(decodeJwt(idToken)))
          .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
          .sign(options.forge ? forgerKey : privateKey);
    },
    async authorize(authorizeUrl, login, jar = new CookieJar()) {
      let next = authorizeUrl;
      for (let hop = 0; hop < 16; hop += 1) {
        const url = new URL(next, issuer);
        if (url.origin !== origin) return { kind: 'query', url };
        const res = await fetch(url, { redirect: 'manual', headers: jar.headers() });
        jar.take(res);
        const location = res.headers.get('location');
        if (location) {
          next = location;
          continue;
        }
        const html = await res.text();
        const form = res.status === 200 ? parseForm(html) : null;
        if (!form) throw new Error(`loopback provider answered ${res.status}: ${html.slice(0, 300)}`);
        if (new URL(form.action, issuer).origin !== origin)
          return { kind: 'form_post', action: form.action, fields: form.fields };
        // The provider's own login and consent pages.
        const prompt = form.fields.prompt;
        const fields: Record<string, string> =
          prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? '' };
        const post = await fetch(new URL(form.action, issuer), {
          method: 'POST',
          redirect: 'manual',
          headers: { ...jar.headers(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        });
        jar.take(post);
        const after = post.headers.get('location');
        if (!after)
          throw new Error(`loopback interaction answered ${post.status}: ${(await post.text()).slice(0, 300)}`);
        next = after;
      }
      throw new Error('loopback provider: too many redirects');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
