// The OAuth 2.0 / OpenID Connect client side: authorization URLs with PKCE, the code exchange,
// ID token verification against the issuer's JWKS, and userinfo. Every failure is a
// SocialLoginError whose details are safe to log: a step name, an HTTP status and at most a short
// error code — never a code, token, secret, state or a provider's free-text description.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { isOauthUrl } from '../../config';
import type { OAuth2Provider, OidcProvider, ProviderSettings, SocialProfile } from './providers';

export const PROVIDER_TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60_000;
const MAX_RESPONSE_BYTES = 1_000_000;
/** Asymmetric signatures only: an ID token signed with `none` or a shared secret is refused. */
const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

export type SocialStep =
  'state' | 'authorize' | 'discovery' | 'token' | 'id_token' | 'userinfo' | 'profile' | 'unexpected';

export class SocialLoginError extends Error {
  override name = 'SocialLoginError';
  constructor(
    readonly step: SocialStep,
    readonly detail: { status?: number; error?: string } = {},
  ) {
    super(`social login failed at ${step}`);
  }
}

/** A provider's error code is logged only when it looks like one (`invalid_grant`), never free text. */
export function safeErrorCode(v: unknown): string | undefined {
  return typeof v === 'string' && /^[\w.-]{1,64}$/.test(v) ? v : undefined;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

type Json = Record<string, unknown>;

async function callJson(
  step: SocialStep,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: URLSearchParams } = {},
): Promise<Json> {
  let res: Response;
  let raw: string;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      ...(init.body ? { body: init.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_RESPONSE_BYTES)
      throw new SocialLoginError(step, { status: res.status, error: 'response_too_large' });
    raw = await res.text();
  } catch (err) {
    if (err instanceof SocialLoginError) throw err;
    throw new SocialLoginError(step, {
      error: err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable',
    });
  }
  let body: unknown;
  try {
    body = raw.length > MAX_RESPONSE_BYTES ? undefined : JSON.parse(raw);
  } catch {
    body = undefined;
  }
  const json = body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : undefined;
  if (!res.ok) {
    const error = safeErrorCode(json?.error);
    throw new SocialLoginError(step, { status: res.status, ...(error ? { error } : {}) });
  }
  if (!json) throw new SocialLoginError(step, { status: res.status, error: 'not_json_object' });
  return json;
}

interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v : null;
}

/** `email_verified` is a boolean in most ID tokens and the string "true" in Apple's. */
function isTrue(v: unknown): boolean {
  return v === true || v === 'true';
}

/** Google's ID tokens may carry `iss` without the scheme (its documentation says both occur). */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/** Form encoding of client credentials before HTTP Basic (RFC 6749 section 2.3.1). */
function formEncode(s: string): string {
  return encodeURIComponent(s).replace(/%20/g, '+');
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
  /** Extra token request parameters (VK ID's `device_id`). */
  extra?: Record<string, string>;
}

