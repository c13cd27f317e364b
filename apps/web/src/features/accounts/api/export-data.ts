import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@guildhall/contract/envelope';
import { privacyPaths } from '@guildhall/contract/privacy';
import { buildUrl, settle } from '../../../lib/api-client';
import { readToken } from '../../../lib/session';

/**
 * The player's data archive (GET /ucenter/data/export answers a ZIP): fetched with the session's
 * token, which a plain link could not carry, and handed to the browser as a download. A refusal is
 * the envelope and rejects like every other call (ApiError with the API's translated message).
 */
export async function exportData(): Promise<void> {
  const token = readToken();
  const res = await fetch(buildUrl(privacyPaths.exportData), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!res.ok || !/zip/.test(res.headers.get('content-type') ?? '')) {
    settle((await res.json().catch(() => null)) as Envelope<unknown> | null, res.status, privacyPaths.exportData);
    return;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'data.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
