// The audit log (admins): the latest entries, optionally of one object.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AuditListSchema, staffPaths } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export interface AuditQuery {
  targetType: string;
  targetId: string;
  limit: number;
}

export const auditOptions = (q: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', q],
    queryFn: async ({ signal }) =>
      AuditListSchema.parse(
        await api.get<unknown>(
          staffPaths.audit,
          { targetType: q.targetType || undefined, targetId: q.targetId || undefined, limit: q.limit },
          signal,
        ),
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
