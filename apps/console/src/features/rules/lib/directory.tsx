// What the rules' editors need to know and do not fetch themselves (a feature does not import
// another): the caller's brands with their languages, and the staff one may assign to. The pages
// (app/routes/admin) provide them.
import { createContext, useContext, type ReactNode } from 'react';

export interface RulesDirectory {
  brands: readonly { id: string; name: string; languages: readonly string[] }[];
  staff: readonly { id: number; name: string }[];
  /**
   * The caller is an admin of every brand (the default): only they write rules and macros of every
   * brand, so the editors offer "all brands" to them only.
   */
  everyBrand?: boolean;
}

const Directory = createContext<RulesDirectory>({ brands: [], staff: [] });

export function RulesDirectoryProvider({ value, children }: { value: RulesDirectory; children: ReactNode }) {
  return <Directory.Provider value={value}>{children}</Directory.Provider>;
}

export function useRulesDirectory(): RulesDirectory & { brandName: (id: string) => string } {
  const d = useContext(Directory);
  return { ...d, brandName: (id: string) => d.brands.find((b) => b.id === id)?.name ?? id };
}
