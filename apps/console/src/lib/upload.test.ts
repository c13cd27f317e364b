// @vitest-environment happy-dom
// What the console's upload adds to the shared uploader (tested in @guildhall/browser-kit): the
// console's API base and query, the staff session's token, and Retry-After read into the ApiError.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@guildhall/contract/errors';
import { installFakeXhr, requestSent } from '@guildhall/browser-kit/testing/fake-xhr';
import { ApiError } from './api-client';
import { writeSession } from './session';
import { upload } from './upload';

const AGENT = {
  id: 1,
  email: 'a@example.com',
  name: 'Agent',
  role: 'agent' as const,
  brands: ['nova'],
  totpEnabled: true,
};

installFakeXhr();
beforeEach(() => {
  writeSession({ token: 'staff-tok', expiresAt: '2099-01-01T00:00:00.000Z', staff: AGENT });
});
afterEach(() => {
  writeSession(null);
});

describe('console upload', () => {
  it('posts to the staff API with the query and the staff token, resolving with data', async () => {
    const done = upload<{ fileId: string }>('/staff/files', new File(['x'], 'a.png'), { query: { brand: 'nova' } });
    const xhr = await requestSent();
    expect(xhr.url).toBe('/api/staff/files?brand=nova');
    expect(xhr.headers.authorization).toBe('Bearer staff-tok');
    xhr.succeed({ fileId: 'f1' });
    await expect(done).resolves.toEqual({ fileId: 'f1' });
  });

  it('reads Retry-After of a rate-limited upload into the ApiError', async () => {
    const done = upload('/staff/files', new File(['x'], 'a.png'));
    (await requestSent()).respond(429, JSON.stringify({ code: ErrorCode.rateLimited, msg: 'slow down', data: null }), {
      'Retry-After': '30',
    });
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: ErrorCode.rateLimited, httpStatus: 429, retryAfter: 30 });
  });

  it('rejects with 1106 when no answer comes', async () => {
    const done = upload('/staff/files', new File(['x'], 'a.png'));
    (await requestSent()).fail();
    await expect(done).rejects.toMatchObject({ code: ErrorCode.clientNetwork, httpStatus: 0 });
  });
});
