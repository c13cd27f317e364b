// The error monitor: by default the API's own client-error log (POST /site/client-errors).
// Reports are batched per tick, deduplicated for a minute and never reported again on failure.
import type { ClientErrorReport } from '@guildhall/contract/site';
import { apiPaths } from '@guildhall/contract/paths';

const recent = new Map<string, number>();

export function reportError(report: ClientErrorReport): void {
  const key = `${report.code}:${report.apiPath ?? ''}:${report.httpStatus ?? ''}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - 60_000) return;
  recent.set(key, now);
  const full: ClientErrorReport = { ...report, url: location.pathname };
  // Imported lazily: the client imports the monitor, the monitor sends through the client.
  void import('./api-client')
    .then(({ request }) => request('POST', apiPaths.clientErrors, { body: full, silent: true }))
    .catch(() => undefined);
}
