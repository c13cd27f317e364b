// The providers every page sits in, the same in the browser (main.tsx) and on the server
// (entry-server.tsx), so the server's HTML and the browser's first render are one tree.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SiteBrand } from '@guildhall/contract/brands';
import type { Area, Language } from '@guildhall/contract/areas';
import { BrandContext } from '../lib/brand';
import { LocaleProvider } from '../lib/locale';
import type { Dictionary } from '../lib/i18n';
import { ToastProvider } from '../components/toast';

export function AppProviders({
  brand,
  queryClient,
  locale,
  dict,
  children,
}: {
  brand: SiteBrand;
  queryClient: QueryClient;
  locale: { area: Area; lang: Language };
  dict: Dictionary;
  children: ReactNode;
}) {
  return (
    <BrandContext.Provider value={brand}>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider initial={locale} initialDict={dict}>
          <ToastProvider>{children}</ToastProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </BrandContext.Provider>
  );
}
