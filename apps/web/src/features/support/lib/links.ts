// Support center addresses: the game (`clientId`) travels in the URL from step to step, so a
// reload, a shared link or the top bar's repayment button all know it.
import { webPaths } from '@guildhall/contract/paths';

type Extra = Record<string, string | number | null | undefined>;

export function supportHref(path: string, clientId: number | null | undefined, extra: Extra = {}): string {
  const q = new URLSearchParams();
  if (clientId) q.set('clientId', String(clientId));
  for (const [k, v] of Object.entries(extra)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const feedbackHref = (inquiryId: number, clientId?: number | null) =>
  supportHref(webPaths.supportFeedback, clientId, { inquiryId });

/** A positive integer from a query value, else null. */
export function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
