// File uploads of both front ends (the player site's POST /files, the console's attachments and
// artwork): multipart, signed over an empty body like every multipart call (docs/wire-contract.md), through
// XMLHttpRequest rather than fetch because it reports upload progress. What differs between the
// two apps (their API base and query parameters, whose session signs, how an answer is settled and
// whether a network failure is reported) comes in through `UploaderConfig`; each app builds its
// `upload` once in its lib/upload.ts.
import type { Envelope } from '@guildhall/contract/envelope';
import { signRequest } from '@guildhall/contract/signature';

export interface UploadOptions {
  /** Query parameters of the call (the console names the brand this way). */
  query?: Record<string, string>;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** The multipart field holding the file (docs/wire-contract.md: `file`). */
  field?: string;
}

/** An answer that came back, for the app to settle exactly like one that came through fetch. */
export interface UploadAnswer {
  /** The parsed body, or null when it was not JSON (a proxy's error page). */
  envelope: Envelope<unknown> | null;
  httpStatus: number;
  /** The API path called (what an error report names). */
  path: string;
  /** A header of the answer (e.g. Retry-After), or null. */
  header: (name: string) => string | null;
}

export interface UploaderConfig {
  /** The URL to send `path` to, with the call's query and whatever the app adds to every call. */
  url: (path: string, query: Record<string, string> | undefined) => string;
  /** The session token in force (sent as a bearer token and signed), or null. */
  token: () => string | null;
  /** The answer's `data`, or throws the app's rejection of it. */
  settle: (answer: UploadAnswer) => unknown;
  /** The rejection when no answer came at all; the app may report the failure here. */
  networkError: (path: string) => Error;
}

export type Upload = <T>(path: string, file: Blob, options?: UploadOptions) => Promise<T>;

/** What a cancelled upload rejects with: the same name fetch uses, so callers test one thing. */
export function uploadAbortError(): DOMException {
  return new DOMException('upload cancelled', 'AbortError');
}

/** An `upload(path, file, options)` for one app; cancelling through `signal` rejects with an AbortError and sends nothing more. */
export function createUploader(config: UploaderConfig): Upload {
  return async function upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) throw uploadAbortError();
    const token = config.token();
    const signature = await signRequest({ method: 'POST', path, token, body: '' });
    // Signing is asynchronous: a cancel that came meanwhile must not start the upload.
    if (signal?.aborted) throw uploadAbortError();
    const form = new FormData();
    form.append(options.field ?? 'file', file, file instanceof File ? file.name : 'file');
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', config.url(path, options.query));
      xhr.responseType = 'text';
      xhr.setRequestHeader('cache-control', 'no-cache');
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      for (const [name, value] of Object.entries(signature)) xhr.setRequestHeader(name, value);
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      if (options.onProgress) {
        const report = options.onProgress;
        xhr.upload.addEventListener('progress', (e) => report(e.loaded, e.lengthComputable ? e.total : file.size));
      }
      xhr.addEventListener('load', () => {
        done();
        let envelope: Envelope<unknown> | null;
        try {
          envelope = JSON.parse(xhr.responseText) as Envelope<unknown>;
        } catch {
          envelope = null;
        }
        try {
          resolve(
            config.settle({
              envelope,
              httpStatus: xhr.status,
              path,
              header: (name) => xhr.getResponseHeader(name),
            }) as T,
          );
        } catch (err) {
          reject(err as Error);
        }
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(uploadAbortError());
      });
      xhr.addEventListener('error', () => {
        done();
        reject(config.networkError(path));
      });
      xhr.send(form);
    });
  };
}