/** One per application: caches discovery documents and key sets per issuer. */
export function createSocialProtocol() {
  const discovered = new Map<string, { at: number; metadata: Promise<OidcMetadata> }>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async function fetchMetadata(issuer: string): Promise<OidcMetadata> {
    const doc = await callJson('discovery', `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    const endpoints = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
    // The document must be the issuer's own (OpenID Connect Discovery 1.0, section 4.3).
    if (doc.issuer !== issuer) throw new SocialLoginError('discovery', { error: 'issuer_mismatch' });
    for (const name of endpoints) {
      const v = doc[name];
      if (typeof v !== 'string' || !isOauthUrl(v)) throw new SocialLoginError('discovery', { error: `bad_${name}` });
    }
    const userinfo =
      typeof doc.userinfo_endpoint === 'string' && isOauthUrl(doc.userinfo_endpoint)
        ? doc.userinfo_endpoint
        : undefined;
    return {
      issuer,
      authorization_endpoint: doc.authorization_endpoint as string,
      token_endpoint: doc.token_endpoint as string,
      jwks_uri: doc.jwks_uri as string,
      ...(userinfo ? { userinfo_endpoint: userinfo } : {}),
    };
  }

  function metadata(issuer: string): Promise<OidcMetadata> {
    const cached = discovered.get(issuer);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.metadata;
    const promise = fetchMetadata(issuer);
    discovered.set(issuer, { at: Date.now(), metadata: promise });
    // A failed discovery is retried on the next login, not remembered for an hour.
    promise.catch(() => {
      if (discovered.get(issuer)?.metadata === promise) discovered.delete(issuer);
    });
    return promise;
  }

  function keySet(jwksUri: string) {
    let set = keySets.get(jwksUri);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUri), {
        timeoutDuration: PROVIDER_TIMEOUT_MS,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      });
      keySets.set(jwksUri, set);
    }
    return set;
  }

  async function exchangeCode(
    p: ProviderSettings,
    tokenUrl: string,
    x: CodeExchange,
  ): Promise<Json & { access_token: string }> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: x.code,
      redirect_uri: x.redirectUri,
      code_verifier: x.codeVerifier,
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const secret = p.clientSecret?.() ?? null;
    if (secret && p.tokenAuth === 'client_secret_basic') {
      headers.authorization = `Basic ${Buffer.from(`${formEncode(p.clientId)}:${formEncode(secret)}`).toString('base64')}`;
    } else {
      body.set('client_id', p.clientId);
      if (secret) body.set('client_secret', secret);
    }
    for (const [k, v] of Object.entries(x.extra ?? {})) body.set(k, v);
    const token = await callJson('token', tokenUrl, { method: 'POST', headers, body });
    if (typeof token.access_token !== 'string' || !token.access_token)
      throw new SocialLoginError('token', { error: 'no_access_token' });
    if (token.token_type !== undefined && String(token.token_type).toLowerCase() !== 'bearer') {
      throw new SocialLoginError('token', { error: 'unsupported_token_type' });
    }
    return token as Json & { access_token: string };
  }

  async function verifyIdToken(
    p: OidcProvider,
    meta: OidcMetadata,
    idToken: unknown,
    nonce: string,
  ): Promise<JWTPayload & { sub: string }> {
    if (typeof idToken !== 'string') throw new SocialLoginError('id_token', { error: 'missing' });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet(meta.jwks_uri), {
        issuer: acceptedIssuers(p.issuer),
        audience: p.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'iat', 'exp'],
        clockTolerance: 60,
      }));
    } catch (err) {
      // jose's error codes (ERR_JWT_EXPIRED, ERR_JWS_SIGNATURE_VERIFICATION_FAILED, …) are safe to log.
      const code = err && typeof err === 'object' && 'code' in err ? safeErrorCode(err.code) : undefined;
      throw new SocialLoginError('id_token', { error: code ?? 'invalid' });
    }
    if (payload.nonce !== nonce) throw new SocialLoginError('id_token', { error: 'nonce_mismatch' });
    // With several audiences, the token must have been issued to us (OpenID Connect Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== p.clientId)
      throw new SocialLoginError('id_token', { error: 'azp_mismatch' });
    if (typeof payload.sub !== 'string' || !payload.sub)
      throw new SocialLoginError('id_token', { error: 'no_subject' });
    return payload as JWTPayload & { sub: string };
  }

  async function finishOidc(p: OidcProvider, x: CodeExchange): Promise<SocialProfile> {
    const meta = await metadata(p.issuer);
    const token = await exchangeCode(p, meta.token_endpoint, x);
    const claims = await verifyIdToken(p, meta, token.id_token, x.nonce);
    let name =
      text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || null);
    let email = text(claims.email);
    let emailVerified = email !== null && isTrue(claims.email_verified);
    // Many providers keep profile claims in userinfo only; its `sub` must be the ID token's.
    if ((!name || !email) && meta.userinfo_endpoint) {
      const info = await callJson('userinfo', meta.userinfo_endpoint, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      if (info.sub !== claims.sub) throw new SocialLoginError('userinfo', { error: 'sub_mismatch' });
      name ??= text(info.name);
      if (!email && text(info.email)) {
        email = text(info.email);
        emailVerified = isTrue(info.email_verified);
      }
    }
    return { subject: claims.sub, name, email, emailVerified };
  }

  async function finishOAuth2(p: OAuth2Provider, x: CodeExchange): Promise<SocialProfile> {
    const token = await exchangeCode(p, p.tokenUrl, x);
    const info =
      p.userinfoMethod === 'bearer'
        ? await callJson('userinfo', p.userinfoUrl, { headers: { authorization: `Bearer ${token.access_token}` } })
        : await callJson('userinfo', p.userinfoUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ client_id: p.clientId, access_token: token.access_token }),
          });
    return p.profile(token, info);
  }

  return {
    /** The provider's authorization URL for this login attempt. */
    async authorizationUrl(
      p: ProviderSettings,
      a: { state: string; codeChallenge: string; nonce: string; redirectUri: string },
    ): Promise<string> {
      const endpoint = p.kind === 'oidc' ? (await metadata(p.issuer)).authorization_endpoint : p.authorizeUrl;
      const url = new URL(endpoint);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: p.clientId,
        redirect_uri: a.redirectUri,
        scope: p.scope,
        state: a.state,
        code_challenge: a.codeChallenge,
        code_challenge_method: 'S256',
        ...(p.kind === 'oidc' ? { nonce: a.nonce, ...p.authorizeParams } : {}),
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    /** Exchanges the code and answers who the player is at the provider. */
    async finish(p: ProviderSettings, x: CodeExchange): Promise<SocialProfile> {
      try {
        const profile = p.kind === 'oidc' ? await finishOidc(p, x) : await finishOAuth2(p, x);
        if (!profile.subject || profile.subject.length > 255)
          throw new SocialLoginError('profile', { error: 'no_subject' });
        return profile;
      } catch (err) {
        if (err instanceof SocialLoginError) throw err;
        throw new SocialLoginError('unexpected', {
          error: err instanceof Error ? (safeErrorCode(err.name) ?? 'error') : 'error',
        });
      }
    },
  };
}

export type SocialProtocol = ReturnType<typeof createSocialProtocol>;
