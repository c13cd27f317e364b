// Shared fixtures and helpers of the browser tests.
// - Every test fails when its page logged a console error or threw an uncaught error.
// - Expected brands, games and texts come from the seed data and the dictionaries, never copied.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import Database from 'better-sqlite3';
import { AREA_LANGUAGES, type Language } from '../../packages/contract/src/areas';
import { LoginResultSchema, type LoginResult } from '../../packages/contract/src/accounts';
import { apiPaths } from '../../packages/contract/src/paths';
import { signRequest } from '../../packages/contract/src/signature';
import { formatText, lookupText } from '../../packages/locales/src/plural';
import { seedBrands, seedGames, type SeedBrand, type SeedGame } from '../../apps/api/src/db/seed/demo-data';
import { mailDirOf, type E2eMail } from './support/e2e-env';

export { expect };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export const PORT = Number(process.env.E2E_PORT ?? 18080);

/** http://<brand>.localhost:<port><path> */
export function brandUrl(brandId: string, pathname = '/'): string {
  return `http://${brandId}.localhost:${PORT}${pathname}`;
}

export function seedBrand(id: string): SeedBrand {
  const b = seedBrands.find((x) => x.id === id);
  if (!b) throw new Error(`no seeded brand ${id}`);
  return b;
}

export function seedGamesOf(brandId: string): SeedGame[] {
  return seedGames.filter((g) => g.brandId === brandId);
}

/** The language a fresh visit shows: the browser runs in en-US, so `en` where the area offers it. */
export function defaultLangOf(brandId: string): Language {
  const langs = AREA_LANGUAGES[seedBrand(brandId).defaultArea];
  return langs.includes('en') ? 'en' : langs[0];
}

/** A game's title as the API picks it: the language, the area's default, then English. */
export function titleIn(game: SeedGame, lang: Language): string {
  const areaDefault = AREA_LANGUAGES[game.area][0];
  return (game.texts[lang] ?? game.texts[areaDefault] ?? game.texts.en).title;
}

interface Dict {
  [key: string]: string | Dict;
}
const dicts = new Map<string, Dict>();

/** A dictionary of @guildhall/locales (packages/locales/<app>/<lang>.json), read once. */
function dictOf(app: 'player' | 'console', lang: string): Dict {
  let d = dicts.get(`${app}/${lang}`);
  if (!d) {
    d = JSON.parse(fs.readFileSync(path.join(root, 'packages/locales', app, `${lang}.json`), 'utf8')) as Dict;
    dicts.set(`${app}/${lang}`, d);
  }
  return d;
}

/** The web's dictionary for a language (packages/locales/player/<lang>.json). */
export function dict(lang: Language): Dict {
  return dictOf('player', lang);
}

/** The text at `section.key` (or a deeper path, `support.form.title`) of a dictionary, with {{var}} filled. */
/** A text with its plural form for `vars.count` and numbers formatted as the apps do (formatText). */
function textAt(d: Dict, key: string, vars: Record<string, string | number>, lang: string): string {
  const find = (k: string) => lookupText(d, k);
  if (find(key) === undefined && find(`${key}_other`) === undefined) throw new Error(`no text ${key} in ${lang}`);
  return formatText(find, lang, key, vars);
}

/** Translation of `section.key` (or a deeper path, `support.form.title`) in `lang`, with {{var}} filled. */
export function tr(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  return textAt(dict(lang), key, vars, lang);
}

/** The staff console's English text of `section.key` (the console is not branded; the browser runs in en-US). */
export function ct(key: string, vars: Record<string, string | number> = {}): string {
  return textAt(dictOf('console', 'en'), key, vars, 'en');
}

export interface ApiGame {
  id: number;
  title: string;
  gameName: string;
  link: { replenishment: string; payment: string };
  downloadUrl: string | null;
}

