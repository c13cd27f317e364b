// The operator's commands against the demo's published passwords, on a seeded database: the guard
// finds every demo account that still has one; set-password follows the password rules, hashes at
// PASSWORD_HASH_COST and signs the account out; remove-demo deletes or locks the demo players and
// disables the demo staff, keeps what the operator gave a new password and never the last admin.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, TEST_PASSWORD_COST, type TestApp } from '../../test/helper';
import { testClient } from '../../test/client';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { DEMO_STAFF } from '../db/seed/demo-staff';
import { accountsWithDemoPassword, demoPasswordRefusal } from '../db/seed/demo-guard';
import { verifyPassword } from '../lib/password';
import { findAccount, OperatorError, removeDemoAccounts, setPassword } from './accounts';

const [player01, player02] = DEMO_ACCOUNTS;
const [admin, novaAgent, hanamiAgent] = DEMO_STAFF;
/** Every demo agent, in the seed's order (the south-east Asian agents included). */
const demoAgents = DEMO_STAFF.filter((s) => s.role === 'agent').map((s) => s.email);
const NEW_PASSWORD = 'Quiet-Lantern-Harbor-7';

describe.each(dialects)('operator account commands on %s', (dialect) => {
  let t: TestApp;

  const { get, post, staffLogin, firstGame } = testClient(() => t);
  const playerLogin = (account: string, password: string) =>
    post('/website/login/auth', { account, password, remember: false });
  const holders = async () => (await accountsWithDemoPassword(t.db.db)).map((h) => `${h.kind} ${h.login}`);

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('finds every demo account that still has its published password, and names the commands', async () => {
    expect(await holders()).toEqual([
      'player player01',
      'player player02',
      `staff ${admin.email}`,
      ...demoAgents.map((e) => `staff ${e}`),
    ]);
    // Changed through the site like any player: no longer the demo password.
    const token = (await playerLogin(player02.account, player02.password)).json().data.token as string;
    expect(
      (
        await post(
          '/ucenter/password/reset',
          { oldPassword: player02.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          token,
        )
      ).json().code,
    ).toBe(0);
    expect(await holders()).not.toContain('player player02');
    // A disabled staff member still counts: an admin could enable them again.
    await t.db.db.updateTable('staff').set({ disabled: 1 }).where('email', '=', hanamiAgent.email).execute();
    expect(await holders()).toContain(`staff ${hanamiAgent.email}`);

    const message = demoPasswordRefusal(await accountsWithDemoPassword(t.db.db));
    expect(message).toContain('NODE_ENV=production');
    expect(message).toContain(admin.email);
    expect(message).toContain('npm run accounts -- set-password');
    expect(message).toContain('npm run accounts -- remove-demo');
    for (const d of [...DEMO_ACCOUNTS, ...DEMO_STAFF]) expect(message).not.toContain(d.password);
  });

  it('set-password: refuses weak and published passwords, hashes at the configured cost, and signs the account out', async () => {
    const staffToken = (await staffLogin(admin.email, admin.password)).json().data.token as string;
    expect((await get('/staff/me', staffToken)).json().code).toBe(0);
    const account = await findAccount(t.db.db, ' Admin@Guildhall.example ');
    expect(account).toMatchObject({ kind: 'staff', login: admin.email });

    for (const refused of ['short', 'password123', 'admin-and-more', novaAgent.password, player01.password]) {
      await expect(setPassword(t.db.db, account, refused, TEST_PASSWORD_COST)).rejects.toBeInstanceOf(OperatorError);
    }
    expect((await staffLogin(admin.email, admin.password)).json().code).toBe(0);

    expect(await setPassword(t.db.db, account, NEW_PASSWORD, TEST_PASSWORD_COST)).toEqual({ sessionsEnded: 2 });
    const row = await t.db.db
      .selectFrom('staff')
      .select('password_hash')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith(`scrypt$${TEST_PASSWORD_COST}$`)).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, row.password_hash)).toBe(true);
    expect((await get('/staff/me', staffToken)).json().code).not.toBe(0);
    expect((await staffLogin(admin.email, admin.password)).json().code).not.toBe(0);
    expect((await staffLogin(admin.email, NEW_PASSWORD)).json().code).toBe(0);
    expect(await holders()).not.toContain(`staff ${admin.email}`);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.password_reset')
      .execute();
    expect(audit).toHaveLength(1);
    expect(`${audit[0]!.before} ${audit[0]!.after}`).not.toContain(NEW_PASSWORD);

    // A player, by account or by the bound email; the old session ends.
    const playerToken = (await playerLogin(player01.account, player01.password)).json().data.token as string;
    expect((await get('/users/info', playerToken)).json().code).toBe(0);
    const player = await findAccount(t.db.db, player01.email);
    expect(player).toMatchObject({ kind: 'player', login: player01.account });
    await setPassword(t.db.db, player, NEW_PASSWORD, TEST_PASSWORD_COST);
    expect((await get('/users/info', playerToken)).json().code).not.toBe(0);
    expect((await playerLogin(player01.account, player01.password)).json().code).not.toBe(0);
    expect((await playerLogin(player01.account, NEW_PASSWORD)).json().code).toBe(0);

    await expect(findAccount(t.db.db, 'nobody-here')).rejects.toThrow('No player or staff account');
    await expect(findAccount(t.db.db, admin.email, 'player')).rejects.toThrow('No player account');
  });

  it('set-password: an email that names a staff member and a player needs --staff or --player', async () => {
    await t.db.db.updateTable('users').set({ email: admin.email }).where('account', '=', player02.account).execute();
    await expect(findAccount(t.db.db, admin.email)).rejects.toThrow('--staff or --player');
    expect(await findAccount(t.db.db, admin.email, 'staff')).toMatchObject({ kind: 'staff' });
    expect(await findAccount(t.db.db, admin.email, 'player')).toMatchObject({
      kind: 'player',
      login: player02.account,
    });
  });

  it('remove-demo: deletes or locks the demo players, disables the demo staff, keeps what has a new password', async () => {
    await setPassword(t.db.db, await findAccount(t.db.db, admin.email), NEW_PASSWORD, TEST_PASSWORD_COST);
    // player01 filed an inquiry: kept for the record, without a password.
    const p1 = (await playerLogin(player01.account, player01.password)).json().data.token as string;
    const game = await firstGame('nova');
    const filed = await post(
      '/inquiries',
      {
        gameId: game,
        gameAreaId: 'kr-main',
        serverId: 's1',
        roleName: 'Mina',
        queryType: 1,
        title: 'Filed before production',
        content: 'This inquiry keeps its player.',
        attachments: [],
        email: 'p1@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      },
      p1,
    );
    expect(filed.json().code).toBe(0);
    const agentToken = (await staffLogin(novaAgent.email, novaAgent.password)).json().data.token as string;

    expect(await removeDemoAccounts(t.db.db)).toEqual({
      deleted: ['player02'],
      locked: ['player01'],
      disabled: demoAgents,
      keptLastAdmin: null,
    });
    expect(await holders()).toEqual([]);
    expect(
      await t.db.db.selectFrom('users').select('id').where('account', '=', player02.account).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.db
        .selectFrom('game_roles')
        .select('role_id')
        .where('account', '=', player02.account)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      (
        await t.db.db
          .selectFrom('users')
          .select('password_hash')
          .where('account', '=', player01.account)
          .executeTakeFirstOrThrow()
      ).password_hash,
    ).toBeNull();
    expect((await get('/users/info', p1)).json().code).not.toBe(0);
    expect((await playerLogin(player01.account, player01.password)).json().code).not.toBe(0);
    expect((await get('/staff/me', agentToken)).json().code).not.toBe(0);
    expect((await staffLogin(novaAgent.email, novaAgent.password)).json().code).not.toBe(0);
    // Enabled again by an admin, the agent still has no usable password until one is set.
    await t.db.db.updateTable('staff').set({ disabled: 0 }).where('email', '=', novaAgent.email).execute();
    expect((await staffLogin(novaAgent.email, novaAgent.password)).json().code).not.toBe(0);
    expect((await staffLogin(admin.email, NEW_PASSWORD)).json().code).toBe(0);
    // Nothing left to do the second time.
    expect(await removeDemoAccounts(t.db.db)).toEqual({ deleted: [], locked: [], disabled: [], keptLastAdmin: null });
  });

  it('remove-demo: keeps the only admin of every brand, which then needs set-password', async () => {
    const r = await removeDemoAccounts(t.db.db);
    expect(r.keptLastAdmin).toBe(admin.email);
    expect(r.disabled).toEqual(demoAgents);
    expect(await holders()).toEqual([`staff ${admin.email}`]);
    expect((await staffLogin(admin.email, admin.password)).json().code).toBe(0);
  });
});
