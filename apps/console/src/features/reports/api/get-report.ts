// GET /staff/reports: figures per brand, game, region or agent over a period, on the caller's brands.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminPaths, ReportSchema, type ReportGroup } from '@guildhall/contract/staff-admin';
import { api } from '../../../lib/api-client';

export interface ReportQuery {
  from: string;
  to: string;
  groupBy: ReportGroup;
  brand: string | null;
}

export const reportOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: ['report', q],
    queryFn: async ({ signal }) =>
      ReportSchema.parse(
        await api.get<unknown>(
          adminPaths.reports,
          { from: q.from, to: q.to, groupBy: q.groupBy, brand: q.brand ?? undefined },
          signal,
        ),
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
