// The error monitor: by default the API's own client-error log (POST /site/client-errors).
// The same failure is reported once a minute at most. A report that cannot be sent (the network
// is what failed) waits, up to 20 of them, and goes out after the next call that succeeds.
import type { ClientErrorReport } from '@guildhall/contract/site';

const recent = new Map<string, number>();
const pending: ClientErrorReport[] = [];
let sending = false;
let transport: ((report: ClientErrorReport) => Promise<unknown>) | null = null;

/**
 * How reports reach the API: the API client hands its request in when it loads (it imports the
 * monitor, so the monitor cannot import it back). Reports made before that wait for it.
 */
export function setReportTransport(send: (report: ClientErrorReport) => Promise<unknown>): void {
  transport = send;
  void flushReports();
}

async function send(report: ClientErrorReport): Promise<boolean> {
  if (!transport) return false;
  try {
    await transport(report);
    return true;
  } catch (err) {
    // Only a network failure is worth a retry; a refused report (rate limit, validation) is dropped.
    return (err as { code?: number }).code !== 1106;
  }
}

export function reportError(report: ClientErrorReport): void {
  // The server renderer (no `location`) logs what its render met itself (plugins/web-render.ts);
  // reading `location` there threw, and a failed call showed as a network failure.
  if (!globalThis.location) return;
  const key = `${report.code}:${report.apiPath ?? ''}:${report.httpStatus ?? ''}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - 60_000) return;
  recent.set(key, now);
  pending.push({ ...report, url: location.pathname });
  if (pending.length > 20) pending.shift();
  void flushReports();
}

/** Sends waiting reports; the API client calls it after each successful call. */
export async function flushReports(): Promise<void> {
  if (sending || pending.length === 0) return;
  sending = true;
  try {
    while (pending.length > 0) {
      const sent = await send(pending[0]!);
      if (!sent) break;
      pending.shift();
    }
  } finally {
    sending = false;
  }
}
