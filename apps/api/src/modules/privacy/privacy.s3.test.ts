// Data rights with attachments in S3 (test/s3-server.ts): the archive streams the player's file out
// of the bucket, and the deletion removes its object from the bucket. One dialect: the storage is
// what differs.
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { multipartBody } from '../../../test/file-samples';
import { postMultipart } from '../../../test/file-uploads';
import { s3Client } from '../../lib/s3-storage';
import { storageKeyFor } from '../files/files.service';

describe('player data rights with attachments in S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    client = s3Client(s3.settings);
    t = await createTestApp('sqlite', { env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });

  async function keys(): Promise<string[]> {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'gh/attachments/files/' }),
    );
    return (page.Contents ?? []).map((o) => o.Key!.slice('gh/attachments/'.length));
  }
  const { get, post, registerPlayer, firstGame } = testClient(() => t);

  it('exports the file from the bucket and deletes its object with the account', async () => {
    const account = `s3player${Date.now().toString(36)}`;
    const password = 'Lantern-Harbor-77!';
    const token = await registerPlayer({ account, password });
    const { boundary, body } = multipartBody('bucket-proof.txt', Buffer.from('kept in the bucket'));
    const fileId = (await postMultipart(t, token, boundary, body)).json().data.fileId as string;
    const game = await firstGame('nova');
    const category = (await get(`/inquiries/types?clientId=${game}`)).json().data[0].id;
    const filed = await post(
      '/inquiries',
      {
        gameId: game,
        gameAreaId: 'kr-main',
        serverId: 's1',
        roleId: '',
        roleName: 'Bucket Keeper',
        queryType: category,
        title: 'Lost my items in the bucket',
        content: 'My items vanished after the update, the proof is attached.',
        attachments: [fileId],
        email: 'bucket@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      },
      token,
    );
    const inquiryId = filed.json().data.inquiryId as number;
    expect(await keys()).toContain(storageKeyFor(fileId));

    const res = await get('/ucenter/data/export', token);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(zip[`attachments/${inquiryId}/${fileId}-bucket-proof.txt`]!)).toBe('kept in the bucket');

    expect((await post('/ucenter/account/delete', { account, password }, token)).json()).toMatchObject({
      code: 0,
      data: { filesRemoved: 1 },
    });
    expect(await keys()).not.toContain(storageKeyFor(fileId));
  });
});
