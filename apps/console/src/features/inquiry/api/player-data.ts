// Admins act on a player's data request from the inquiry's page: the player's archive
// (a ZIP, downloaded here) and the deletion of the account, each with the request as the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@guildhall/contract/envelope';
import type { AccountDeleted } from '@guildhall/contract/privacy';
import { signRequest } from '@guildhall/contract/signature';
import { staffPaths } from '@guildhall/contract/staff';
import { api, buildUrl, fillPath, settle } from '../../../lib/api-client';
import { readToken } from '../../../lib/session';
import { inquiryKey } from './get-inquiry';

/** POST …/player/export answers a ZIP; a refusal is the envelope and rejects like any call. */
export async function exportPlayerData(inquiryId: number, reason: string): Promise<void> {
  const path = fillPath(staffPaths.playerExport, { inquiryId });
  const token = readToken();
  const body = JSON.stringify({ reason });
  const res = await fetch(buildUrl(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(await signRequest({ method: 'POST', path, token, body })),
    },
    body,
    credentials: 'same-origin',
  });
  if (!res.ok || !/zip/.test(res.headers.get('content-type') ?? '')) {
    settle(
      (await res.json().catch(() => null)) as Envelope<unknown> | null,
      res.status,
      res.headers.get('retry-after'),
    );
    return;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'player-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportPlayerData(inquiryId: number) {
  return useMutation({ mutationFn: (reason: string) => exportPlayerData(inquiryId, reason) });
}

export function useDeletePlayer(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<AccountDeleted>(fillPath(staffPaths.playerDelete, { inquiryId }), { reason }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
      ]);
    },
  });
}
