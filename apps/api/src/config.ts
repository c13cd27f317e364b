// Settings come from the environment only, validated once at start; a bad value stops the server
// with a message that names the variable, its value's problem and an example.
import path from 'node:path';
import { z } from 'zod';

const hostList = z
  .string()
  .transform((s) => s.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));

const ConfigSchema = z.object({
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
  /** Serve the built web from this folder; empty disables it (API only). */
  WEB_DIST: z.string().default(''),
  /** Seed the demo data on first start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Production hosts per brand, e.g. BRAND_HOSTS_NOVA=www.nova.example,nova.example */
  BRAND_HOSTS: z.record(z.string(), hostList).default({}),
  /** Requests per minute per IP for unknown paths (404). */
  NOT_FOUND_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Client error reports accepted per minute per IP. */
  CLIENT_ERROR_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** smtp://user:pass@host:587 or smtps://…; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps:// (for example smtp://user:pass@mail.example:587)' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Guildhall <no-reply@guildhall.example>'),
  /** log2 of scrypt's N for new password hashes; 17 is OWASP's recommendation. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const brandHosts: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^BRAND_HOSTS_([A-Z0-9]+)$/.exec(key);
    if (m?.[1] && value) brandHosts[m[1].toLowerCase()] = value;
  }
  const input = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in ConfigSchema.shape && v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse({ ...input, BRAND_HOSTS: brandHosts });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = i.path.join('_') || '(settings)';
      const value = i.path[0] === 'BRAND_HOSTS' ? '' : ` (got ${JSON.stringify(env[String(i.path[0])])})`;
      return `  - ${name}: ${i.message}${value}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee README.md "Configuration".`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
