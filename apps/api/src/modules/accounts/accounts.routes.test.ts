import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResultSchema, UserInfoSchema } from '@guildhall/contract/accounts';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { codeIn, startSmtp, type TestSmtp } from '../../../test/smtp';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { seedBrands } from '../../db/seed/demo-data';
import { platformSignature } from './platform.service';
import { bindAttemptMail, codeMail, registerAttemptMail } from './mail-texts';
import { sha256Hex } from '../../lib/hash';
import { purgeSessions } from './sessions.service';
import { purgeCodes } from './codes.service';

const [demo, demo2] = DEMO_ACCOUNTS;

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ipCounter = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Each test gets its own client address, so per-IP limits of one test do not leak into another. */
  const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  // Requests come from one address unless a test asks for a fresh one.
  const { get, post, registerPlayer } = testClient(() => t, { ip: '127.0.0.1' });

  async function login(
    account: string,
    password: string,
    opts: { brand?: string; remember?: boolean; ip?: string } = {},
  ) {
    const res = await post(
      '/website/login/auth',
      { account, password, remember: opts.remember ?? false },
      { ...opts, ip: opts.ip ?? freshIp() },
    );
    return res.json() as { code: number; data: { token: string; expiresAt: string; type: string } };
  }

  it('offers the login methods of the game, without unconfigured social providers', async () => {
    const all = await get('/website/login/login_config');
    expect(all.json()).toMatchObject({
      code: 0,
      data: { methods: ['password', 'quick', 'guest'], registration: true },
    });
    const game = await t.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('games')
      .set({ login_methods: 'password,google', registration: 0 })
      .where('id', '=', game.id)
      .execute();
    const one = await get(`/website/login/login_config?clientId=${game.id}`);
    expect(one.json().data).toEqual({ methods: ['password'], registration: false });
    // Another brand's game is not this brand's: the defaults apply.
    const other = await get(`/website/login/login_config?clientId=${game.id}`, { brand: 'hanami' });
    expect(other.json().data.methods).toEqual(['password', 'quick', 'guest']);
  });

  it('logs the demo accounts in on every brand; the token works on its own brand only', async () => {
    for (const b of seedBrands) {
      const r = await login(demo.account, demo.password, { brand: b.id });
      expect(r.code, b.id).toBe(0);
      expect(LoginResultSchema.parse(r.data).type).toBe('OFFICIAL');
      const info = await get('/users/info', { brand: b.id, token: r.data.token });
      expect(UserInfoSchema.parse(info.json().data)).toMatchObject({
        account: demo.account,
        email: demo.email,
        emailCertified: true,
      });
    }
    const nova = await login(demo.account, demo.password);
    const elsewhere = await get('/users/info', { brand: 'hanami', token: nova.data.token });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe(-600);
  });

  it('stores tokens only as hashes, with a longer life when remembered', async () => {
    const short = await login(demo.account, demo.password);
    const long = await login(demo.account, demo.password, { remember: true });
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(days(short.data.expiresAt)).toBeGreaterThan(0.9);
    expect(days(short.data.expiresAt)).toBeLessThan(1.1);
    expect(days(long.data.expiresAt)).toBeGreaterThan(29);
    expect(short.data.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const rows = await t.db.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === short.data.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers wrong passwords and unknown accounts alike with 1006', async () => {
    const wrong = await post(
      '/website/login/auth',
      { account: demo.account, password: 'not-the-password', remember: false },
      { ip: freshIp() },
    );
    const unknown = await post(
      '/website/login/auth',
      { account: 'nobody-here', password: 'not-the-password', remember: false },
      { ip: freshIp() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe(1006);
    const invalid = await post('/website/login/auth', { account: demo.account }, { ip: freshIp() });
    expect(invalid.json()).toMatchObject({
      code: 1001,
      data: expect.arrayContaining([{ field: 'password', rule: expect.any(String) }]),
    });
  });

  it('rate limits password attempts per account, for unknown accounts too', async () => {
    for (const account of [demo2.account, 'ghost-account']) {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++)
        codes.push(
          (
            await post(
              '/website/login/auth',
              { account, password: 'wrong-password', remember: false },
              { ip: freshIp() },
            )
          ).json().code,
        );
      expect(
        codes.slice(0, 10).every((c) => c === 1006),
        account,
      ).toBe(true);
      expect(codes[10], account).toBe(1005);
    }
    const limited = await post(
      '/website/login/auth',
      { account: demo2.account, password: demo2.password, remember: false },
      { ip: freshIp() },
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a guest continue, and revokes a session on logout', async () => {
    const guest = await post('/website/login/auth', { guest: true }, { ip: freshIp() });
    expect(guest.json()).toMatchObject({ code: 0, data: { type: 'GUEST' } });
    const token = guest.json().data.token as string;
    expect((await get('/users/info', { token })).json()).toMatchObject({ code: 0, data: { type: 'GUEST' } });
    expect((await post('/website/login/logout', {}, { token })).json().code).toBe(0);
    const after = await get('/users/info', { token });
    expect(after.json().code).toBe(-600);
  });

  it('treats an expired session as invalid', async () => {
    const r = await login(demo.account, demo.password);
    await t.db.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await get('/users/info', { token: r.data.token })).json().code).toBe(-600);
    expect((await get('/users/info', { token: 'made-up-token' })).json().code).toBe(-600);
    expect((await get('/users/info')).json().code).toBe(-600);
  });

  /** A registration as the form sends it. */
  const registration = (email: string, code: string, account: string, password = 'Tidewater-77') => ({
    email,
    code,
    account,
    password,
    confirmPassword: password,
    remember: false,
  });
  const otherCode = (code: string) => (code === '000000' ? '000001' : '000000');
  /** The unused registration codes of an address. */
  const registerCodeRows = async (target: string) =>
    t.db.db
      .selectFrom('verification_codes')
      .select(['user_id', 'code_hash'])
      .where('purpose', '=', 'register')
      .where('target', '=', target)
      .where('consumed_at', 'is', null)
      .execute();

  it('registers an official account with a code mailed to a free address, stored verified', async () => {
    const ip = freshIp();
    const email = 'newplayer@example.com';
    const sent = await post('/website/login/register/send_code', { email: 'NewPlayer@Example.com' }, { ip });
    expect(sent.json()).toEqual({ code: 0, msg: 'success', data: null });
    const mail = await smtp.next(email);
    const nova = seedBrands.find((b) => b.id === 'nova')!.name;
    expect(mail.subject).toBe(codeMail('ko', 'register', { brand: nova, code: '0', minutes: 10 }).subject);
    const code = codeIn(mail);
    // Stored hashed, and no account yet: the code belongs to the address.
    const rows = await registerCodeRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ user_id: null, code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(rows[0]!.code_hash).not.toContain(code);

    // The input's own rules first; they spend nothing.
    const weak = await post('/website/login/register', registration(email, code, 'newplayer', 'password123'), { ip });
    expect(weak.json()).toMatchObject({ code: 1001, data: [{ field: 'password', rule: 'weak_password' }] });
    const mismatch = await post(
      '/website/login/register',
      { ...registration(email, code, 'newplayer'), confirmPassword: 'Tidewater-78' },
      { ip },
    );
    expect(mismatch.json()).toMatchObject({ code: 1001, data: [{ field: 'confirmPassword' }] });
    const noCode = await post(
      '/website/login/register',
      { ...registration(email, code, 'newplayer'), code: '' },
      { ip },
    );
    expect(noCode.json()).toMatchObject({ code: 1001, data: [{ field: 'code' }] });
    const wrong = await post('/website/login/register', registration(email, otherCode(code), 'newplayer'), { ip });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 1006, data: [{ field: 'code', rule: 'wrong' }] });
    // The code of one address proves no other.
    const elsewhere = await post('/website/login/register', registration('other@example.com', code, 'newplayer'), {
      ip,
    });
    expect(elsewhere.json().code).toBe(1006);

    const ok = await post(
      '/website/login/register',
      { ...registration(email, code, 'NewPlayer'), remember: true },
      {
        ip,
      },
    );
    expect(ok.json()).toMatchObject({ code: 0, data: { account: 'newplayer', type: 'OFFICIAL' } });
    expect((await get('/users/info', ok.json().data.token as string)).json().data).toMatchObject({
      account: 'newplayer',
      email,
      emailCertified: true,
    });
    expect((await login('newplayer', 'Tidewater-77')).code).toBe(0);
    const hash = await t.db.db
      .selectFrom('users')
      .select('password_hash')
      .where('account', '=', 'newplayer')
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^scrypt\$14\$8\$1\$/);
    // Used once.
    const again = await post('/website/login/register', registration(email, code, 'newplayer2'), { ip });
    expect(again.json().code).toBe(1006);
  });

  it('answers register/send_code alike for a taken and a free address; the owner gets a mail and no code', async () => {
    const owner = 'takenowner';
    const takenAddress = 'owner@example.com';
    await registerPlayer({ account: owner, password: 'Lanternfish-3', email: takenAddress }, { ip: freshIp() });
    const free = 'free-address@example.com';
    const ask = async (email: string) => {
      const res = await post(
        '/website/login/register/send_code',
        { email },
        { ip: freshIp(), query: '?spec_lang=de&domain_area=eru' },
      );
      return { status: res.statusCode, body: res.json() as unknown };
    };
    expect(await ask(takenAddress)).toEqual(await ask(free));
    // The free address gets its code in the requester's language.
    const codeMailSent = await smtp.next(free);
    expect(codeIn(codeMailSent)).toMatch(/^\d{6}$/);
    expect(codeMailSent.subject).toContain('Konto');
    // The owner: in the brand's language (theirs is unknown), naming their account and the login page's words, no code.
    const notice = await smtp.next(takenAddress);
    const expected = registerAttemptMail('ko', {
      brand: seedBrands.find((b) => b.id === 'nova')!.name,
      account: owner,
    });
    expect(notice.subject).toBe(expected.subject);
    expect(notice.text).toContain(owner);
    expect(notice.text).toContain('간편 로그인');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // To the login page; the requester's area does not offer Korean, so the site picks the area.
    expect(notice.text).toContain('/login?spec_lang=ko');
    // Both have a code row (the same work and the same attempts), the owner's mailed to nobody.
    expect(await registerCodeRows(takenAddress)).toHaveLength(1);
    expect(await registerCodeRows(free)).toHaveLength(1);

    // Even the right code (forced into the row, as if guessed) fails like a wrong one for a taken address.
    await t.db.db
      .updateTable('verification_codes')
      .set({ code_hash: sha256Hex(`register\n${takenAddress}\n424242`) })
      .where('purpose', '=', 'register')
      .where('target', '=', takenAddress)
      .execute();
    const taken = await post('/website/login/register', registration(takenAddress, '424242', 'squatter'), {
      ip: freshIp(),
    });
    const wrong = await post(
      '/website/login/register',
      registration(free, otherCode(codeIn(codeMailSent)), 'squatter'),
      {
        ip: freshIp(),
      },
    );
    expect(taken.statusCode).toBe(wrong.statusCode);
    expect(taken.json()).toEqual(wrong.json());
    expect(taken.json()).toMatchObject({ code: 1006, data: [{ field: 'code', rule: 'wrong' }] });
  });

  it('says a name is taken only with the right code, and that answer spends the code', async () => {
    const email = 'prober@example.com';
    await post('/website/login/register/send_code', { email }, { ip: freshIp() });
    const code = codeIn(await smtp.next(email));
    // A wrong code: the same answer for a taken name and a free one.
    const takenName = await post('/website/login/register', registration(email, otherCode(code), demo.account), {
      ip: freshIp(),
    });
    const freeName = await post('/website/login/register', registration(email, otherCode(code), 'nobody-yet'), {
      ip: freshIp(),
    });
    expect(takenName.statusCode).toBe(freeName.statusCode);
    expect(takenName.json()).toEqual(freeName.json());
    expect(takenName.json().code).toBe(1006);
    // An expired code too.
    await t.db.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('target', '=', email)
      .execute();
    const expired = await post('/website/login/register', registration(email, code, demo.account), { ip: freshIp() });
    expect(expired.json()).toEqual(freeName.json());

    await post('/website/login/register/send_code', { email }, { ip: freshIp() });
    const fresh = codeIn(await smtp.next(email));
    const taken = await post('/website/login/register', registration(email, fresh, demo.account.toUpperCase()), {
      ip: freshIp(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 1004, data: [{ field: 'account', rule: 'taken' }] });
    // The next name needs the next mail.
    const spent = await post('/website/login/register', registration(email, fresh, 'nobody-yet'), { ip: freshIp() });
    expect(spent.json().code).toBe(1006);
  });

  it('limits registration codes per address and per client address, and the tries per code', async () => {
    const owner = 'limitowner';
    const takenAddress = 'limit-owner@example.com';
    await registerPlayer({ account: owner, password: 'Lanternfish-3', email: takenAddress }, { ip: freshIp() });
    const answers = async (email: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await post('/website/login/register/send_code', { email }, { ip: freshIp() })).json().code);
      // The three that went through each made a code and sent a mail, after their answer.
      for (let i = 0; i < 3; i++) await smtp.next(email);
      return codes;
    };
    expect(await answers('limit-free@example.com')).toEqual([0, 0, 0, 1005]);
    expect(await answers(takenAddress)).toEqual([0, 0, 0, 1005]);

    const ip = freshIp();
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++)
      perIp.push(
        (await post('/website/login/register/send_code', { email: `many${i}@example.com` }, { ip })).json().code,
      );
    expect(perIp.slice(0, 20).every((c) => c === 0)).toBe(true);
    const limited = await post('/website/login/register/send_code', { email: 'one-more@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Five tries per code, then it is spent, for a taken and a free address alike.
    for (const email of ['limit-free@example.com', takenAddress]) {
      const tries: number[] = [];
      for (let i = 0; i < 6; i++)
        tries.push(
          (await post('/website/login/register', registration(email, '999999', 'tryhard'), { ip: freshIp() })).json()
            .code,
        );
      expect(tries, email).toEqual([1006, 1006, 1006, 1006, 1005, 1005]);
    }
  });

  it('logs in with a one-time code mailed to the bound email, once', async () => {
    const ip = freshIp();
    expect(
      (await post('/website/login/quick/send_code', { account: demo.account }, { ip, query: '?spec_lang=ko' })).json(),
    ).toMatchObject({ code: 0, data: null });
    const mail = await smtp.next(demo.email!);
    expect(mail.subject).toContain('로그인');
    const code = codeIn(mail);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (
        await post('/website/login/quick/auth', { account: demo.account, code: wrongCode, remember: false }, { ip })
      ).json().code,
    ).toBe(1006);
    const ok = await post('/website/login/quick/auth', { account: demo.account, code, remember: false }, { ip });
    expect(ok.json()).toMatchObject({ code: 0, data: { account: demo.account } });
    expect(
      (await post('/website/login/quick/auth', { account: demo.account, code, remember: false }, { ip })).json().code,
    ).toBe(1006);
    // Unknown accounts and accounts without an email get the same answer and no mail.
    const before = smtp.messages.length;
    expect((await post('/website/login/quick/send_code', { account: 'nobody-here' }, { ip })).json()).toMatchObject({
      code: 0,
      data: null,
    });
    expect((await post('/website/login/quick/send_code', { account: demo2.account }, { ip })).json()).toMatchObject({
      code: 0,
      data: null,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('allows a few attempts per code and honours its expiry', async () => {
    const ip = freshIp();
    await post('/website/login/quick/send_code', { account: demo.account }, { ip });
    const code = codeIn(await smtp.next(demo.email!));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      await post('/website/login/quick/auth', { account: demo.account, code: wrong, remember: false }, { ip });
    expect(
      (await post('/website/login/quick/auth', { account: demo.account, code, remember: false }, { ip })).json().code,
    ).toBe(1006);

    await post('/website/login/quick/send_code', { account: demo.account }, { ip: freshIp() });
    const fresh = codeIn(await smtp.next(demo.email!));
    await t.db.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('consumed_at', 'is', null)
      .execute();
    expect(
      (
        await post(
          '/website/login/quick/auth',
          { account: demo.account, code: fresh, remember: false },
          { ip: freshIp() },
        )
      ).json().code,
    ).toBe(1006);
  });

  it('rate limits code requests per account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await post('/website/login/password/send_code', { account: demo2.account }, { ip: freshIp() })).json().code,
      );
    expect(codes).toEqual([0, 0, 0, 1005]);
  });

  it('recovers a password by an emailed code and ends the other sessions', async () => {
    const other = await login(demo.account, demo.password);
    const ip = freshIp();
    await post('/website/login/password/send_code', { account: demo.account }, { ip });
    const code = codeIn(await smtp.next(demo.email!));
    const weak = await post(
      '/website/login/password/reset',
      { account: demo.account, code, newPassword: '11111111', confirmPassword: '11111111' },
      { ip },
    );
    expect(weak.json()).toMatchObject({ code: 1001, data: [{ field: 'newPassword', rule: 'weak_password' }] });
    const reset = await post(
      '/website/login/password/reset',
      { account: demo.account, code, newPassword: 'Moonrise-4242', confirmPassword: 'Moonrise-4242' },
      { ip },
    );
    expect(reset.json().code).toBe(0);
    expect((await get('/users/info', { token: other.data.token })).json().code).toBe(-600);
    expect((await login(demo.account, demo.password)).code).toBe(1006);
    expect((await login(demo.account, 'Moonrise-4242')).code).toBe(0);
    // Put the demo password back for the other tests.
    await post('/website/login/password/send_code', { account: demo.account }, { ip: freshIp() });
    const back = codeIn(await smtp.next(demo.email!));
    await post(
      '/website/login/password/reset',
      { account: demo.account, code: back, newPassword: demo.password, confirmPassword: demo.password },
      { ip: freshIp() },
    );
  });

  it('changes the password in the user center, keeping only the current session', async () => {
    const current = await registerPlayer({ account: 'changer', password: 'Riverbank-51' }, { ip: freshIp() });
    const other = (await login('changer', 'Riverbank-51')).data.token;
    const body = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
      oldPassword,
      newPassword,
      confirmPassword,
    });
    expect(
      (await post('/ucenter/password/reset', body('wrong-old-one', 'Harbor-Lights-9'), { token: current })).json().code,
    ).toBe(1006);
    expect(
      (await post('/ucenter/password/reset', body('Riverbank-51', 'qwertyuiop'), { token: current })).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'newPassword' }] });
    expect(
      (await post('/ucenter/password/reset', body('Riverbank-51', 'Harbor-Lights-9', 'x'), { token: current })).json()
        .code,
    ).toBe(1001);
    expect(
      (await post('/ucenter/password/reset', body('Riverbank-51', 'Harbor-Lights-9'), { token: current })).json().code,
    ).toBe(0);
    expect((await get('/users/info', { token: current })).json().code).toBe(0);
    expect((await get('/users/info', { token: other })).json().code).toBe(-600);
    expect((await post('/ucenter/password/reset', body('x', 'Harbor-Lights-9'))).json().code).toBe(-600);
  });

  it('verifies and binds an email with a six-digit code', async () => {
    const token = await registerPlayer({ account: 'binder', password: 'Lanternfish-3' }, { ip: freshIp() });
    expect((await post('/ucenter/email/send_verify_code', { email: 'not-an-email' }, { token })).json().code).toBe(
      1001,
    );
    expect(
      (await post('/ucenter/email/send_verify_code', { email: 'Binder@Example.com' }, { token })).json().code,
    ).toBe(0);
    const code = codeIn(await smtp.next('binder@example.com'));
    expect((await post('/ucenter/email/bind', { email: 'other@example.com', code }, { token })).json().code).toBe(1006);
    expect((await post('/ucenter/email/bind', { email: 'binder@example.com', code }, { token })).json().code).toBe(0);
    expect((await get('/users/info', { token })).json().data).toMatchObject({
      email: 'binder@example.com',
      emailCertified: true,
    });

    await post('/ucenter/email/send_verify_code', { email: 'second@example.com' }, { token });
    const second = codeIn(await smtp.next('second@example.com'));
    const wrong = second === '123123' ? '321321' : '123123';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await post('/ucenter/email/bind', { email: 'second@example.com', code: wrong }, { token })).json().code,
      );
    expect(answers.slice(0, 4)).toEqual([1006, 1006, 1006, 1006]);
    expect(answers.slice(4)).toEqual([1005, 1005]);
    expect(
      (await post('/ucenter/email/bind', { email: 'second@example.com', code: second }, { token })).json().code,
    ).toBe(1005);
  });

  it("answers email binding the same whether the address is taken, and tells the address's owner by mail", async () => {
    const register = (account: string) => registerPlayer({ account, password: 'Lanternfish-3' }, { ip: freshIp() });
    const mallory = await register('mallory');
    // Two owners: one whose language is unknown (the brand's default is used), one who wrote an inquiry in German.
    await register('quietowner');
    await register('germanowner');
    await t.db.db
      .updateTable('users')
      .set({ email: 'quiet@example.com', email_certified: 1 })
      .where('account', '=', 'quietowner')
      .execute();
    await t.db.db
      .updateTable('users')
      .set({ email: 'german@example.com', email_certified: 1 })
      .where('account', '=', 'germanowner')
      .execute();
    const germanId = (
      await t.db.db.selectFrom('users').select('id').where('account', '=', 'germanowner').executeTakeFirstOrThrow()
    ).id;
    const game = await t.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.db.db
      .insertInto('inquiries')
      .values({
        brand_id: 'nova',
        game_id: game.id,
        user_id: germanId,
        game_area_id: 'kr-main',
        area_name: 'Korea',
        server_id: 's1',
        server_name: 'S1',
        role_id: '',
        role_name: 'Max',
        query_type: 1,
        title: 'Frage',
        email: null,
        phone: null,
        status: 0,
        score: null,
        score_comment: null,
        lang: 'de',
        region: 'kr',
        platform: null,
        user_agent: null,
        assigned_staff_id: null,
        last_agent_reply_at: null,
        player_read_at: at,
        created_at: at,
        updated_at: at,
        ended_at: null,
        closed_at: null,
      })
      .execute();

    const codeRows = async () =>
      (await t.db.db.selectFrom('verification_codes').select('id').where('purpose', '=', 'email_bind').execute())
        .length;
    const ask = async (email: string) => {
      const rows = await codeRows();
      const res = await post('/ucenter/email/send_verify_code', { email }, { token: mallory, ip: freshIp() });
      expect(await codeRows(), email).toBe(rows + 1);
      return { status: res.statusCode, body: res.json() as unknown };
    };
    const free = await ask('fresh@example.com');
    const freeMail = await smtp.next('fresh@example.com');
    expect(codeIn(freeMail)).toMatch(/^\d{6}$/);
    // The same answer for another account's address, and the one mail goes to its owner, with no code.
    for (const [email, lang] of [
      ['quiet@example.com', 'ko'],
      ['german@example.com', 'de'],
    ] as const) {
      expect(await ask(email), email).toEqual(free);
      const notice = await smtp.next(email);
      expect(notice.subject).toBe(
        bindAttemptMail(lang, { brand: seedBrands.find((b) => b.id === 'nova')!.name }).subject,
      );
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
    }
    expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes('mallory')).length).toBe(0);

    // Even a right code (here forced into the row, as if guessed) fails like a wrong one for a taken address.
    const row = await t.db.db
      .selectFrom('verification_codes')
      .select('id')
      .where('target', '=', 'german@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('verification_codes')
      .set({ code_hash: sha256Hex('email_bind\ngerman@example.com\n424242') })
      .where('id', '=', row.id)
      .execute();
    const taken = await post(
      '/ucenter/email/bind',
      { email: 'german@example.com', code: '424242' },
      { token: mallory },
    );
    const wrongCode = await post(
      '/ucenter/email/bind',
      { email: 'fresh@example.com', code: codeIn(freeMail) === '000000' ? '000001' : '000000' },
      { token: mallory },
    );
    expect(taken.statusCode).toBe(wrongCode.statusCode);
    expect(taken.json()).toEqual(wrongCode.json());
    expect(taken.json()).toMatchObject({ code: 1006, data: [{ field: 'code', rule: 'wrong' }] });
    // Mallory keeps the address she registered with.
    expect((await get('/users/info', { token: mallory })).json().data).toMatchObject({
      email: 'mallory@players.example',
      emailCertified: true,
    });
  });

  it('ends the other sessions on request', async () => {
    await registerPlayer({ account: 'manydevices', password: 'Glasswing-88' }, { ip: freshIp() });
    const a = (await login('manydevices', 'Glasswing-88')).data;
    const b = (await login('manydevices', 'Glasswing-88')).data;
    const res = await post('/ucenter/sessions/revoke_others', {}, { token: b.token });
    expect(res.json().code).toBe(0);
    expect(res.json().data.revoked).toBeGreaterThanOrEqual(1);
    expect((await get('/users/info', { token: a.token })).json().code).toBe(-600);
    expect((await get('/users/info', { token: b.token })).json().code).toBe(0);
  });

  it('housekeeping removes long-expired sessions and codes only', async () => {
    const live = (await login(demo.account, demo.password)).data.token;
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await t.db.db.updateTable('sessions').set({ expires_at: weekAgo }).where('revoked_at', 'is not', null).execute();
    await t.db.db.updateTable('verification_codes').set({ expires_at: weekAgo }).execute();
    const sessions = await purgeSessions(t.db.db);
    const codes = await purgeCodes(t.db.db);
    expect(sessions).toBeGreaterThan(0);
    expect(codes).toBeGreaterThan(0);
    expect((await get('/users/info', { token: live })).json().code).toBe(0);
    expect(await t.db.db.selectFrom('verification_codes').select('id').execute()).toEqual([]);
  });

  it('opens platform sessions for a game backend that signs with its secret', async () => {
    const game = await t.db.db
      .selectFrom('games')
      .select(['id', 'brand_id', 'platform_secret'])
      .where('brand_id', '=', 'hanami')
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({ gameId: game.id, platformUserId: 'u-778899', username: 'さくら' });
    const ts = String(Date.now());
    const nonce = randomUUID();
    const call = (signature: string, headers: Record<string, string> = { 'x-platform-nonce': nonce }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/sessions',
        headers: {
          host: 'api.internal',
          'content-type': 'application/json',
          'x-timestamp': ts,
          'x-platform-signature': signature,
          ...headers,
        },
        payload: body,
      });
    expect((await call('0'.repeat(64))).json().code).toBe(1010);
    // The nonce is part of what is signed, and required.
    expect((await call(platformSignature(game.platform_secret!, ts, nonce, body), {})).json().code).toBe(1010);
    expect((await call(platformSignature(game.platform_secret!, ts, 'another-nonce-0001', body))).json().code).toBe(
      1010,
    );
    const ok = await call(platformSignature(game.platform_secret!, ts, nonce, body));
    expect(ok.json()).toMatchObject({ code: 0, data: { type: 'PLATFORM', username: 'さくら' } });
    const token = ok.json().data.token as string;
    expect((await get('/users/info', { brand: 'hanami', token })).json().data).toMatchObject({ type: 'PLATFORM' });
    expect((await get('/users/info', { brand: 'nova', token })).json().code).toBe(-600);
  });

  it('refuses a replayed platform-session request with 1010, whatever its timestamp', async () => {
    const game = await t.db.db
      .selectFrom('games')
      .select(['id', 'platform_secret'])
      .where('brand_id', '=', 'hanami')
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({ gameId: game.id, platformUserId: 'u-replay', username: 'Replay' });
    const nonce = randomUUID();
    const call = (ts: string, n: string = nonce) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/sessions',
        headers: {
          host: 'api.internal',
          'content-type': 'application/json',
          'x-timestamp': ts,
          'x-platform-nonce': n,
          'x-platform-signature': platformSignature(game.platform_secret!, ts, n, body),
        },
        payload: body,
      });
    const ts = String(Date.now());
    expect((await call(ts)).json().code).toBe(0);
    const replay = await call(ts);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 1010, data: [{ rule: 'replayed' }] });
    // Signed again with a new timestamp by whoever holds the secret: still the same nonce.
    expect((await call(String(Date.now() + 1000))).json()).toMatchObject({ code: 1010, data: [{ rule: 'replayed' }] });
    expect((await call(String(Date.now()), randomUUID())).json().code).toBe(0);
    // Malformed nonces are refused before anything is spent.
    expect((await call(String(Date.now()), 'short')).json().code).toBe(1010);
  });
});
