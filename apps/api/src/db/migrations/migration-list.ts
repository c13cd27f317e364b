// The versioned migrations, in order: one file each in this folder, imported here rather than
// found on disk, so the built bundle carries them. They run on start through Kysely's Migrator
// (../connection.ts); each runs once and in order, on SQLite and PostgreSQL alike. Never edit a
// shipped migration: add a new file and list it last.
import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from './dialect';
import { migration as catalogue } from './001-catalogue';
import { migration as accounts } from './002-accounts';
import { migration as support } from './003-support';
import { migration as staff } from './004-staff';
import { migration as staffTotpSetup } from './005-staff-totp-setup';
import { migration as queueIndex } from './006-queue-index';
import { migration as jobRuns } from './007-job-runs';
import { migration as idempotencyClaims } from './008-idempotency-claims';
import { migration as meta } from './009-meta';
import { migration as dataRights } from './010-data-rights';
import { migration as brandReplyTime } from './011-brand-reply-time';
import { migration as queueAutomation } from './012-queue-automation';
import { migration as cannedRepliesAsMacros } from './013-canned-replies-as-macros';
import { migration as registerCodes } from './014-register-codes';

/**
 * Name → migration. The name is what `kysely_migration` records, so a shipped one is never renamed:
 * `NNN_words`, the file's name with `_` for `-`. The Migrator runs them in the names' sort order,
 * which is this order (migration-list.test.ts checks both).
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: (dialect: Dialect) => Migration]> = [
  ['001_catalogue', catalogue],
  ['002_accounts', accounts],
  ['003_support', support],
  ['004_staff', staff],
  ['005_staff_totp_setup', staffTotpSetup],
  ['006_queue_index', queueIndex],
  ['007_job_runs', jobRuns],
  ['008_idempotency_claims', idempotencyClaims],
  ['009_meta', meta],
  ['010_data_rights', dataRights],
  ['011_brand_reply_time', brandReplyTime],
  ['012_queue_automation', queueAutomation],
  ['013_canned_replies_as_macros', cannedRepliesAsMacros],
  ['014_register_codes', registerCodes],
];

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(MIGRATIONS.map(([name, migration]) => [name, migration(dialect)]));
    },
  };
}
