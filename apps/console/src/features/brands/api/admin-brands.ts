// Brands for administrators: every brand with its hosts (GET /staff/admin/brands), and the edit.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, AdminBrandListSchema, type BrandEdit } from '@guildhall/contract/staff-admin';
import { api, fillPath } from '../../../lib/api-client';

export const adminBrandsOptions = () =>
  queryOptions({
    queryKey: ['admin', 'brands'],
    queryFn: async ({ signal }) =>
      AdminBrandListSchema.parse(await api.get<unknown>(adminPaths.brands, undefined, signal)),
    staleTime: 60_000,
  });

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, body }: { brandId: string; body: BrandEdit }) =>
      api.post<null>(fillPath(adminPaths.brand, { brandId }), body),
    onSuccess: async () => {
      // Names, colours and limits show elsewhere in the console too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'brands'] }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
      ]);
    },
  });
}
