// Account values without zod, so the player's entry chunk can use them (accounts.ts holds the
// schemas, loaded with the account pages).
export const LOGIN_METHODS = ['password', 'quick', 'guest', 'apple', 'google', 'facebook', 'vk', 'twitter'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const SOCIAL_PROVIDERS = ['apple', 'google', 'facebook', 'vk', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Account types on the wire: `users/info` answers PLATFORM for platform accounts. */
export const ACCOUNT_TYPES = ['GUEST', 'PLATFORM', 'OFFICIAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 64;
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Seconds before another code may be requested (the resend countdown). */
export const CODE_RESEND_SECONDS = 60;

/**
 * Login type kept in storage (official = 1, platform = 0; docs/product.md section 3). It maps the
 * account type PLATFORM to official = 1 and everything else to platform = 0; the names look
 * swapped because the game platform's accounts are the publisher's "official" ones. Kept exactly.
 */
export function loginTypeOf(type: AccountType): 0 | 1 {
  return type === 'PLATFORM' ? 1 : 0;
}
