// Player data rights (decision record 25): the player's data as an archive, and the
// deletion of the account, by the player from the user center or by an admin on the player's
// request from the console. The archive is a ZIP (application/zip), not the envelope; a refusal
// still is the envelope.
import { z } from 'zod';
import { textSchema, type TextRule } from './text';

/**
 * The player's paths, beside apiPaths (paths.ts) but apart from it: the user center's chunk needs
 * them, the front page's does not carry them.
 */
export const privacyPaths = {
  /** GET: the player's data as a ZIP archive (account, inquiries with messages, attachments). */
  exportData: '/ucenter/data/export',
  /** POST: deletes the account after a confirmation (DeleteAccountSchema). */
  deleteAccount: '/ucenter/account/delete',
} as const;

/** Archives one account may ask for per hour (the player and staff together), and per IP. */
export const EXPORT_PER_HOUR = 3;
export const EXPORT_PER_IP_PER_HOUR = 10;

/** The archive's file name: `<prefix><account id>-<yyyymmdd>.zip`. */
export const EXPORT_FILE_PREFIX = 'guildhall-data-';

/**
 * POST /ucenter/account/delete. `account` is the account name typed again (every account has one,
 * social and platform accounts too); an account with a password also gives its password.
 */
export const DeleteAccountSchema = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128).optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountSchema>;

/** Why an admin exports or deletes a player's data: what the player asked, where (e.g. a mail's reference). */
export const STAFF_REASON_RULE: TextRule = { min: 5, max: 500, multiline: true };
export const StaffPlayerActionSchema = z.object({ reason: textSchema(STAFF_REASON_RULE) });

/**
 * What a deletion removed: counts, for the confirmation and the audit entry. `accountDeleted`
 * false: an admin of some brands deleted the account's data of their brands only, and the account
 * stays because it holds data on other brands, for an admin of every brand to delete
 * (docs/decisions/0032-brand-scope-and-account-enumeration.md).
 */
export const AccountDeletedSchema = z.object({
  sessionsEnded: z.number().int(),
  filesRemoved: z.number().int(),
  inquiriesAnonymised: z.number().int(),
  accountDeleted: z.boolean(),
});
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

/** The name a deleted player is shown under (console, archive); the sites translate it. */
export const DELETED_PLAYER = 'Deleted player';

/** Audit actions of this feature. */
export const PRIVACY_AUDIT = {
  exported: 'player.exported',
  deleted: 'player.deleted',
  attachmentsPurged: 'attachments.purged',
} as const;
