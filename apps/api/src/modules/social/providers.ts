// The five social login providers: what kind of protocol each speaks and where its answers keep
// the player's identity. Endpoints and credentials come from configuration (OAUTH_<P>_*); a
// provider without a client id is disabled.
import { SOCIAL_PROVIDERS, type SocialProvider } from '@guildhall/contract/account-types';
import type { Config, OauthProviderKey } from '../../config';
import { appleClientSecret } from './apple-secret';

/** What a provider tells us about the player, before it becomes an account. */
export interface SocialProfile {
  subject: string;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
}

interface Common {
  id: SocialProvider;
  /** Shown as the user name when the provider gives none: "Google player". */
  label: string;
  clientId: string;
  /** Called at each token request: Apple's is a JWT this server signs and renews (apple-secret.ts). */
  clientSecret: (() => string) | null;
  scope: string;
  tokenAuth: 'client_secret_post' | 'client_secret_basic';
}

export interface OidcProvider extends Common {
  kind: 'oidc';
  issuer: string;
  /** Extra authorization request parameters (Apple answers scoped requests by form_post only). */
  authorizeParams: Record<string, string>;
}

export interface OAuth2Provider extends Common {
  kind: 'oauth2';
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** GET with a Bearer token (Facebook, X), or POST of `client_id` and `access_token` (VK ID). */
  userinfoMethod: 'bearer' | 'post';
  /** The identity from the token response and the userinfo JSON; null subject means unusable. */
  profile(token: Record<string, unknown>, userinfo: Record<string, unknown>): SocialProfile;
}

export type ProviderSettings = OidcProvider | OAuth2Provider;

function pick(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (!cur || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** A string or number identifier as text; anything else is absent. */
function idText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
  return '';
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v : null;
}

const OAUTH2_PROFILES: Record<
  'facebook' | 'vk' | 'twitter',
  { userinfoMethod: 'bearer' | 'post'; profile: OAuth2Provider['profile'] }
> = {
  // Graph API `/me?fields=id,name,email`. Facebook does not say whether the email was verified.
  facebook: {
    userinfoMethod: 'bearer',
    profile: (_token, u) => ({ subject: idText(u.id), name: text(u.name), email: text(u.email), emailVerified: false }),
  },
  // VK ID: the token response carries `user_id`; `oauth2/user_info` answers `{ user: { … } }`.
  vk: {
    userinfoMethod: 'post',
    profile: (token, u) => {
      const first = text(pick(u, 'user.first_name'));
      const last = text(pick(u, 'user.last_name'));
      return {
        subject: idText(token.user_id) || idText(pick(u, 'user.user_id')),
        name: [first, last].filter(Boolean).join(' ') || null,
        email: text(pick(u, 'user.email')),
        emailVerified: false,
      };
    },
  },
  // X API v2 `/2/users/me`: `{ data: { id, name, username } }`, no email.
  twitter: {
    userinfoMethod: 'bearer',
    profile: (_token, u) => ({
      subject: idText(pick(u, 'data.id')),
      name: text(pick(u, 'data.name')) ?? text(pick(u, 'data.username')),
      email: null,
      emailVerified: false,
    }),
  },
};

const LABELS: Record<SocialProvider, string> = {
  apple: 'Apple',
  google: 'Google',
  facebook: 'Facebook',
  vk: 'VK',
  twitter: 'X',
};

/** A fixed secret as configured, or Apple's signed from the team's key (config.ts refuses both). */
function clientSecretOf(clientId: string, s: Config['OAUTH'][OauthProviderKey]): (() => string) | null {
  if ('SIGNING_KEY' in s && s.SIGNING_KEY) return appleClientSecret(s.SIGNING_KEY, clientId);
  const secret = s.CLIENT_SECRET;
  return secret ? () => secret : null;
}

/** The configured (enabled) providers, by id. */
export function configuredProviders(config: Pick<Config, 'OAUTH'>): Map<SocialProvider, ProviderSettings> {
  const out = new Map<SocialProvider, ProviderSettings>();
  for (const id of SOCIAL_PROVIDERS) {
    const key = id.toUpperCase() as OauthProviderKey;
    const s = config.OAUTH[key];
    if (!s.CLIENT_ID) continue;
    const common: Common = {
      id,
      label: LABELS[id],
      clientId: s.CLIENT_ID,
      clientSecret: clientSecretOf(s.CLIENT_ID, s),
      scope: s.SCOPE,
      tokenAuth: s.TOKEN_AUTH,
    };
    if ('ISSUER' in s) {
      const scopes = s.SCOPE.split(' ');
      const authorizeParams: Record<string, string> =
        id === 'apple' && (scopes.includes('name') || scopes.includes('email')) ? { response_mode: 'form_post' } : {};
      out.set(id, { ...common, kind: 'oidc', issuer: s.ISSUER, authorizeParams });
    } else if (id === 'facebook' || id === 'vk' || id === 'twitter') {
      out.set(id, {
        ...common,
        kind: 'oauth2',
        authorizeUrl: s.AUTHORIZE_URL,
        tokenUrl: s.TOKEN_URL,
        userinfoUrl: s.USERINFO_URL,
        ...OAUTH2_PROFILES[id],
      });
    }
  }
  return out;
}

/** Ids of the enabled providers, for `login_config`. */
export function enabledSocialProviders(config: Pick<Config, 'OAUTH'>): SocialProvider[] {
  return [...configuredProviders(config).keys()];
}
