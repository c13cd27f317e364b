// Attachment uploads (POST /staff/files?brand=): multipart, signed over an empty body like every
// multipart call, through XMLHttpRequest rather than fetch because it reports upload progress.
// Ported from the player site's lib/upload.ts; the answer is settled like every other call.
import { ErrorCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import { signRequest } from '@guildhall/contract/signature';
import { ApiError, buildUrl, settle } from './api-client';
import { readToken } from './session';

export interface UploadOptions {
  query?: Record<string, string>;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

export function abortError(): DOMException {
  return new DOMException('upload cancelled', 'AbortError');
}

/** Uploads one file in the multipart field `file`; cancelling through `signal` rejects with an AbortError. */
export async function upload<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { signal } = options;
  if (signal?.aborted) throw abortError();
  const token = readToken();
  const signature = await signRequest({ method: 'POST', path, token, body: '' });
  if (signal?.aborted) throw abortError();
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
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
        resolve(settle(envelope, xhr.status, xhr.getResponseHeader('retry-after')));
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
      reject(new ApiError(ErrorCode.clientNetwork, null, 0));
    });
    xhr.send(form);
  });
}
