// Accounts and sessions on the wire (docs/wire-contract.md, Paths; docs/product.md section 3).
import { z } from 'zod';
import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  ACCOUNT_TYPES,
  CODE_LENGTH,
  LOGIN_METHODS,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './account-types';
import { hasKey, shapesBy } from './issues';
import { textSchema } from './text';

const account = z
  .string()
  .trim()
  .min(ACCOUNT_MIN)
  .max(ACCOUNT_MAX)
  .regex(/^[A-Za-z0-9._@+-]+$/, { message: 'account_chars' });
const password = z.string().min(1).max(PASSWORD_MAX);
const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`));
const email = z.string().trim().toLowerCase().max(254).email();

export const LoginConfigQuerySchema = z.object({
  clientId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
});
export const LoginConfigSchema = z.object({
  methods: z.array(z.enum(LOGIN_METHODS)),
  registration: z.boolean(),
});
export type LoginConfig = z.infer<typeof LoginConfigSchema>;

export const PasswordLoginSchema = z.object({ account, password, remember: z.boolean().default(false) });
export const GuestLoginSchema = z.object({ guest: z.literal(true), remember: z.boolean().default(false) });
/** Two shapes on one path: a guest asks with `guest: true`, everyone else with a password. */
export const LoginRequestSchema = shapesBy(z.union([GuestLoginSchema, PasswordLoginSchema]), (v) =>
  hasKey(v, 'guest') ? GuestLoginSchema : PasswordLoginSchema,
);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  account: z.string(),
  username: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * Registration proves the email first (docs/decisions/0032-brand-scope-and-account-enumeration.md):
 * `register/send_code` with the address always answers null, whether the address is free or
 * already an account's (then its owner is told by mail and no code is sent); `register` takes the
 * mailed code with the name and password. A wrong or expired code is 1006 whatever the name; only
 * with the right code may the answer be 1004 `{ field: 'account', rule: 'taken' }`, and that
 * answer spends the code.
 */
export const RegisterSendCodeSchema = z.object({ email });
export const RegisterSchema = z
  .object({
    email,
    code,
    account,
    password: newPassword,
    confirmPassword: z.string(),
    remember: z.boolean().default(false),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' });

export const SendCodeSchema = z.object({ account });
export const QuickLoginSchema = z.object({ account, code, remember: z.boolean().default(false) });
export const RecoverPasswordSchema = z
  .object({ account, code, newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' });

export const SocialStartSchema = z.object({ remember: z.enum(['true', 'false']).optional() });
export const SocialFinishSchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(16).max(256),
  /** VK ID sends the device it authorised; its token endpoint wants it back. */
  device_id: z
    .string()
    .regex(/^[\w.:-]{1,256}$/)
    .optional(),
});
export const SocialStartResultSchema = z.object({ authorizeUrl: z.string() });
/** The provider's refusal (`error`, with the `state` it was given): the login is abandoned, answered 1006. */
const queryValue = z.union([z.string(), z.array(z.string())]);
export const SocialAbandonSchema = z.object({ error: queryValue, state: queryValue.optional() });
const socialFinishes = (v: unknown) => (hasKey(v, 'error') ? SocialAbandonSchema : SocialFinishSchema);
/**
 * GET `<provider>_auth`: without `code`, `state` or `error` it starts a login (answers the URL
 * to send the browser to); with them it finishes one (answers the session) or abandons it.
 */
export const SocialAuthQuerySchema = shapesBy(
  z.union([SocialAbandonSchema, SocialFinishSchema, SocialStartSchema]),
  (v) => (hasKey(v, 'code') || hasKey(v, 'state') || hasKey(v, 'error') ? socialFinishes(v) : SocialStartSchema),
);
/** X's own callback path: always the finish (or the abandon) of a login. */
export const SocialRedirectQuerySchema = shapesBy(z.union([SocialAbandonSchema, SocialFinishSchema]), socialFinishes);

export const UserInfoSchema = z.object({
  account: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  username: z.string(),
  email: z.string().nullable(),
  emailCertified: z.boolean(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const ChangePasswordSchema = z
  .object({ oldPassword: password, newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' });
export const SendEmailCodeSchema = z.object({ email });
export const BindEmailSchema = z.object({ email, code });

/** The game backend asks for a session of one of its platform players (server to server). */
export const PlatformSessionSchema = z.object({
  gameId: z.number().int().positive(),
  platformUserId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w.:-]+$/),
  username: textSchema({ min: 1, max: 64 }),
});

/** POST revoke_others: how many other sessions of the account were ended. */
export const RevokeOthersResultSchema = z.object({ revoked: z.number().int() });
