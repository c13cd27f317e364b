// A game's field definitions per category (admins): list, create or change, archive.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FieldDefinitionListSchema,
  FieldDefinitionSchema,
  fieldPaths,
  type FieldDefinitionEdit,
} from '@guildhall/contract/fields';
import { api, fillPath } from '../../../lib/api-client';

export const gameFieldsKey = (gameId: number) => ['admin', 'fields', gameId] as const;

export const gameFieldsOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameFieldsKey(gameId),
    queryFn: async ({ signal }) =>
      FieldDefinitionListSchema.parse(
        await api.get<unknown>(fillPath(fieldPaths.adminFields, { gameId }), undefined, signal),
      ),
  });

export function useSaveField(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fieldId, body }: { fieldId: number | null; body: FieldDefinitionEdit }) =>
      FieldDefinitionSchema.parse(
        await api.post<unknown>(
          fieldId === null
            ? fillPath(fieldPaths.adminFields, { gameId })
            : fillPath(fieldPaths.adminField, { fieldId }),
          body,
        ),
      ),
    onSettled: async () => queryClient.invalidateQueries({ queryKey: gameFieldsKey(gameId) }),
  });
}

export function useArchiveField(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldId, archived }: { fieldId: number; archived: boolean }) =>
      api.post<null>(fillPath(fieldPaths.adminFieldArchive, { fieldId }), { archived }),
    onSettled: async () => queryClient.invalidateQueries({ queryKey: gameFieldsKey(gameId) }),
  });
}
