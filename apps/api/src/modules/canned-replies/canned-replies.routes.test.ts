// Canned replies: per brand and language, scoped to the agent's brands, every change audited in
// its own transaction; two changes of one reply at once leave one of them and one audit entry.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CannedReplyListSchema } from '@guildhall/contract/staff';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { readBarrier } from '../../../test/read-barrier';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

// While armed, each read of a reply waits until the armed number of requests have read it.
vi.mock('./canned-replies.repository', async (importOriginal) => {
  const real = await importOriginal<typeof import('./canned-replies.repository')>();
  const { readBarrier: barrier } = await import('../../../test/read-barrier');
  return {
    ...real,
    findCannedReply: async (...args: Parameters<typeof real.findCannedReply>) => {
      const row = await real.findCannedReply(...args);
      await barrier.arrive();
      return row;
    },
  };
});

const [admin, novaAgent] = DEMO_STAFF;

describe.each(dialects)('canned replies on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  const { get, post } = testClient(() => t);
  const entries = async (id: number, action: string) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select('id')
        .where('target_type', '=', 'canned_reply')
        .where('target_id', '=', String(id))
        .where('action', '=', action)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const s of [admin, novaAgent]) {
      const row = await t.db.db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirstOrThrow();
      tokens[s.email] = (await issueStaffSession(t.db.db, row.id)).token;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps canned replies per brand and language, editable and audited', async () => {
    const agent = tokens[novaAgent.email]!;
    const list = (await get('/staff/canned-replies?brand=nova&lang=ko', agent)).json().data as {
      id: number;
      title: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    const created = await post(
      '/staff/canned-replies',
      { brand: 'ember', lang: 'ko', title: '점검 안내', body: '현재 정기 점검 중입니다. 점검 후 다시 이용해 주세요.' },
      agent,
    );
    expect(created.json().code).toBe(0);
    const id = created.json().data.id as number;
    expect(
      (
        await post(
          `/staff/canned-replies/${id}`,
          { brand: 'ember', lang: 'ko', title: '점검 안내 (수정)', body: '점검이 연장되었습니다.' },
          agent,
        )
      ).json().code,
    ).toBe(0);
    expect(
      (await post('/staff/canned-replies', { brand: 'hanami', lang: 'ja', title: 'x', body: 'y' }, agent)).json().code,
    ).toBe(1002);
    const log = (await get(`/staff/audit?targetType=canned_reply&targetId=${id}`, tokens[admin.email])).json().data as {
      action: string;
      before: { title: string } | null;
    }[];
    expect(log.map((e) => e.action)).toEqual(['canned.updated', 'canned.created']);
    expect(log[0]!.before?.title).toBe('점검 안내');
  });

  it('deletes canned replies of its own brands only', async () => {
    const agent = tokens[novaAgent.email]!;
    const id = (
      await post('/staff/canned-replies', { brand: 'nova', lang: 'en', title: 'tmp', body: 'tmp body' }, agent)
    ).json().data.id as number;
    const hanamiCanned = await t.db.db
      .selectFrom('canned_replies')
      .select('id')
      .where('brand_id', '=', 'hanami')
      .executeTakeFirstOrThrow();
    expect((await post(`/staff/canned-replies/${hanamiCanned.id}/delete`, {}, agent)).json().code).toBe(1002);
    expect((await post(`/staff/canned-replies/${id}/delete`, {}, agent)).json().code).toBe(0);
    expect(
      ((await get('/staff/canned-replies?brand=nova', agent)).json().data as { id: number }[]).some((c) => c.id === id),
    ).toBe(false);
  });

  it('lists the caller brands only, in the contract shape, filtered by brand and language', async () => {
    const agent = tokens[novaAgent.email]!;
    const all = CannedReplyListSchema.parse((await get('/staff/canned-replies', agent)).json().data);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => ['nova', 'ember'].includes(c.brand))).toBe(true);
    const ko = CannedReplyListSchema.parse((await get('/staff/canned-replies?brand=nova&lang=ko', agent)).json().data);
    expect(ko.length).toBeGreaterThan(0);
    expect(ko.every((c) => c.brand === 'nova' && c.lang === 'ko')).toBe(true);
    expect((await get('/staff/canned-replies')).json().code).toBe(-600);
  });

  it('two deletes of one reply at once, both reading it first: one succeeds, the other answers 1002, one audit entry', async () => {
    const agent = tokens[novaAgent.email]!;
    const id = (
      await post('/staff/canned-replies', { brand: 'nova', lang: 'en', title: 'twice', body: 'deleted twice' }, agent)
    ).json().data.id as number;
    readBarrier.arm(2);
    const codes = (
      await Promise.all([
        post(`/staff/canned-replies/${id}/delete`, {}, agent),
        post(`/staff/canned-replies/${id}/delete`, {}, tokens[admin.email]),
      ])
    )
      .map((r) => r.json().code as number)
      .sort((a, b) => a - b);
    expect(codes).toEqual([0, 1002]);
    expect(await entries(id, 'canned.deleted')).toBe(1);
  });

  it('two edits at once, both reading first: each applies in turn, and the second says it replaced the first', async () => {
    const agent = tokens[novaAgent.email]!;
    const id = (
      await post('/staff/canned-replies', { brand: 'nova', lang: 'en', title: 'draft', body: 'first draft' }, agent)
    ).json().data.id as number;
    readBarrier.arm(2);
    const answers = await Promise.all([
      post(
        `/staff/canned-replies/${id}`,
        { brand: 'nova', lang: 'en', title: 'by the agent', body: 'agent text' },
        agent,
      ),
      post(
        `/staff/canned-replies/${id}`,
        { brand: 'nova', lang: 'en', title: 'by the admin', body: 'admin text' },
        tokens[admin.email],
      ),
    ]);
    expect(answers.map((a) => a.json().code)).toEqual([0, 0]);
    const log = (
      await t.db.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('target_type', '=', 'canned_reply')
        .where('target_id', '=', String(id))
        .where('action', '=', 'canned.updated')
        .orderBy('id')
        .execute()
    ).map((e) => ({
      before: JSON.parse(e.before!) as { title: string },
      after: JSON.parse(e.after!) as { title: string },
    }));
    expect(log).toHaveLength(2);
    expect(log[0]!.before.title).toBe('draft');
    expect(log[1]!.before.title).toBe(log[0]!.after.title);
    const now = await t.db.db
      .selectFrom('canned_replies')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(now.title).toBe(log[1]!.after.title);
  });

  it('an edit of a reply deleted meanwhile answers 1002 and records nothing', async () => {
    const agent = tokens[novaAgent.email]!;
    const id = (
      await post('/staff/canned-replies', { brand: 'nova', lang: 'en', title: 'gone', body: 'soon gone' }, agent)
    ).json().data.id as number;
    readBarrier.arm(2);
    const [edit, del] = await Promise.all([
      post(`/staff/canned-replies/${id}`, { brand: 'nova', lang: 'en', title: 'edited', body: 'edited body' }, agent),
      post(`/staff/canned-replies/${id}/delete`, {}, tokens[admin.email]),
    ]);
    expect(del.json().code).toBe(0);
    // Run in either order: an edit before the delete stands in the audit; one after it is refused.
    expect([0, 1002]).toContain(edit.json().code);
    expect(await entries(id, 'canned.updated')).toBe(edit.json().code === 0 ? 1 : 0);
    expect(await entries(id, 'canned.deleted')).toBe(1);
  });
});
