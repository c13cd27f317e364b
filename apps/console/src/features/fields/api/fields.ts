// Fields per category from the console: an inquiry's values (read, changed by agents),
// the fields of the caller's brands (filters, reports) and the
// breakdown of a period's inquiries by a field's value.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fieldPaths,
  FieldReportSchema,
  InquiryFieldValuesSchema,
  StaffFieldListSchema,
} from '@guildhall/contract/fields';
import { api, fillPath } from '../../../lib/api-client';

export const inquiryFieldsKey = (inquiryId: number) => ['inquiry', inquiryId, 'fields'] as const;

export const inquiryFieldsOptions = (inquiryId: number, lang: string) =>
  queryOptions({
    queryKey: [...inquiryFieldsKey(inquiryId), lang],
    queryFn: async ({ signal }) =>
      InquiryFieldValuesSchema.parse(
        await api.get<unknown>(fillPath(fieldPaths.inquiryFields, { inquiryId }), { lang }, signal),
      ),
  });

/** Changes values (the answer's labels are refetched in the console's language). */
export function useSaveInquiryFields(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, string>) =>
      InquiryFieldValuesSchema.parse(
        await api.post<unknown>(fillPath(fieldPaths.inquiryFields, { inquiryId }), { values }),
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryFieldsKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
      ]);
    },
  });
}

/** The live fields of the caller's brands (labels in `lang`): what the queue's filters and the reports offer. */
export const staffFieldsOptions = (lang: string, q: { brand?: string; gameId?: number } = {}) =>
  queryOptions({
    queryKey: ['fields', 'staff', lang, q.brand ?? '', q.gameId ?? 0],
    queryFn: async ({ signal }) =>
      StaffFieldListSchema.parse(
        await api.get<unknown>(
          fieldPaths.staffFields,
          { lang, ...(q.brand ? { brand: q.brand } : {}), ...(q.gameId ? { gameId: q.gameId } : {}) },
          signal,
        ),
      ),
  });

export const fieldReportOptions = (q: { from: string; to: string; fieldId: number; lang: string }) =>
  queryOptions({
    queryKey: ['reports', 'fields', q.from, q.to, q.fieldId, q.lang],
    queryFn: async ({ signal }) => FieldReportSchema.parse(await api.get<unknown>(fieldPaths.fieldReport, q, signal)),
  });
