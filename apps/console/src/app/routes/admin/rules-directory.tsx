// The rules' and macros' pages give their editors the caller's brands and the staff list (the
// rules feature does not fetch another feature's data itself).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBrands } from '../../../features/brands/api/get-brands';
import { staffListOptions } from '../../../features/staff/api/get-staff-list';
import { RulesDirectoryProvider } from '../../../features/rules/lib/directory';
import { useStaff } from '../../auth';

export function WithRulesDirectory({ children }: { children: ReactNode }) {
  const { brands } = useBrands();
  const staff = useQuery(staffListOptions());
  const me = useStaff();
  return (
    <RulesDirectoryProvider value={{ brands, staff: staff.data ?? [], everyBrand: me.allBrands === true }}>
      {children}
    </RulesDirectoryProvider>
  );
}
