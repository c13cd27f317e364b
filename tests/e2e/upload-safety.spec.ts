// What a player sees when the server refuses what is not safe to keep: an image that
// declares more pixels than IMAGE_MAX_PIXELS is refused with the server's reason in the page's
// language, and a title of nothing but zero-width characters is caught before anything is sent.
import { rgbPng } from '../../scripts/lib/sample-files';
import {
  apiLogin,
  brandUrl,
  defaultLangOf,
  DEMO_ACCOUNTS,
  expect,
  gameWithId,
  plantSession,
  seedGamesOf,
  test,
  tr,
} from './fixtures';

/** A few hundred bytes that claim 30000 × 30000 pixels (900 megapixels): the limit is checked on the header alone. */
const hugePng = () => rgbPng(30000, 30000, Buffer.alloc(64));

// The refusal is an HTTP 415, which Chromium logs as a failed resource.
test.use({
  allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\) \(http:\/\/lumen\.localhost:\d+\/api\/files\?/],
});

test('lumen: an over-large image and an invisible title are refused with a reason the player can read', async ({
  page,
  request,
}) => {
  const brandId = 'lumen';
  const lang = defaultLangOf(brandId);
  const slug = seedGamesOf(brandId)[0]!.slug;
  const game = await gameWithId(request, brandId, slug, lang);
  await plantSession(page, brandId, await apiLogin(request, brandId, DEMO_ACCOUNTS[0]));
  await page.goto(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.api.id}`));
  const form = page.getByRole('main').locator('form');

  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: hugePng() }]);
  // The server's own message, in the page's language, with the limit in force (40 megapixels).
  await expect(form.getByText(tr(lang, 'errors.imageTooLarge', { megapixels: 40 }), { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await form.getByLabel(tr(lang, 'support.form.title'), { exact: true }).fill('\u200b\u200b\u2060\ufeff');
  await form.getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true }).click();
  await expect(form.getByText(tr(lang, 'support.rules.visibleText'), { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/upload-safety/inquiry-refusals-lumen.png', fullPage: true });
});
