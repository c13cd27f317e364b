// Every mail links back to the page it is about, read from a real SMTP server: the
// absolute address is on the brand's own host (a forged Host or X-Forwarded-Host never shows),
// names the player's language and area, and carries no code or token.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { codeIn, startSmtp, type TestSmtp } from '../../../test/smtp';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { seedBrands } from '../../db/seed/demo-data';
import { MAIL_LINK_LABELS } from './mail-links';

const [demo] = DEMO_ACCOUNTS;
const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
/** A brand's first production host (seed data, then BRAND_HOSTS_*): where its links go from any other host. */
const firstHost = (id: string) => seedBrands.find((b) => b.id === id)!.hosts[0]!;

/** The one absolute address in a mail, with the label on the line above it. */
function linkOf(mail: ParsedMail): { label: string; url: URL } {
  const lines = (mail.text ?? '').split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => /^https?:\/\//.test(l));
  expect(at, `a link in ${mail.subject}`).toBeGreaterThan(0);
  expect(
    lines.filter((l) => /https?:\/\//.test(l)),
    'one link',
  ).toHaveLength(1);
  return { label: lines[at - 1]!, url: new URL(lines[at]!) };
}

describe.each(dialects)('mail links on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      env: { SMTP_URL: smtp.url, BRAND_HOSTS_VELA: 'www.vela.example,vela.example' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const { post, loginPlayer, registerPlayer, loginStaff, fileInquiry } = testClient(() => t);

  it('a one-time login code: the login page on the brand host, in the language and area asked, without the code', async () => {
    const res = await post(
      '/website/login/quick/send_code',
      { account: demo.account },
      { headers: host('lumen'), query: '?spec_lang=th&domain_area=sea' },
    );
    expect(res.json().code).toBe(0);
    const mail = await smtp.next(demo.email!);
    const code = codeIn(mail);
    const { label, url } = linkOf(mail);
    expect(label).toBe(MAIL_LINK_LABELS.th.code);
    expect(url.origin).toBe('http://lumen.localhost:8080');
    expect(url.pathname).toBe('/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ domain_area: 'sea', spec_lang: 'th' });
    expect(url.href).not.toContain(code);
  });

  it('an eru player keeps their area; the language comes from the gh_lang cookie when the call names none', async () => {
    const res = await post(
      '/website/login/password/send_code',
      { account: demo.account },
      { headers: { ...host('vela'), cookie: 'gh_lang=ar.eru' } },
    );
    expect(res.json().code).toBe(0);
    const mail = await smtp.next(demo.email!);
    const { label, url } = linkOf(mail);
    expect(label).toBe(MAIL_LINK_LABELS.ar.code);
    // vela has production hosts: a request on its local name keeps that name (it is one of vela's).
    expect(url.origin).toBe('http://vela.localhost:8080');
    expect(`${url.pathname}?${url.searchParams}`).toBe('/login?domain_area=eru&spec_lang=ar');
    expect(url.href).not.toContain(codeIn(mail));
  });

  it('a forged Host or X-Forwarded-Host never names another host (TRUST_PROXY off)', async () => {
    await post(
      '/website/login/quick/send_code',
      { account: demo.account },
      { headers: { host: 'www.vela.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
    );
    const own = linkOf(await smtp.next(demo.email!)).url;
    expect(own.origin).toBe('http://www.vela.example');
    // An unknown host gets the default brand, and links to the default brand's own host.
    await post('/website/login/quick/send_code', { account: demo.account }, { headers: { host: 'evil.example:8080' } });
    const fallback = linkOf(await smtp.next(demo.email!)).url;
    expect(fallback.origin).toBe(`http://${firstHost('nova')}`);
    expect(fallback.searchParams.get('domain_area')).toBe('kr');
  });

  it('email verification and the owner warning link to the account settings (the home page where the brand has none)', async () => {
    const login = (brand: string) => loginPlayer(demo, { brand });
    const nova = await login('nova');
    await post(
      '/ucenter/email/send_verify_code',
      { email: 'links-fresh@example.com' },
      { token: nova, query: '?spec_lang=ko' },
    );
    const verify = linkOf(await smtp.next('links-fresh@example.com'));
    expect(verify.label).toBe(MAIL_LINK_LABELS.ko.code);
    expect(verify.url.href).toBe('http://nova.localhost:8080/UserCenter?domain_area=kr&spec_lang=ko');

    const hoshi = await login('hoshi');
    await post(
      '/ucenter/email/send_verify_code',
      { email: 'links-hoshi@example.com' },
      { token: hoshi, headers: host('hoshi') },
    );
    expect(linkOf(await smtp.next('links-hoshi@example.com')).url.href).toBe(
      'http://hoshi.localhost:8080/?domain_area=jp&spec_lang=ja',
    );

    // Someone else asks for the demo player's address: its owner is told, with a link to their settings.
    const other = await registerPlayer({ account: 'linkprobe', password: 'Lanternfish-3' });
    await post('/ucenter/email/send_verify_code', { email: demo.email }, { token: other });
    const warning = await smtp.next(demo.email!);
    const { url } = linkOf(warning);
    expect(`${url.origin}${url.pathname}`).toBe('http://nova.localhost:8080/UserCenter');
    expect(warning.text).not.toMatch(/\b\d{6}\b/);
  });

  it("a staff reply links to the inquiry's page on the inquiry's brand, in its language and area", async () => {
    const brand = 'vela';
    const player = await loginPlayer(demo, { brand });
    const game = await t.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', brand)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const inquiryId = await fileInquiry(brand, 'عالق داخل جدار القلعة', player, {
      email: 'links-reply@example.com',
      query: '?spec_lang=ar&domain_area=eru',
    });

    const staff = await loginStaff(admin);
    // The console is used on nova's host; the mail names vela's first host.
    expect(
      (
        await post(`/staff/inquiries/${inquiryId}/reply`, { content: 'We moved your character.' }, { token: staff })
      ).json().code,
    ).toBe(0);
    const mail = await smtp.next('links-reply@example.com');
    const { label, url } = linkOf(mail);
    expect(label).toBe(MAIL_LINK_LABELS.ar.reply);
    expect(url.origin).toBe(`http://${firstHost('vela')}`);
    expect(url.pathname).toBe('/SupportCenter/feedback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientId: String(game.id),
      inquiryId: String(inquiryId),
      domain_area: 'eru',
      spec_lang: 'ar',
    });
    expect(mail.text).not.toContain('We moved your character');
  });

  it("the warning to an address's owner links in the owner's language and area (their latest inquiry's)", async () => {
    // Runs after the reply test: the demo player's latest inquiry is in Arabic, in the eru area.
    const latest = await t.db.db
      .selectFrom('inquiries')
      .select(['lang', 'region'])
      .where('email', '=', 'links-reply@example.com')
      .executeTakeFirstOrThrow();
    expect(latest).toEqual({ lang: 'ar', region: 'eru' });
    const other = await registerPlayer({ account: 'linkprobe2', password: 'Lanternfish-3' });
    await post('/ucenter/email/send_verify_code', { email: demo.email }, { token: other, query: '?spec_lang=ko' });
    const { label, url } = linkOf(await smtp.next(demo.email!));
    expect(label).toBe(MAIL_LINK_LABELS.ar.account);
    expect(url.href).toBe('http://nova.localhost:8080/UserCenter?domain_area=eru&spec_lang=ar');
  });

  it("registration: the code links to the login page; the warning to an address's owner too, in the owner's language and area", async () => {
    const res = await post(
      '/website/login/register/send_code',
      { email: 'links-register@example.com' },
      { headers: host('lumen'), query: '?spec_lang=id&domain_area=sea' },
    );
    expect(res.json().code).toBe(0);
    const mail = await smtp.next('links-register@example.com');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    const code = linkOf(mail);
    expect(code.label).toBe(MAIL_LINK_LABELS.id.code);
    expect(code.url.href).toBe('http://lumen.localhost:8080/login?domain_area=sea&spec_lang=id');

    // The demo player's latest inquiry is in Arabic in the eru area (the reply test above).
    await post('/website/login/register/send_code', { email: demo.email }, { query: '?spec_lang=ko' });
    const warning = await smtp.next(demo.email!);
    expect(warning.text).not.toMatch(/\b\d{6}\b/);
    const { label, url } = linkOf(warning);
    expect(label).toBe(MAIL_LINK_LABELS.ar.login);
    expect(url.href).toBe('http://nova.localhost:8080/login?domain_area=eru&spec_lang=ar');
  });
});

describe('mail links behind a trusted proxy', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp('sqlite', { env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("take the proxy's scheme and host when the host is the brand's, and never a host that is not", async () => {
    const send = async (headers: Record<string, string>) => {
      const res = await testClient(() => t).post(
        '/website/login/quick/send_code',
        { account: demo.account },
        { headers: { host: 'hoshi.localhost:8080', ...headers }, query: '?spec_lang=ja' },
      );
      expect(res.json().code).toBe(0);
      return linkOf(await smtp.next(demo.email!)).url;
    };
    const own = firstHost('hoshi');
    expect((await send({ 'x-forwarded-proto': 'https', 'x-forwarded-host': own })).href).toBe(
      `https://${own}/login?domain_area=jp&spec_lang=ja`,
    );
    expect((await send({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })).origin).toBe(
      `https://${own}`,
    );
  });
});
