// The caller's brands (GET /staff/brands): names for the queue and the filters, languages, and the
// attachment limits that replies are checked against before uploading.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { StaffBrandListSchema, staffPaths, type StaffBrand } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export const brandsOptions = () =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: async ({ signal }) =>
      StaffBrandListSchema.parse(await api.get<unknown>(staffPaths.brands, undefined, signal)),
    staleTime: 5 * 60_000,
  });

/** The caller's brands, and a brand's name by id (the id itself until the list is there). */
export function useBrands(): {
  brands: readonly StaffBrand[];
  brandName: (id: string) => string;
  brand: (id: string) => StaffBrand | undefined;
} {
  const query = useQuery(brandsOptions());
  const data = query.data;
  const brand = useCallback((id: string) => data?.find((b) => b.id === id), [data]);
  const brandName = useCallback((id: string) => data?.find((b) => b.id === id)?.name ?? id, [data]);
  return { brands: data ?? [], brandName, brand };
}
