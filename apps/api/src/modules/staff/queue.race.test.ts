// Two agents acting on the same inquiry at once: one wins, the other answers 1004 and records
// nothing. Each race is run twice: as two requests at once (however the engine interleaves them),
// and deterministically, both requests reading the inquiry before either updates it (a barrier
// on the read). Also: a change whose audit entry cannot be written does not happen.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { createTestApp, dialects, TEST_PASSWORD_COST, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { loadConfig } from '../../config';
import { storageFor } from '../../lib/s3-storage';
import { buildApp } from '../../app';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { readBarrier as barrier } from '../../../test/read-barrier';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

// While armed, each read of an inquiry waits until the armed number of requests have read it.
vi.mock('../inquiries/inquiries.repository', async (importOriginal) => {
  const real = await importOriginal<typeof import('../inquiries/inquiries.repository')>();
  const { readBarrier } = await import('../../../test/read-barrier');
  return {
    ...real,
    findInquiry: async (...args: Parameters<typeof real.findInquiry>) => {
      const row = await real.findInquiry(...args);
      await readBarrier.arrive();
      return row;
    },
  };
});

const [admin, novaAgent] = DEMO_STAFF;

describe.each(dialects)('two agents on one inquiry on %s', (dialect) => {
  let t: TestApp;
  const tokens: string[] = [];
  let staffIds: number[] = [];

  const api = testClient(() => t);

  async function newInquiry(status: number): Promise<number> {
    const ended = status >= InquiryStatus.awaitingRating;
    const at = new Date().toISOString();
    const { ids } = await api.writeInquiries('nova', [
      { title: 'Race', status, score: ended ? 4 : null, created_at: at, updated_at: at, ended_at: ended ? at : null },
    ]);
    return ids[0]!;
  }

  const auditOf = async (id: number, action: string) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select('id')
        .where('target_type', '=', 'inquiry')
        .where('target_id', '=', String(id))
        .where('action', '=', action)
        .execute()
    ).length;
  const statusOf = async (id: number) =>
    await t.db.db
      .selectFrom('inquiries')
      .select(['status', 'assigned_staff_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Both agents at once; answers the two codes, sorted. */
  async function race(path: string, bodies: [unknown, unknown], interleaved: boolean): Promise<number[]> {
    if (interleaved) barrier.arm(2);
    const answers = await Promise.all([api.post(path, bodies[0], tokens[0]!), api.post(path, bodies[1], tokens[1]!)]);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    return answers.map((a) => a.json().code as number).sort((a, b) => a - b);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    staffIds = [];
    for (const s of [admin, novaAgent]) {
      const row = await t.db.db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirstOrThrow();
      staffIds.push(row.id);
      tokens.push((await issueStaffSession(t.db.db, row.id)).token);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  for (const interleaved of [false, true]) {
    const how = interleaved ? 'both reading before either writes' : 'two requests at once';
    it(`resolve: one wins, the other answers 1004, one audit entry (${how})`, async () => {
      const id = await newInquiry(InquiryStatus.replied);
      expect(await race(`/staff/inquiries/${id}/resolve`, [{}, {}], interleaved)).toEqual([0, 1004]);
      expect(await auditOf(id, 'inquiry.resolved')).toBe(1);
      expect((await statusOf(id)).status).toBe(InquiryStatus.awaitingRating);
    });

    it(`reopen: one wins, the other answers 1004, one audit entry (${how})`, async () => {
      const id = await newInquiry(InquiryStatus.awaitingRating);
      expect(await race(`/staff/inquiries/${id}/reopen`, [{}, {}], interleaved)).toEqual([0, 1004]);
      expect(await auditOf(id, 'inquiry.reopened')).toBe(1);
      expect((await statusOf(id)).status).toBe(InquiryStatus.processing);
    });

    it(`assign: each agent takes it for themself; no assignment is lost from the audit (${how})`, async () => {
      const id = await newInquiry(InquiryStatus.new);
      const codes = await race(
        `/staff/inquiries/${id}/assign`,
        [{ staffId: staffIds[0] }, { staffId: staffIds[1] }],
        interleaved,
      );
      const after = await statusOf(id);
      const entries = (
        await t.db.db
          .selectFrom('audit_log')
          .select(['before', 'after'])
          .where('target_type', '=', 'inquiry')
          .where('target_id', '=', String(id))
          .where('action', '=', 'inquiry.assigned')
          .orderBy('id')
          .execute()
      ).map((e) => ({
        before: JSON.parse(e.before!) as { assignedTo: number | null },
        after: JSON.parse(e.after!) as { assignedTo: number | null },
      }));
      // Both read it unassigned: the second write would overwrite the first unseen, so it is refused.
      if (interleaved) expect(codes).toEqual([0, 1004]);
      // Run one after the other, the second is a reassignment that saw the first: both stand.
      else
        expect([
          [0, 1004],
          [0, 0],
        ]).toContainEqual(codes);
      expect(entries).toHaveLength(codes.filter((c) => c === 0).length);
      // Each entry starts where the previous one ended, and the last is who has it now.
      expect(entries[0]!.before.assignedTo).toBeNull();
      if (entries[1]) expect(entries[1].before.assignedTo).toBe(entries[0]!.after.assignedTo);
      expect(entries.at(-1)!.after.assignedTo).toBe(after.assigned_staff_id);
      expect(staffIds).toContain(after.assigned_staff_id);
    });
  }

  it('a reply and a resolve at once, both reading first: one wins, and the inquiry is where the winner left it', async () => {
    const id = await newInquiry(InquiryStatus.processing);
    barrier.arm(2);
    const [replied, resolved] = await Promise.all([
      api.post(`/staff/inquiries/${id}/reply`, { content: 'We moved your character.' }, tokens[0]!),
      api.post(`/staff/inquiries/${id}/resolve`, {}, tokens[1]!),
    ]);
    const codes = [replied.json().code, resolved.json().code];
    expect(codes.sort((a, b) => a - b)).toEqual([0, 1004]);
    const messages = await t.db.db
      .selectFrom('inquiry_messages')
      .select('author')
      .where('inquiry_id', '=', id)
      .execute();
    if (replied.json().code === 0) {
      // The resolve read it before the reply: it no longer applies.
      expect((await statusOf(id)).status).toBe(InquiryStatus.replied);
      expect(messages).toEqual([{ author: 'agent' }]);
      expect(await auditOf(id, 'inquiry.resolved')).toBe(0);
      expect(await auditOf(id, 'inquiry.replied')).toBe(1);
    } else {
      // A reply to an inquiry resolved meanwhile is refused, not slipped in to undo the resolve.
      expect(replied.json().data).toEqual([{ field: 'status', rule: 'not_allowed_agentReplied' }]);
      expect((await statusOf(id)).status).toBe(InquiryStatus.awaitingRating);
      expect(messages).toEqual([]);
      expect(await auditOf(id, 'inquiry.replied')).toBe(0);
      expect(await auditOf(id, 'inquiry.resolved')).toBe(1);
    }
  });

  it('the loser of an interleaved resolve gets the same answer as a second resolve', async () => {
    const id = await newInquiry(InquiryStatus.processing);
    barrier.arm(2);
    const answers = await Promise.all([
      api.post(`/staff/inquiries/${id}/resolve`, {}, tokens[0]!),
      api.post(`/staff/inquiries/${id}/resolve`, {}, tokens[1]!),
    ]);
    const lost = answers.find((a) => a.json().code !== 0)!;
    const again = await api.post(`/staff/inquiries/${id}/resolve`, {}, tokens[0]!);
    expect(lost.statusCode).toBe(again.statusCode);
    expect(lost.json()).toEqual(again.json());
  });

  it('opening a new inquiry twice at once records one opening', async () => {
    const id = await newInquiry(InquiryStatus.new);
    barrier.arm(2);
    const get = (token: string) => api.get(`/staff/inquiries/${id}`, token);
    const answers = await Promise.all([get(tokens[0]!), get(tokens[1]!)]);
    expect(answers.map((a) => a.json().data.inquiry.status)).toEqual([
      InquiryStatus.processing,
      InquiryStatus.processing,
    ]);
    expect(await auditOf(id, 'inquiry.opened')).toBe(1);
  });

  describe('with an audit log that cannot be written', () => {
    let broken: FastifyInstance;
    const brokenApi = testClient(() => ({ app: broken, db: t.db }));
    beforeAll(async () => {
      // Every insert into audit_log fails: the change it records must not happen either.
      const isAuditInsert = (node: RootOperationNode) =>
        node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'audit_log';
      const failAudit: KyselyPlugin = {
        transformQuery: (args) => {
          if (isAuditInsert(args.node)) throw new Error('audit log unavailable (test)');
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const config = loadConfig({
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: '',
        PASSWORD_HASH_COST: String(TEST_PASSWORD_COST),
      });
      broken = await buildApp(config, {
        db: { ...t.db, db: t.db.db.withPlugin(failAudit) },
        storage: storageFor(config, 'media'),
      });
      await broken.ready();
    });
    afterAll(async () => {
      await broken.close();
    });

    it('leaves the inquiry as it was: no resolve, reopen, assign, note or opening without its entry', async () => {
      const open = await newInquiry(InquiryStatus.replied);
      const ended = await newInquiry(InquiryStatus.awaitingRating);
      const fresh = await newInquiry(InquiryStatus.new);
      for (const [path, body] of [
        [`/staff/inquiries/${open}/resolve`, {}],
        [`/staff/inquiries/${ended}/reopen`, {}],
        [`/staff/inquiries/${open}/assign`, { staffId: staffIds[1] }],
        [`/staff/inquiries/${open}/note`, { content: 'never written' }],
      ] as const) {
        expect((await brokenApi.post(path, body, tokens[1]!)).statusCode, path).toBe(500);
      }
      expect(await statusOf(open)).toEqual({ status: InquiryStatus.replied, assigned_staff_id: null });
      expect((await statusOf(ended)).status).toBe(InquiryStatus.awaitingRating);
      expect(
        await t.db.db.selectFrom('inquiry_messages').select('id').where('inquiry_id', '=', open).execute(),
      ).toEqual([]);
      expect((await brokenApi.get(`/staff/inquiries/${fresh}`, tokens[1])).statusCode).toBe(500);
      expect((await statusOf(fresh)).status).toBe(InquiryStatus.new);
    });

    it('creates, edits and deletes no canned reply, and changes no staff account', async () => {
      const before = await t.db.db.selectFrom('canned_replies').select(['id', 'title']).orderBy('id').execute();
      const first = before[0]!;
      expect(
        (
          await brokenApi.post(
            '/staff/canned-replies',
            { brand: 'nova', lang: 'en', title: 'never', body: 'never' },
            tokens[1]!,
          )
        ).statusCode,
      ).toBe(500);
      expect(
        (
          await brokenApi.post(
            `/staff/canned-replies/${first.id}`,
            { brand: 'nova', lang: 'en', title: 'edited', body: 'edited' },
            tokens[0]!,
          )
        ).statusCode,
      ).toBe(500);
      expect((await brokenApi.post(`/staff/canned-replies/${first.id}/delete`, {}, tokens[0]!)).statusCode).toBe(500);
      expect(await t.db.db.selectFrom('canned_replies').select(['id', 'title']).orderBy('id').execute()).toEqual(
        before,
      );

      const agent = await t.db.db
        .selectFrom('staff')
        .selectAll()
        .where('id', '=', staffIds[1]!)
        .executeTakeFirstOrThrow();
      const sessions = await t.db.db
        .selectFrom('staff_sessions')
        .select(['id', 'revoked_at'])
        .where('staff_id', '=', agent.id)
        .orderBy('id')
        .execute();
      expect(
        (await brokenApi.post(`/staff/admin/staff/${agent.id}/disabled`, { disabled: true }, tokens[0]!)).statusCode,
      ).toBe(500);
      expect(
        (
          await brokenApi.post(
            `/staff/admin/staff/${agent.id}`,
            { name: 'Renamed', role: 'agent', brands: ['nova'] },
            tokens[0]!,
          )
        ).statusCode,
      ).toBe(500);
      expect(
        (await brokenApi.post(`/staff/admin/staff/${agent.id}/password`, { password: 'Orchid-Valley-77' }, tokens[0]!))
          .statusCode,
      ).toBe(500);
      expect((await brokenApi.post(`/staff/admin/staff/${agent.id}/totp/reset`, {}, tokens[0]!)).statusCode).toBe(500);
      expect(
        (
          await brokenApi.post(
            '/staff/admin/staff',
            {
              email: 'never@example.com',
              name: 'Never',
              role: 'agent',
              brands: ['nova'],
              password: 'Lantern-Harbor-42',
            },
            tokens[0]!,
          )
        ).statusCode,
      ).toBe(500);
      expect(
        await t.db.db.selectFrom('staff').selectAll().where('id', '=', agent.id).executeTakeFirstOrThrow(),
      ).toEqual(agent);
      expect(
        await t.db.db
          .selectFrom('staff_brands')
          .select('brand_id')
          .where('staff_id', '=', agent.id)
          .orderBy('brand_id')
          .execute(),
      ).toEqual([{ brand_id: 'ember' }, { brand_id: 'nova' }]);
      expect(
        await t.db.db
          .selectFrom('staff_sessions')
          .select(['id', 'revoked_at'])
          .where('staff_id', '=', agent.id)
          .orderBy('id')
          .execute(),
      ).toEqual(sessions);
      expect(await t.db.db.selectFrom('staff').select('id').where('email', '=', 'never@example.com').execute()).toEqual(
        [],
      );
    });
  });
});
