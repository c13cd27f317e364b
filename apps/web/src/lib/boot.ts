// The brand and locale the server chose for this host, injected into the HTML; the dev server
// (no injection) asks the API for the same data.
import type { SiteBoot } from '@guildhall/contract/brands';
import { API_BASE } from '@guildhall/contract/constants';
import { BOOT_ID } from './ssr-state';

export type Boot = SiteBoot & { apiBase: string };

declare global {
  interface Window {
    __GUILDHALL__?: Boot;
  }
}

/** A JSON block the server wrote into the page (`<script type="application/json" id=…>`). */
export function readJsonBlock<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export async function readBoot(): Promise<Boot> {
  window.__GUILDHALL__ ??= readJsonBlock<Boot>(BOOT_ID) ?? undefined;
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
