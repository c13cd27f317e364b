// The brand and locale the server chose for this host, injected into the HTML; the dev server
// (no injection) asks the API for the same data.
import type { SiteBoot } from '@guildhall/contract/brands';
import { API_BASE } from '@guildhall/contract/constants';

export type Boot = SiteBoot & { apiBase: string };

declare global {
  interface Window {
    __GUILDHALL__?: Boot;
  }
}

export async function readBoot(): Promise<Boot> {
  if (window.__GUILDHALL__) return window.__GUILDHALL__;
  const res = await fetch(`${API_BASE}/site/boot${location.search}`, { headers: { 'cache-control': 'no-cache' } });
  const body = (await res.json()) as { data: SiteBoot };
  const boot = { ...body.data, apiBase: API_BASE };
  window.__GUILDHALL__ = boot;
  // Without the server's injection (the Vite dev server), set what it would have set.
  const root = document.documentElement.style;
  root.setProperty('--brand', boot.brand.mainColor);
  root.setProperty('--brand-radius', `${boot.brand.radius}px`);
  root.setProperty('--brand-contrast', '#fff');
  return boot;
}
