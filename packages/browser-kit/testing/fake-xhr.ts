// For tests only: an XMLHttpRequest that records what an upload sends and lets the test decide
// what happens next (progress, an answer, a network failure), so the uploads of both apps are
// tested without a server or a DOM. `installFakeXhr()` puts it in place for every test of a file.
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeXhr {
  /** Every request sent since the last `reset()`, oldest first. */
  static sent: FakeXhr[] = [];

  static reset(): void {
    FakeXhr.sent = [];
  }

  method = '';
  url = '';
  responseType = '';
  readonly headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListener): void {
    this.events.removeEventListener(type, listener);
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The browser reporting upload progress. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }

  /** An answer arriving (any status, any body text). */
  respond(status: number, body: string, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.events.dispatchEvent(new Event('load'));
  }

  /** A success envelope (code 0) carrying `data`. */
  succeed(data: unknown): void {
    this.respond(200, JSON.stringify({ code: 0, msg: 'ok', data }));
  }

  /** No answer at all (connection refused or dropped). */
  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** The `index`-th request sent since the last reset, once it is sent (uploads sign first, asynchronously). */
export async function requestSent(index = 0): Promise<FakeXhr> {
  for (let tick = 0; tick < 100; tick++) {
    const xhr = FakeXhr.sent[index];
    if (xhr) return xhr;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`request ${index} was never sent`);
}

/** XMLHttpRequest is a FakeXhr, with no request sent yet, in each test of the calling file. */
export function installFakeXhr(): void {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
