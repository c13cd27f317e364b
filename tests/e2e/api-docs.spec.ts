// The API reference: /api/docs renders the OpenAPI document of every route in Chromium,
// with no console error (the fixtures fail a test on one, a CSP refusal included) and without a
// single request to another origin: the renderer's scripts, styles and images and the document
// itself all come from this server.
import { PORT, expect, test } from './fixtures';

const origin = `http://127.0.0.1:${PORT}`;

test('the API reference renders from this server alone', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`${origin}/api/docs`);
  await expect(page.getByRole('heading', { name: /Guildhall API/ })).toBeVisible();
  // The operations of each area, the player's games list among them.
  for (const tag of ['player', 'staff', 'admin', 'ops'])
    await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/games\/simple$/ })).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(70);
  await page.screenshot({ path: '/tmp/api-docs.png', fullPage: false });

  // One operation opened: its parameters and the envelope of its answer are shown.
  await page.locator('#operations-player-get_api_games_simple').getByRole('button').first().click();
  await expect(
    page.locator('#operations-player-get_api_games_simple').getByText('spec_lang', { exact: true }),
  ).toBeVisible();

  const elsewhere = requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
  expect(elsewhere).toEqual([]);
  expect(requested).toContain(`${origin}/api/docs/json`);
});
