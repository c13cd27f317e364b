import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../test/helper';
import { testClient } from '../../test/client';
import { postMultipart } from '../../test/file-uploads';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { multipartBody, sampleFile } from '../../test/file-samples';
import { backup, restore } from './backup';

describe('backup and restore of the embedded setup', () => {
  let t: TestApp;
  let token: string;
  let game: number;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-backup-'));

  const { post, loginPlayer, firstGame } = testClient(() => t, { token: () => token });
  const inquiry = (title: string, attachments: string[] = []) =>
    post('/inquiries', {
      gameId: game,
      gameAreaId: 'kr-main',
      serverId: 's1',
      roleName: 'Mina',
      queryType: 1,
      title,
      content: 'Backed up while the server keeps writing.',
      attachments,
      email: 'b@example.com',
      agreements: { terms: true, userAgreement: true, privacy: true },
    });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    token = await loginPlayer(DEMO_ACCOUNTS[0]);
    game = await firstGame('nova');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('takes a consistent copy while writes go on, and restores it whole', async () => {
    const { boundary, body } = multipartBody('proof.pdf', sampleFile('pdf', 5000));
    const uploaded = await postMultipart(t, token, boundary, body);
    const fileId = uploaded.json().data.fileId as string;
    const first = (await inquiry('Before the backup', [fileId])).json().data.inquiryId as number;

    // Writers keep going during the backup.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await inquiry(`During the backup ${n++}`);
      }
      return n;
    })();
    const out = path.join(tmp, 'copy');
    const manifest = await backup(t.dataDir, out);
    writing = false;
    const during = await writes;
    expect(during).toBeGreaterThan(0);
    expect(manifest.files.attachments).toBeGreaterThanOrEqual(1);
    expect(manifest.files.media).toBeGreaterThan(100);

    const restoredDir = path.join(tmp, 'restored');
    await expect(restore(out, t.dataDir)).rejects.toThrow(/exists/);
    await restore(out, restoredDir);
    const r = await createTestApp('sqlite', { dataDir: restoredDir, seed: false });
    try {
      const rows = await r.db.db.selectFrom('inquiries').select(['id', 'title']).execute();
      expect(rows.some((x) => x.id === first)).toBe(true);
      // Every file the restored database refers to is there.
      const files = await r.db.db
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('inquiry_id', 'is not', null)
        .execute();
      for (const f of files)
        expect(fs.existsSync(path.join(restoredDir, 'attachments', f.storage_key)), f.storage_key).toBe(true);
      const restored = testClient(() => r);
      const tok = await restored.loginPlayer(DEMO_ACCOUNTS[0]);
      const detail = (await restored.get(`/inquiries/detail?inquiryId=${first}`, tok)).json().data;
      const download = await r.app.inject({
        method: 'GET',
        url: detail.messages[0].attachments[0].url,
        headers: host('nova'),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(5000);
    } finally {
      await r.close();
    }
  });

  it('refuses a damaged copy', async () => {
    const out = path.join(tmp, 'damaged');
    await backup(t.dataDir, out);
    fs.appendFileSync(path.join(out, 'guildhall.db'), 'x');
    await expect(restore(out, path.join(tmp, 'nowhere'))).rejects.toThrow(/damaged/);
  });
});
