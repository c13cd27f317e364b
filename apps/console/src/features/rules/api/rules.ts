// Rules (admins): the list in run order, create or replace, delete, reorder, and the dry run of
// a rule's body before it is saved. Every change refreshes the list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DryRunResultSchema, RuleListSchema, rulesPaths, type RuleEdit } from '@guildhall/contract/rules';
import { CreatedSchema } from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export const rulesOptions = () =>
  queryOptions({
    queryKey: ['rules'],
    queryFn: async ({ signal }) => RuleListSchema.parse(await api.get<unknown>(rulesPaths.rules, undefined, signal)),
  });

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: RuleEdit }) => {
      if (id === null) return CreatedSchema.parse(await api.post<unknown>(rulesPaths.rules, body)).id;
      await api.post<null>(fillPath(rulesPaths.rule, { ruleId: id }), body);
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rules'] }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(fillPath(rulesPaths.ruleDelete, { ruleId: id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rules'] }),
  });
}

export function useOrderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<null>(rulesPaths.ruleOrder, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rules'] }),
  });
}

/** Which open inquiries the rule would touch now, and what each would get; nothing is saved. */
export function useDryRun() {
  return useMutation({
    mutationFn: async (body: RuleEdit) =>
      DryRunResultSchema.parse(await api.post<unknown>(rulesPaths.ruleDryRun, body)),
  });
}
