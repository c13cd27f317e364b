// Plural forms and numbers on the inquiry form: Arabic read "10 حرفًا و2 كلمات" on every
// form and its counters "100 / 0"; the hint now takes each number's plural form and the counters
// read, right to left, used then limit.
import { apiLogin, brandUrl, expect, gameWithId, pageTitle, plantSession, seedGamesOf, test, tr } from './fixtures';
import { CONTENT_MIN, CONTENT_MIN_WORDS } from '../../packages/contract/src/support';

test('Arabic inquiry form (vela, eru): plural forms in the hint, counters read used then limit from the right', async ({
  page,
  request,
}) => {
  const { api: game } = await gameWithId(request, 'vela', seedGamesOf('vela')[0]!.slug, 'ar');
  await plantSession(page, 'vela', await apiLogin(request, 'vela', 'guest'));
  await page.goto(brandUrl('vela', `/SupportCenter/inquiry?clientId=${game.id}&domain_area=eru&spec_lang=ar`));
  await expect(pageTitle(page)).toHaveText(tr('ar', 'titles.supportInquiry'));
  const form = page.getByRole('main').locator('form');
  const details = form.getByLabel(tr('ar', 'support.form.content'), { exact: true });
  await details.fill('لم يصل الغرض الذي اشتريته');

  // "10 أحرف وكلمتان على الأقل.": 10 takes the plural of 3–10, 2 the dual without a digit.
  expect([CONTENT_MIN, CONTENT_MIN_WORDS]).toEqual([10, 2]);
  await expect(form.getByText('10 أحرف وكلمتان على الأقل.', { exact: true })).toBeVisible();

  // The details counter: "25 من 400", the used count on the right of the limit (right to left).
  const counter = form.locator('.gh-field__counter').nth(1).locator('[aria-hidden="true"]');
  await expect(counter).toHaveText('25 من 400');
  const [used, max] = await counter.evaluate((el) => {
    const text = el.firstChild!;
    const at = (from: number, to: number) => {
      const r = document.createRange();
      r.setStart(text, from);
      r.setEnd(text, to);
      return r.getBoundingClientRect().x;
    };
    const s = text.textContent!;
    return [at(0, 2), at(s.length - 3, s.length)];
  });
  expect(used).toBeGreaterThan(max);
  // What a screen reader hears: the limit's noun in its form for 400.
  await expect(form.locator('.gh-field__counter').nth(1).locator('.gh-visually-hidden')).toHaveText('25 من 400 حرف');
});

test('English: one file is "1 file", and counts read in the plural otherwise', async ({ page, request }) => {
  const { api: game } = await gameWithId(request, 'vela', seedGamesOf('vela')[1]!.slug, 'en');
  await plantSession(page, 'vela', await apiLogin(request, 'vela', 'guest'));
  await page.goto(brandUrl('vela', `/SupportCenter/inquiry?clientId=${game.id}&domain_area=eru&spec_lang=en`));
  const form = page.getByRole('main').locator('form');
  await expect(form.getByText('At least 10 characters and 2 words.', { exact: true })).toBeVisible();
  expect(tr('en', 'errors.tooManyAttachments', { count: 1 })).toBe('You can attach at most 1 file.');
  await expect(form.getByText(/^Up to \d+ files, at most/)).toBeVisible();
});
