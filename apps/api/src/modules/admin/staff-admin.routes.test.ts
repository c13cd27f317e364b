// Staff accounts managed by admins: a created agent logs in and sees only their brands; disabling
// and the resets end sessions at once; an admin cannot lock themself (or everyone) out; a
// brand-scoped admin stays inside their brands; agents are refused; the audit never holds a password.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueuePageSchema, StaffLoginResultSchema } from '@guildhall/contract/staff';
import { StaffAccountListSchema } from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { currentStep, totpAt } from '../../lib/totp';
import { readBarrier } from '../../../test/read-barrier';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

// While armed, each read of the account a request manages waits until the armed number have read.
vi.mock('../staff/staff.repository', async (importOriginal) => {
  const real = await importOriginal<typeof import('../staff/staff.repository')>();
  const { readBarrier: barrier } = await import('../../../test/read-barrier');
  return {
    ...real,
    findStaff: async (...args: Parameters<typeof real.findStaff>) => {
      const row = await real.findStaff(...args);
      await barrier.arrive();
      return row;
    },
  };
});

const [admin, novaAgent] = DEMO_STAFF;
const PASSWORD = 'Lantern-Harbor-42';

describe.each(dialects)('staff accounts API on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  const { get, post, staffLogin: login } = testClient(() => t);
  const list = async (token = adminToken) =>
    StaffAccountListSchema.parse((await get('/staff/admin/staff', token)).json().data);
  const create = (body: Record<string, unknown>, token = adminToken) =>
    post(
      '/staff/admin/staff',
      { name: 'New Agent', role: 'agent', brands: ['nova'], password: PASSWORD, ...body },
      token,
    );
  const auditOf = (id: number) =>
    t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'staff')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = StaffLoginResultSchema.parse((await login(admin.email, admin.password)).json().data);
    adminToken = res.token;
    adminId = res.staff.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an agent who logs in and whose brands scope the queue; the audit holds no password', async () => {
    const created = await create({ email: ' Mira.Agent@Example.com ', name: 'Mira Agent', brands: ['hanami'] });
    expect(created.json().code).toBe(0);
    const id = created.json().data.id as number;
    expect((await list()).find((s) => s.id === id)).toMatchObject({
      email: 'mira.agent@example.com',
      name: 'Mira Agent',
      role: 'agent',
      brands: ['hanami'],
      allBrands: false,
      totpEnabled: false,
      disabled: false,
    });

    const session = StaffLoginResultSchema.parse((await login('mira.agent@example.com', PASSWORD)).json().data);
    expect(session.staff.brands).toEqual(['hanami']);
    const queue = QueuePageSchema.parse((await get('/staff/inquiries', session.token)).json().data);
    expect(queue.list.every((i) => i.brand === 'hanami')).toBe(true);
    expect((await get('/staff/inquiries?brand=nova', session.token)).json().code).toBe(1002);

    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toContain('staff.created');
    const stored = (
      await t.db.db.selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()
    ).password_hash;
    for (const r of rows) {
      expect(`${r.before} ${r.after}`).not.toContain(PASSWORD);
      expect(`${r.before} ${r.after}`).not.toContain(stored);
      expect(`${r.before} ${r.after}`).not.toContain('password');
    }
  });

  it('refuses a taken email, an agent without brands, an unknown brand and a weak password', async () => {
    const taken = await create({ email: novaAgent.email });
    expect(taken.json()).toMatchObject({ code: 1004, data: [{ field: 'email', rule: 'taken' }] });
    const noBrands = await create({ email: 'nobrands@example.com', brands: [] });
    expect(noBrands.json()).toMatchObject({ code: 1001, data: [{ field: 'brands', rule: 'required' }] });
    expect((await create({ email: 'unknown@example.com', brands: ['atlantis'] })).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'brands', rule: 'unknown' }],
    });
    expect((await create({ email: 'weak@example.com', password: 'password123' })).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'password', rule: 'weak_password' }],
    });
    expect((await create({ email: 'short@example.com', password: 'Ab1!' })).json().code).toBe(1001);
    const emails = (await list()).map((s) => s.email);
    for (const e of ['nobrands@example.com', 'unknown@example.com', 'weak@example.com', 'short@example.com'])
      expect(emails).not.toContain(e);
  });

  it('edits name, role and brands, with before and after in the audit', async () => {
    const id = (await create({ email: 'edit.me@example.com' })).json().data.id as number;
    expect(
      (
        await post(`/staff/admin/staff/${id}`, { name: 'Edited', role: 'agent', brands: ['ember', 'nova'] }, adminToken)
      ).json().code,
    ).toBe(0);
    expect((await list()).find((s) => s.id === id)).toMatchObject({ name: 'Edited', brands: ['ember', 'nova'] });
    const updated = (await auditOf(id)).find((r) => r.action === 'staff.updated')!;
    expect(JSON.parse(updated.before!)).toEqual({ name: 'New Agent', role: 'agent', brands: ['nova'] });
    expect(JSON.parse(updated.after!)).toEqual({ name: 'Edited', role: 'agent', brands: ['ember', 'nova'] });
    expect(
      (await post(`/staff/admin/staff/${id}`, { name: 'Edited', role: 'agent', brands: [] }, adminToken)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'brands', rule: 'required' }] });
    expect(
      (await post('/staff/admin/staff/999999', { name: 'X', role: 'agent', brands: ['nova'] }, adminToken)).json().code,
    ).toBe(1002);
  });

  it('disabling ends the sessions at once and refuses logins; enabling lets them back in', async () => {
    const id = (await create({ email: 'to.disable@example.com' })).json().data.id as number;
    const token = (await login('to.disable@example.com', PASSWORD)).json().data.token as string;
    expect((await get('/staff/me', token)).json().code).toBe(0);
    expect((await post(`/staff/admin/staff/${id}/disabled`, { disabled: true }, adminToken)).json().code).toBe(0);
    expect((await get('/staff/me', token)).json().code).toBe(-600);
    expect((await login('to.disable@example.com', PASSWORD)).json().code).toBe(1006);
    expect((await list()).find((s) => s.id === id)?.disabled).toBe(true);
    expect((await post(`/staff/admin/staff/${id}/disabled`, { disabled: false }, adminToken)).json().code).toBe(0);
    // The old session stays ended; a new login works.
    expect((await get('/staff/me', token)).json().code).toBe(-600);
    expect((await login('to.disable@example.com', PASSWORD)).json().code).toBe(0);
    expect((await auditOf(id)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['staff.disabled', 'staff.enabled']),
    );
  });

  it('refuses to disable or demote oneself, and protects the last admin of every brand', async () => {
    expect((await post(`/staff/admin/staff/${adminId}/disabled`, { disabled: true }, adminToken)).json()).toMatchObject(
      { code: 1003, data: [{ field: 'disabled', rule: 'self' }] },
    );
    expect(
      (
        await post(`/staff/admin/staff/${adminId}`, { name: admin.name, role: 'agent', brands: ['nova'] }, adminToken)
      ).json(),
    ).toMatchObject({ code: 1003, data: [{ field: 'role', rule: 'self' }] });
    // Scoping oneself would leave no admin of every brand.
    expect(
      (
        await post(`/staff/admin/staff/${adminId}`, { name: admin.name, role: 'admin', brands: ['nova'] }, adminToken)
      ).json(),
    ).toMatchObject({ code: 1004, data: [{ field: 'brands', rule: 'last_admin' }] });

    // Only admins of every brand can manage one (a scoped admin gets 1002), so the last one can
    // only be taken away by themself: with a second one, scoping oneself is allowed.
    const second = (
      await create({ email: 'second.admin@example.com', name: 'Second Admin', role: 'admin', brands: [] })
    ).json().data.id as number;
    expect((await list()).find((s) => s.id === second)).toMatchObject({ role: 'admin', brands: [], allBrands: true });
    const secondToken = (await issueStaffSession(t.db.db, second)).token;
    expect(
      (
        await post(
          `/staff/admin/staff/${second}`,
          { name: 'Second Admin', role: 'admin', brands: ['nova'] },
          secondToken,
        )
      ).json().code,
    ).toBe(0);
    // Now the demo admin is the last again: the second (scoped now) cannot touch them, and they still cannot scope themself.
    expect((await post(`/staff/admin/staff/${adminId}/disabled`, { disabled: true }, secondToken)).json().code).toBe(
      1002,
    );
    expect(
      (
        await post(`/staff/admin/staff/${adminId}`, { name: admin.name, role: 'admin', brands: ['ember'] }, adminToken)
      ).json().code,
    ).toBe(1004);
    // Demoting another admin is fine, and their sessions keep working as an agent's.
    expect(
      (
        await post(
          `/staff/admin/staff/${second}`,
          { name: 'Second Admin', role: 'agent', brands: ['nova'] },
          adminToken,
        )
      ).json().code,
    ).toBe(0);
    expect((await get('/staff/admin/staff', secondToken)).json().code).toBe(1003);
    expect((await get('/staff/me', secondToken)).json().data).toMatchObject({ role: 'agent', brands: ['nova'] });
  });

  it('resets the second factor: sessions end, the next login needs no code', async () => {
    const id = (await create({ email: 'totp.lost@example.com' })).json().data.id as number;
    const token = (await login('totp.lost@example.com', PASSWORD)).json().data.token as string;
    const setup = (await post('/staff/me/totp/setup', {}, token)).json().data as { secret: string };
    expect(
      (await post('/staff/me/totp/enable', { totp: totpAt(setup.secret, currentStep()) }, token)).json().code,
    ).toBe(0);
    expect((await login('totp.lost@example.com', PASSWORD)).json()).toMatchObject({
      code: 1006,
      data: [{ field: 'totp', rule: 'required' }],
    });

    expect((await post(`/staff/admin/staff/${id}/totp/reset`, {}, adminToken)).json().code).toBe(0);
    expect((await get('/staff/me', token)).json().code).toBe(-600);
    const again = StaffLoginResultSchema.parse((await login('totp.lost@example.com', PASSWORD)).json().data);
    expect(again.staff.totpEnabled).toBe(false);
    const row = (await auditOf(id)).find((r) => r.action === 'staff.totp_reset')!;
    expect(JSON.parse(row.after!)).toEqual({ totpEnabled: false });
  });

  it('sets a new password: sessions end, the old one stops working; audited without it', async () => {
    const id = (await create({ email: 'pw.lost@example.com' })).json().data.id as number;
    const token = (await login('pw.lost@example.com', PASSWORD)).json().data.token as string;
    expect(
      (await post(`/staff/admin/staff/${id}/password`, { password: 'qwertyuiop' }, adminToken)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'password' }] });
    expect(
      (await post(`/staff/admin/staff/${id}/password`, { password: 'Orchid-Valley-77' }, adminToken)).json().code,
    ).toBe(0);
    expect((await get('/staff/me', token)).json().code).toBe(-600);
    expect((await login('pw.lost@example.com', PASSWORD)).json().code).toBe(1006);
    expect((await login('pw.lost@example.com', 'Orchid-Valley-77')).json().code).toBe(0);
    const row = (await auditOf(id)).find((r) => r.action === 'staff.password_reset')!;
    expect(row.before).toBeNull();
    expect(row.after).toBeNull();
  });

  it('refuses agents with 1003', async () => {
    const token = (await login(novaAgent.email, novaAgent.password)).json().data.token as string;
    expect((await get('/staff/admin/staff', token)).json().code).toBe(1003);
    const me = (await get('/staff/me', token)).json().data as { id: number };
    const calls: [string, unknown][] = [
      [
        '/staff/admin/staff',
        { email: 'by.agent@example.com', name: 'X', role: 'admin', brands: [], password: PASSWORD },
      ],
      [`/staff/admin/staff/${me.id}`, { name: 'X', role: 'admin', brands: [] }],
      [`/staff/admin/staff/${adminId}/disabled`, { disabled: true }],
      [`/staff/admin/staff/${adminId}/totp/reset`, {}],
      [`/staff/admin/staff/${adminId}/password`, { password: PASSWORD }],
    ];
    for (const [path, body] of calls) expect((await post(path, body, token)).json().code, path).toBe(1003);
  });

  it('keeps a brand-scoped admin inside their brands', async () => {
    const db = t.db.db;
    const scoped = (await create({ email: 'nova.admin@example.com', role: 'admin', brands: ['nova'] })).json().data
      .id as number;
    const token = (await issueStaffSession(db, scoped)).token;
    const visible = await list(token);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((s) => s.brands.length > 0 && s.brands.every((b) => b === 'nova'))).toBe(true);
    // Only their own brands, and never every brand.
    expect((await create({ email: 'by.scoped@example.com', brands: ['nova'] }, token)).json().code).toBe(0);
    expect((await create({ email: 'by.scoped2@example.com', brands: ['ember'] }, token)).json()).toMatchObject({
      code: 1003,
      data: [{ field: 'brands', rule: 'not_yours' }],
    });
    expect((await create({ email: 'by.scoped3@example.com', role: 'admin', brands: [] }, token)).json().code).toBe(
      1003,
    );
    // Staff with a brand outside theirs (the demo agent of nova and ember) and the unscoped admin: 1002.
    const agentId = (
      await db.selectFrom('staff').select('id').where('email', '=', novaAgent.email).executeTakeFirstOrThrow()
    ).id;
    expect((await post(`/staff/admin/staff/${agentId}/disabled`, { disabled: true }, token)).json().code).toBe(1002);
    expect(
      (await post(`/staff/admin/staff/${adminId}/password`, { password: 'Orchid-Valley-77' }, token)).json().code,
    ).toBe(1002);
    const own = (await list(token)).find((s) => s.email === 'by.scoped@example.com')!;
    expect(
      (
        await post(
          `/staff/admin/staff/${own.id}`,
          { name: 'Scoped Edit', role: 'agent', brands: ['nova', 'ember'] },
          token,
        )
      ).json().code,
    ).toBe(1003);
    expect(
      (
        await post(`/staff/admin/staff/${own.id}`, { name: 'Scoped Edit', role: 'agent', brands: ['nova'] }, token)
      ).json().code,
    ).toBe(0);
  });

  it('two edits of one account at once, both reading first: each applies in turn, and the audit says what each replaced', async () => {
    const id = (await create({ email: 'edited.twice@example.com', brands: ['nova'] })).json().data.id as number;
    const secondAdmin = (
      await create({ email: 'editor.two@example.com', name: 'Editor Two', role: 'admin', brands: [] })
    ).json().data.id as number;
    const otherToken = (await issueStaffSession(t.db.db, secondAdmin)).token;
    readBarrier.arm(2);
    const answers = await Promise.all([
      post(`/staff/admin/staff/${id}`, { name: 'By One', role: 'agent', brands: ['nova'] }, adminToken),
      post(`/staff/admin/staff/${id}`, { name: 'By Two', role: 'agent', brands: ['ember', 'nova'] }, otherToken),
    ]);
    expect(answers.map((a) => a.json().code)).toEqual([0, 0]);
    const entries = (await auditOf(id))
      .filter((r) => r.action === 'staff.updated')
      .map((r) => ({
        before: JSON.parse(r.before!) as { name: string; brands: string[] },
        after: JSON.parse(r.after!) as { name: string; brands: string[] },
      }));
    expect(entries).toHaveLength(2);
    const sorted = (b: string[]) => [...b].sort();
    // The second change starts from what the first left, and the account is what the last one says.
    expect(entries[1]!.before.name).toBe(entries[0]!.after.name);
    expect(sorted(entries[1]!.before.brands)).toEqual(sorted(entries[0]!.after.brands));
    const now = (await list()).find((s) => s.id === id)!;
    expect(now.name).toBe(entries[1]!.after.name);
    expect(sorted(now.brands)).toEqual(sorted(entries[1]!.after.brands));
    expect((await post(`/staff/admin/staff/${secondAdmin}/disabled`, { disabled: true }, adminToken)).json().code).toBe(
      0,
    );
  });

  it('two admins of every brand disabling each other at once (both read first): one wins, the other is refused as the last one', async () => {
    const other = (
      await create({ email: 'mutual.admin@example.com', name: 'Mutual Admin', role: 'admin', brands: [] })
    ).json().data.id as number;
    // Only the demo admin and this one are admins of every brand now.
    const unscoped = async () =>
      (await list())
        .filter((s) => s.allBrands && !s.disabled)
        .map((s) => s.id)
        .sort((a, b) => a - b);
    expect(await unscoped()).toEqual([adminId, other].sort((a, b) => a - b));
    const otherToken = (await issueStaffSession(t.db.db, other)).token;
    // Both read their target before either changes anything.
    readBarrier.arm(2);
    const answers = await Promise.all([
      post(`/staff/admin/staff/${other}/disabled`, { disabled: true }, adminToken),
      post(`/staff/admin/staff/${adminId}/disabled`, { disabled: true }, otherToken),
    ]);
    const codes = answers.map((a) => a.json().code as number).sort((a, b) => a - b);
    expect(codes).toEqual([0, 1004]);
    expect(answers.find((a) => a.json().code === 1004)!.json().data).toEqual([
      { field: 'disabled', rule: 'last_admin' },
    ]);
    const left = await t.db.db
      .selectFrom('staff')
      .select('id')
      .where('id', 'in', [adminId, other])
      .where('disabled', '=', 0)
      .execute();
    expect(left).toHaveLength(1);
    const disabled = (
      await t.db.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'staff.disabled')
        .where('target_id', 'in', [String(adminId), String(other)])
        .execute()
    ).map((r) => Number(r.target_id));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).not.toBe(left[0]!.id);
    // The demo admin back on duty for whatever follows.
    if (left[0]!.id !== adminId) {
      expect((await post(`/staff/admin/staff/${adminId}/disabled`, { disabled: false }, otherToken)).json().code).toBe(
        0,
      );
      adminToken = StaffLoginResultSchema.parse((await login(admin.email, admin.password)).json().data).token;
    }
  });
});
