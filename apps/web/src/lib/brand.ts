import { createContext, useContext } from 'react';
import type { Brand } from '@guildhall/contract/brands';

export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandContext');
  return brand;
}
