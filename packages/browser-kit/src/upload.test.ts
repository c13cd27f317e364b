// The shared upload (both apps' lib/upload.ts build theirs with it): what goes out (URL, headers,
// a signature over an empty body, the multipart field), progress, how an answer, a refusal, a
// network failure and a cancel end. The apps' own tests cover only what their configuration adds.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { computeSignature, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import { FakeXhr, installFakeXhr, requestSent } from '../testing/fake-xhr';
import { createUploader, type UploadAnswer, type UploaderConfig } from './upload';

let token: string | null;
const answers: UploadAnswer[] = [];
const config: UploaderConfig = {
  url: (path, query) => `/base${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`,
  token: () => token,
  settle: (answer) => {
    answers.push(answer);
    if (answer.envelope?.code !== 0) throw new Error(`refused ${answer.envelope?.code ?? 'without a body'}`);
    return answer.envelope.data;
  },
  networkError: (path) => new Error(`network failure on ${path}`),
};
const upload = createUploader(config);

installFakeXhr();
beforeEach(() => {
  token = 'tok-1';
  answers.length = 0;
});

describe('createUploader', () => {
  it('posts the file as multipart to the URL the app builds, with its token and a signature over an empty body', async () => {
    const done = upload<{ id: string }>('/files', new File(['hello'], 'shot.png'), { query: { brand: 'nova' } });
    const xhr = await requestSent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/base/files?brand=nova');
    expect(xhr.headers['cache-control']).toBe('no-cache');
    expect(xhr.headers.accept).toBe('application/json');
    expect(xhr.headers.authorization).toBe('Bearer tok-1');
    const expected = await computeSignature({
      method: 'POST',
      path: '/files',
      timestamp: xhr.headers[SIGNATURE_HEADERS.timestamp]!,
      nonce: xhr.headers[SIGNATURE_HEADERS.nonce]!,
      token: 'tok-1',
      body: '',
    });
    expect(xhr.headers[SIGNATURE_HEADERS.sign]).toBe(expected);
    const sent = (xhr.body as FormData).get('file') as File;
    expect(sent.name).toBe('shot.png');
    expect(await sent.text()).toBe('hello');

    xhr.succeed({ id: 'f1' });
    await expect(done).resolves.toEqual({ id: 'f1' });
  });

  it('sends no bearer token without a session, and names a nameless blob "file" in the field asked for', async () => {
    token = null;
    const done = upload('/files', new Blob(['x']), { field: 'artwork' });
    const xhr = await requestSent();
    expect(xhr.headers.authorization).toBeUndefined();
    expect(xhr.url).toBe('/base/files');
    expect(((xhr.body as FormData).get('artwork') as File).name).toBe('file');
    xhr.succeed(null);
    await done;
  });

  it('reports progress, with the file size as the total when the browser does not know it', async () => {
    const onProgress = vi.fn();
    const file = new File(['12345678'], 'clip.webm');
    const done = upload('/files', file, { onProgress });
    const xhr = await requestSent();
    xhr.progress(3, 10);
    xhr.progress(5, 0, false);
    expect(onProgress.mock.calls).toEqual([
      [3, 10],
      [5, file.size],
    ]);
    xhr.succeed(null);
    await done;
  });

  it('hands the app every answer (status, path, headers) to settle, and rejects with what it throws', async () => {
    const done = upload('/files', new File(['x'], 'a.png'));
    const xhr = await requestSent();
    xhr.respond(429, JSON.stringify({ code: 1005, msg: 'slow down', data: null }), { 'Retry-After': '30' });
    await expect(done).rejects.toThrow('refused 1005');
    const answer = answers[0]!;
    expect(answer.httpStatus).toBe(429);
    expect(answer.path).toBe('/files');
    expect(answer.envelope).toEqual({ code: 1005, msg: 'slow down', data: null });
    expect(answer.header('retry-after')).toBe('30');
  });

  it('settles a body that is not JSON (a proxy error page) as no envelope', async () => {
    const done = upload('/files', new File(['x'], 'a.png'));
    const xhr = await requestSent();
    xhr.respond(502, '<h1>Bad gateway</h1>');
    await expect(done).rejects.toThrow('refused without a body');
    expect(answers[0]!.envelope).toBeNull();
    expect(answers[0]!.httpStatus).toBe(502);
  });

  it('rejects with the app’s network error when no answer comes', async () => {
    const done = upload('/staff/files', new File(['x'], 'a.png'));
    (await requestSent()).fail();
    await expect(done).rejects.toThrow('network failure on /staff/files');
  });

  it('cancels an upload under way through the signal: the request is aborted and the promise rejects with an AbortError', async () => {
    const controller = new AbortController();
    const done = upload('/files', new File(['x'], 'a.png'), { signal: controller.signal });
    const xhr = await requestSent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal is already aborted, or is aborted while the request is being signed', async () => {
    await expect(upload('/files', new File(['x'], 'a.png'), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const controller = new AbortController();
    const done = upload('/files', new File(['x'], 'a.png'), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('stops listening to the signal once the upload has ended', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const done = upload('/files', new File(['x'], 'a.png'), { signal: controller.signal });
    const xhr = await requestSent();
    xhr.succeed({ id: 'f2' });
    await expect(done).resolves.toEqual({ id: 'f2' });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    controller.abort();
    expect(xhr.aborted).toBe(false);
  });
});
