import { createContext, useContext } from 'react';
import type { SiteBrand } from '@guildhall/contract/brands';

export const BrandContext = createContext<SiteBrand | null>(null);

export function useBrand(): SiteBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandContext');
  return brand;
}