/** The brand's games as the API answers them (ids are the database's), in a language. */
export async function apiGames(request: APIRequestContext, brandId: string, lang: Language): Promise<ApiGame[]> {
  const res = await request.get(`http://127.0.0.1:${PORT}/api/games/all?spec_lang=${lang}`, {
    headers: { host: `${brandId}.localhost:${PORT}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: ApiGame[] };
  expect(body.code).toBe(0);
  return body.data;
}

/** The seeded game of a brand by slug, with its database id. */
export async function gameWithId(request: APIRequestContext, brandId: string, slug: string, lang: Language) {
  const seed = seedGames.find((g) => g.slug === slug && g.brandId === brandId);
  if (!seed) throw new Error(`no seeded game ${slug}`);
  const games = await apiGames(request, brandId, lang);
  const found = games.find((g) => g.gameName === seed.gameName);
  if (!found) throw new Error(`the API does not list ${seed.gameName} for ${brandId}`);
  return { seed, api: found };
}

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────
// Node cannot resolve *.localhost, so API calls from the tests go to 127.0.0.1 with the brand's
// Host header, which is how the server picks the brand (and a session belongs to its brand).

const API_ORIGIN = `http://127.0.0.1:${PORT}`;
const API_BASE = '/api';

export function hostOf(brandId: string): { host: string } {
  return { host: `${brandId}.localhost:${PORT}` };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A POST signed as the web client signs it (packages/contract/src/signature.ts). */
export async function signedPost<T>(
  request: APIRequestContext,
  brandId: string,
  apiPath: string,
  body: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const raw = JSON.stringify(body);
  const res = await request.post(`${API_ORIGIN}${API_BASE}${apiPath}`, {
    headers: {
      ...extraHeaders,
      ...hostOf(brandId),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(await signRequest({ method: 'POST', path: apiPath, body: raw, token: token ?? null })),
    },
    data: raw,
  });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

export interface Credentials {
  account: string;
  password: string;
}

/** Logs in through the API on a brand (POST /website/login/auth) and answers the session. */
export async function apiLogin(
  request: APIRequestContext,
  brandId: string,
  who: Credentials | 'guest',
): Promise<LoginResult> {
  const body = who === 'guest' ? { guest: true, remember: false } : { ...who, remember: false };
  const res = await signedPost<unknown>(request, brandId, apiPaths.login, body);
  expect(res.body.code, `login on ${brandId}: ${res.body.msg}`).toBe(0);
  return LoginResultSchema.parse(res.body.data);
}

/** A GET of the player API on a brand, answering `data` (code 0 expected). */
export async function apiGet<T>(
  request: APIRequestContext,
  brandId: string,
  apiPath: string,
  query: Record<string, string | number>,
  token?: string,
): Promise<T> {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`${API_ORIGIN}${API_BASE}${apiPath}?${q.toString()}`, {
    headers: { ...hostOf(brandId), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${apiPath}: ${body.msg}`).toBe(0);
  return body.data;
}

/** Console errors and warnings (any text) and uncaught errors of a page, including pages other than the fixture's `page`. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** A client address of its own (the server trusts the tests' proxy header, TRUST_PROXY). */
export function ownAddress(): Record<string, string> {
  return { 'x-forwarded-for': `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}` };
}

/**
 * Registers through the API as the form does (decision record 0032): a code to `email`, read from
 * the loopback mail sink, then the registration with it. Answers the session.
 */
export async function apiRegister(
  request: APIRequestContext,
  brandId: string,
  who: Credentials,
  email: string,
  extraHeaders: Record<string, string> = ownAddress(),
): Promise<LoginResult> {
  const since = Date.now();
  const sent = await signedPost<null>(request, brandId, apiPaths.registerSendCode, { email }, undefined, extraHeaders);
  expect(sent.body.code, sent.body.msg).toBe(0);
  const code = codeIn(await nextMail(email, since));
  const res = await signedPost<LoginResult>(
    request,
    brandId,
    apiPaths.register,
    { email, code, ...who, confirmPassword: who.password, remember: false },
    undefined,
    extraHeaders,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return LoginResultSchema.parse(res.body.data);
}

/**
 * A player of the test's own, registered through the API with an address of its own: no
 * characters and no inquiries, so the demo players' red dot and "ongoing inquiry" stay the
 * business of the specs that test them.
 */
export async function freshPlayer(
  request: APIRequestContext,
  brandId: string,
  prefix: string,
): Promise<{ who: Credentials; login: LoginResult }> {
  const who = {
    account: `${prefix}_${randomBytes(4).toString('hex')}`,
    password: `Lantern-${randomBytes(3).toString('hex')}-Quartz!`,
  };
  // Each from an address of its own: the per-address limits of registration and of codes are for
  // attackers, not for a suite of many players.
  const login = await apiRegister(request, brandId, who, `${who.account.toLowerCase()}@registered.example`);
  return { who, login };
}

/** Files an inquiry through the API as the player (the first region, server and category), answering its id. */
export async function fileInquiry(
  request: APIRequestContext,
  brandId: string,
  token: string,
  inquiry: { gameId: number; title: string; content?: string; email?: string },
): Promise<number> {
  const { gameId } = inquiry;
  const areas = await apiGet<{ gameAreaId: string }[]>(
    request,
    brandId,
    apiPaths.gameAreas,
    { clientId: gameId },
    token,
  );
  const servers = await apiGet<{ serverId: string }[]>(
    request,
    brandId,
    apiPaths.gameServers,
    { clientId: gameId, gameAreaId: areas[0]!.gameAreaId },
    token,
  );
  const types = await apiGet<{ id: number }[]>(request, brandId, apiPaths.inquiryTypes, { clientId: gameId }, token);
  const res = await signedPost<{ inquiryId: number }>(
    request,
    brandId,
    apiPaths.inquiries,
    {
      gameId,
      gameAreaId: areas[0]!.gameAreaId,
      serverId: servers[0]!.serverId,
      roleId: '',
      roleName: 'Wanderer',
      queryType: types[0]!.id,
      title: inquiry.title,
      content: inquiry.content ?? 'My reward did not arrive after the event ended yesterday evening.',
      attachments: [],
      email: inquiry.email ?? 'e2e-player@players.example',
      agreements: { terms: true, userAgreement: true, privacy: true },
    },
    token,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.inquiryId;
}

/**
 * Starts the page's tab (or every tab of the context) with `login`'s token in session storage, as a
 * login that is not remembered keeps it. Only the token: the user name the page shows then comes
 * from users/info, so it proves the session is real. Planted once per tab and only on the brand's
 * host, so a logout later in the test stays logged out.
 */
export async function plantSession(target: Page | BrowserContext, brandId: string, login: LoginResult): Promise<void> {
  await target.addInitScript(
    ({ host, token }) => {
      if (window.location.host !== host || sessionStorage.getItem('gh-e2e-planted')) return;
      sessionStorage.setItem('gh-e2e-planted', '1');
      sessionStorage.setItem('token', token);
    },
    { host: hostOf(brandId).host, token: login.token },
  );
}

/** The demo accounts of the README (seeded by the server; the same on every brand). */
export { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo-accounts';

/** The e2e server's data folder (playwright.config.ts) and its SQLite database. */
function dataDir(): string {
  const dir = process.env.GH_E2E_DATA_DIR;
  if (!dir) throw new Error('GH_E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return dir;
}

/** A seeded game's database id and platform secret, read from the e2e database (read-only). */
export function gameRow(brandId: string, slug: string): { id: number; platformSecret: string } {
  const db = new Database(path.join(dataDir(), 'guildhall.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select id, platform_secret from games where brand_id = ? and slug = ?')
      .get(brandId, slug) as { id: number; platform_secret: string | null } | undefined;
    if (!row?.platform_secret) throw new Error(`no game ${brandId}/${slug} with a platform secret`);
    return { id: row.id, platformSecret: row.platform_secret };
  } finally {
    db.close();
  }
}

/**
 * In-game entry, the game backend's side: POST /platform/sessions signed with the game's secret as
 * the README documents it: X-Platform-Signature = hex HMAC-SHA256(secret, TIMESTAMP + "\n" + NONCE +
 * "\n" + BODY), with a fresh X-Platform-Nonce.
 */
export async function platformSession(
  request: APIRequestContext,
  brandId: string,
  game: { id: number; platformSecret: string },
  player: { platformUserId: string; username: string },
): Promise<LoginResult> {
  const raw = JSON.stringify({ gameId: game.id, ...player });
  const timestamp = String(Date.now());
  const nonce = randomUUID();
  const res = await request.post(`${API_ORIGIN}${API_BASE}${apiPaths.platformSession}`, {
    headers: {
      ...hostOf(brandId),
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-platform-nonce': nonce,
      'x-platform-signature': createHmac('sha256', game.platformSecret)
        .update(`${timestamp}\n${nonce}\n${raw}`)
        .digest('hex'),
    },
    data: raw,
  });
  const body = (await res.json()) as Envelope<unknown>;
  expect(body.code, `platform session: ${body.msg}`).toBe(0);
  return LoginResultSchema.parse(body.data);
}

/**
 * The next message to `to` that the loopback SMTP server received after `since` (ms), waiting for
 * it to arrive (tests/e2e/support/e2e-server.ts writes each one to the mail folder).
 */
export async function nextMail(to: string, since: number, timeoutMs = 10_000): Promise<E2eMail> {
  const dir = mailDirOf(dataDir());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as E2eMail)
      .find((m) => m.receivedAt >= since && m.to.includes(to.toLowerCase()));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The six-digit code in a message. */
export function codeIn(mail: E2eMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in the mail "${mail.subject}"`);
  return m[1]!;
}

/** The title shown under the top bar (an h1 inside main). */
export function pageTitle(page: Page) {
  return page.locator('main').getByRole('heading', { level: 1 });
}

/** A toast (they show in a polite status region) saying `text`. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true });
}

/** The player site's menu button, whose name says when a reply is waiting unread. */
export function menuButton(page: Page, lang: Language, unread: boolean) {
  const name = unread ? `${tr(lang, 'nav.menu')} (${tr(lang, 'nav.unreadFeedback')})` : tr(lang, 'nav.menu');
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** The red dot is shown (on the menu button, named in its label) or not. */
export async function expectDot(page: Page, lang: Language, shown: boolean) {
  await expect(menuButton(page, lang, shown)).toBeVisible();
  await expect(page.getByTestId('feedback-dot')).toHaveCount(shown ? 1 : 0);
}

/** The messages of an inquiry's conversation on the player site, from the player ("you") or the support team. */
export function conversationMessages(page: Page, lang: Language, from: 'you' | 'agent') {
  return page
    .getByRole('region', { name: tr(lang, 'support.feedback.conversation'), exact: true })
    .getByRole('article', { name: tr(lang, `support.feedback.${from}`), exact: true });
}

/** An <img> has loaded and decoded (naturalWidth > 0). */
export async function expectImageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

interface Fixtures {
  /** Console errors a test expects: "<text> (<url>:<line>)" matching one of these is not a failure. */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location();
        const line = `${msg.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`;
        if (allowedConsoleErrors.some((re) => re.test(line))) return;
        problems.push(`console.error: ${line}`);
      });
      page.on('pageerror', (err) => {
        problems.push(`page error: ${err.message}`);
      });
      await use();
      if (problems.length > 0) {
        await testInfo.attach('page-errors', { body: problems.join('\n'), contentType: 'text/plain' });
        throw new Error(`The page reported errors:\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
