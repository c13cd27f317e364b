// Shared fixtures and helpers of the browser tests.
// - Every test fails when its page logged a console error or threw an uncaught error.
// - Expected brands, games and texts come from the seed data and the dictionaries, never copied.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AREA_LANGUAGES, type Language } from '../../packages/contract/src/areas';
import { seedBrands, seedGames, type SeedBrand, type SeedGame } from '../../apps/api/src/db/seed/demo-data';

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

type Dict = Record<string, Record<string, string>>;
const dicts = new Map<string, Dict>();

/** The web's dictionary for a language (apps/web/src/locales/<lang>.json). */
export function dict(lang: Language): Dict {
  let d = dicts.get(lang);
  if (!d) {
    d = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/src/locales', `${lang}.json`), 'utf8')) as Dict;
    dicts.set(lang, d);
  }
  return d;
}

/** Translation of `section.key` in `lang`, with {{var}} filled. */
export function tr(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [section, name] = key.split('.') as [string, string];
  const text = dict(lang)[section]?.[name];
  if (text === undefined) throw new Error(`no text ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, v: string) => (v in vars ? String(vars[v]) : whole));
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

/** The title shown under the top bar (an h1 inside main). */
export function pageTitle(page: Page) {
  return page.locator('main').getByRole('heading', { level: 1 });
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
