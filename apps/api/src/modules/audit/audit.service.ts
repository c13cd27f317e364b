// The audit log: every staff action, with who, what, when, and the object before and after.
// An entry is written with the same `db` (the transaction) as the change it records, so a change
// that fails leaves no entry and an entry never outlives its change. Every module that changes
// something on a staff member's behalf calls `audit`; this module imports no other module.
import type { Executor } from '../../db/schema';
import { insertAuditEntry, listAuditEntries } from './audit.repository';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | undefined;
}

export async function audit(db: Executor, e: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    staff_id: e.staffId,
    action: e.action,
    target_type: e.targetType,
    target_id: String(e.targetId),
    before: e.before === undefined ? null : JSON.stringify(e.before),
    after: e.after === undefined ? null : JSON.stringify(e.after),
    ip: e.ip ?? null,
    created_at: new Date().toISOString(),
  });
}

/** The newest entries, optionally of one target type and id, with before and after parsed. */
export async function listAudit(
  db: Executor,
  filter: { targetType?: string | undefined; targetId?: string | undefined; limit: number },
) {
  const rows = await listAuditEntries(db, filter);
  return rows.map((r) => ({
    ...r,
    before: r.before ? (JSON.parse(r.before) as unknown) : null,
    after: r.after ? (JSON.parse(r.after) as unknown) : null,
  }));
}
