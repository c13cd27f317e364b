// The audit_log table: one row per staff action, before and after stored as JSON text.
import type { Insertable } from 'kysely';
import type { AuditLogTable, Executor } from '../../db/schema';

export async function insertAuditEntry(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** The newest rows, optionally of one target type and id. */
export async function listAuditEntries(
  db: Executor,
  filter: { targetType?: string | undefined; targetId?: string | undefined; limit: number },
) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
