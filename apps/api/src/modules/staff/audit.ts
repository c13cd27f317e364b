// The audit log: every staff action, with who, what, when, and the object before and after.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | undefined;
}

export async function audit(db: Kysely<Database> | Transaction<Database>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: e.staffId,
      action: e.action,
      target_type: e.targetType,
      target_id: String(e.targetId),
      before: e.before === undefined ? null : JSON.stringify(e.before),
      after: e.after === undefined ? null : JSON.stringify(e.after),
      ip: e.ip ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
