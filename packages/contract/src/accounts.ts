// Accounts and sessions on the wire (API.md "Accounts", PRODUCT.md section 3).
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
  clientId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
});
export const LoginConfigSchema = z.object({
  methods: z.array(z.enum(LOGIN_METHODS)),
  registration: z.boolean(),
});
export type LoginConfig = z.infer<typeof LoginConfigSchema>;

export const PasswordLoginSchema = z.object({ account, password, remember: z.boolean().default(false) });
export const GuestLoginSchema = z.object({ guest: z.literal(true), remember: z.boolean().default(false) });
export const LoginRequestSchema = z.union([GuestLoginSchema, PasswordLoginSchema]);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  account: z.string(),
  username: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const RegisterSchema = z
  .object({ account, password: newPassword, confirmPassword: z.string(), email: email.optional(), remember: z.boolean().default(false) })
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
  device_id: z.string().regex(/^[\w.:-]{1,256}$/).optional(),
});
export const SocialStartResultSchema = z.object({ authorizeUrl: z.string() });

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
  platformUserId: z.string().min(1).max(128).regex(/^[\w.:-]+$/),
  username: textSchema({ min: 1, max: 64 }),
});
