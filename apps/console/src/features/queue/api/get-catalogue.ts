// A brand's games with their inquiry categories and regions (GET /staff/catalogue?brand=), for the
// queue's filters. Names come in English where there is one.
import { queryOptions, useQueries } from '@tanstack/react-query';
import { StaffCatalogueSchema, staffPaths, type StaffCatalogueGame } from '@guildhall/contract/staff';
import { api } from '../../../lib/api-client';

export const catalogueOptions = (brand: string) =>
  queryOptions({
    queryKey: ['catalogue', brand],
    queryFn: async ({ signal }) =>
      StaffCatalogueSchema.parse(await api.get<unknown>(staffPaths.catalogue, { brand }, signal)),
    staleTime: 5 * 60_000,
  });

export interface CatalogueEntry extends StaffCatalogueGame {
  brand: string;
}

/** The games of some brands, each with its brand, in the brands' order. */
export function useCatalogue(brands: readonly string[]): { games: CatalogueEntry[]; pending: boolean } {
  return useQueries({
    queries: brands.map((b) => catalogueOptions(b)),
    combine: (results) => ({
      games: results.flatMap((r, i) => (r.data ?? []).map((g) => ({ ...g, brand: brands[i]! }))),
      pending: results.some((r) => r.isPending),
    }),
  });
}
