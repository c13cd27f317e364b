// Macros: every agent lists those of their brands and applies one to an inquiry or to many
// (the queue's selection); admins write them. Applying refreshes the inquiry and the queue.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkMacroResultSchema,
  MacroAppliedSchema,
  MacroListSchema,
  rulesPaths,
  type MacroEdit,
} from '@guildhall/contract/rules';
import { CreatedSchema } from '@guildhall/contract/staff-admin';
import { api, fillPath, newIdempotencyKey } from '../../../lib/api-client';

export const macrosOptions = (brand: string | null = null) =>
  queryOptions({
    queryKey: ['macros', brand ?? ''],
    queryFn: async ({ signal }) =>
      MacroListSchema.parse(await api.get<unknown>(rulesPaths.macros, { brand: brand ?? undefined }, signal)),
    staleTime: 60_000,
  });

export function useSaveMacro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: MacroEdit }) => {
      if (id === null) CreatedSchema.parse(await api.post<unknown>(rulesPaths.macros, body));
      else await api.post<null>(fillPath(rulesPaths.macro, { macroId: id }), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['macros'] }),
  });
}

export function useDeleteMacro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(fillPath(rulesPaths.macroDelete, { macroId: id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['macros'] }),
  });
}

/** One inquiry (its page): what each action did. One Idempotency-Key per click, so a retry of it applies nothing twice. */
export function useApplyMacro(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (macroId: number) =>
      MacroAppliedSchema.parse(
        await api.post<unknown>(
          fillPath(rulesPaths.inquiryMacro, { inquiryId }),
          { macroId },
          { idempotencyKey: newIdempotencyKey() },
        ),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inquiry', inquiryId] }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
      ]),
  });
}

/** Many inquiries (the queue's bulk bar): a result per inquiry, each done or refused on its own. */
export function useApplyMacroToMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ macroId, inquiryIds }: { macroId: number; inquiryIds: number[] }) =>
      BulkMacroResultSchema.parse(
        await api.post<unknown>(fillPath(rulesPaths.macroApply, { macroId }), { inquiryIds }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inquiry'] }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
      ]),
  });
}
