// @vitest-environment happy-dom
// What the player site's upload adds to the shared uploader (tested in @guildhall/browser-kit):
// the locale parameters and the stored token, settling through the API client (-600 ends the
// session), and a network failure reported to the error monitor as 1106.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@guildhall/contract/errors';
import { installFakeXhr, requestSent } from '@guildhall/browser-kit/testing/fake-xhr';
import { ApiError, configureApi } from './api-client';
import { reportError } from './error-monitor';
import { upload } from './upload';

vi.mock('./error-monitor', () => ({
  reportError: vi.fn(),
  flushReports: vi.fn(async () => {}),
  setReportTransport: vi.fn(),
}));

installFakeXhr();
beforeEach(() => {
  configureApi('/api', { lang: 'ja', area: 'jp' });
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(reportError).mockClear();
});

describe('web upload', () => {
  it('posts to the API base with the locale parameters and the remembered token, resolving with data', async () => {
    localStorage.setItem('token', 'remembered');
    const done = upload<{ fileId: string }>('/files', new File(['x'], 'a.png'));
    const xhr = await requestSent();
    expect(xhr.url).toBe('/api/files?spec_lang=ja&domain_area=jp');
    expect(xhr.headers.authorization).toBe('Bearer remembered');
    xhr.succeed({ fileId: 'f1' });
    await expect(done).resolves.toEqual({ fileId: 'f1' });
  });

  it('ends the session on -600, like every other call', async () => {
    sessionStorage.setItem('token', 'stale');
    const done = upload('/files', new File(['x'], 'a.png'));
    (await requestSent()).respond(
      401,
      JSON.stringify({ code: ErrorCode.sessionInvalid, msg: 'login again', data: null }),
    );
    await expect(done).rejects.toMatchObject({ code: ErrorCode.sessionInvalid });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('reports a network failure to the error monitor and rejects with 1106', async () => {
    const done = upload('/files', new File(['x'], 'a.png'));
    (await requestSent()).fail();
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(ErrorCode.clientNetwork);
    expect(reportError).toHaveBeenCalledWith({
      code: ErrorCode.clientNetwork,
      message: 'network failure',
      apiPath: '/files',
      httpStatus: 0,
    });
  });
});
