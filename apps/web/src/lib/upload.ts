// Attachment uploads (POST /files): multipart, signed over an empty body (API.md), through
// XMLHttpRequest rather than fetch because it reports upload progress. Kept out of the API client
// so the shell does not carry it; the answer is settled exactly like every other call.
import { ErrorCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import { signRequest } from '@guildhall/contract/signature';
import { ApiError, buildUrl, settle } from './api-client';
import { reportError } from './error-monitor';
import { readToken } from './session';

export interface UploadOptions {
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** The multipart field holding the file (API.md: `file`). */
  field?: string;
}

/** Uploads one file; cancelling through `signal` rejects with an AbortError and sends nothing more. */
export async function upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const { signal } = options;
  const abortError = () => new DOMException('upload cancelled', 'AbortError');
  if (signal?.aborted) throw abortError();
  const token = readToken();
  const signature = await signRequest({ method: 'POST', path, token, body: '' });
  if (signal?.aborted) throw abortError();
  const form = new FormData();
  form.append(options.field ?? 'file', file, file instanceof File ? file.name : 'file');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
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
      let envelope: Envelope<T> | null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      try {
        resolve(settle(envelope, xhr.status, path));
      } catch (err) {
        reject(err as Error);
      }
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    xhr.addEventListener('error', () => {
      done();
      reportError({ code: ErrorCode.clientNetwork, message: 'network failure', apiPath: path, httpStatus: 0 });
      reject(new ApiError(ErrorCode.clientNetwork, null, 0));
    });
    xhr.send(form);
  });
}
