// The audit log: every staff action, with who, what, when, and the object before and after.
// An entry is written with the same `db` (the transaction) as the change it records, so a change
// that fails leaves no entry and an entry never outlives its change.
import type { Executor } from '../../db/schema';

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

/** The newest entries, optionally of one target type and id, with before and after parsed. */
export async function listAudit(
  db: Executor,
  filter: { targetType?: string | undefined; targetId?: string | undefined; limit: number },
) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
  return rows.map((r) => ({
    ...r,
    before: r.before ? (JSON.parse(r.before) as unknown) : null,
    after: r.after ? (JSON.parse(r.after) as unknown) : null,
  }));
}
