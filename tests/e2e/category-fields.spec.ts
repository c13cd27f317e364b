// Fields per category on a phone, in Thai and in Arabic: the payment category's seeded
// fields appear on the inquiry form once it is chosen, labelled in the player's language, and an
// empty submission is refused on each required field in that language (Arabic right to left,
// ids left to right). Screenshots of both go to test-results/ for a person to look at.
import type { Language } from '../../packages/contract/src/areas';
import { apiPaths, webPaths } from '../../packages/contract/src/paths';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  apiGames,
  apiGet,
  brandUrl,
  ct,
  expect,
  freshPlayer,
  plantSession,
  PORT,
  signedPost,
  test,
  tr,
} from './fixtures';

const BRAND = 'lumen';
const PHONE = { width: 390, height: 844 };

for (const [lang, area, orderLabel, storeLabel] of [
  ['th', 'sea', 'หมายเลขคำสั่งซื้อ', 'ร้านค้าที่ซื้อ'],
  ['ar', 'eru', 'رقم الطلب', 'المتجر'],
] as [Language, string, string, string][]) {
  test(`the payment category asks for its fields in ${lang}`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const { login } = await freshPlayer(request, BRAND, `fields_${lang}`);
    const games = await apiGet<{ id: number }[]>(request, BRAND, apiPaths.gamesSimple, {
      domain_area: area,
      spec_lang: lang,
    });
    const gameId = games[0]!.id;
    const types = await apiGet<{ id: number; fields?: { key: string }[] }[]>(request, BRAND, apiPaths.inquiryTypes, {
      clientId: gameId,
      domain_area: area,
      spec_lang: lang,
    });
    const payment = types.find((c) => c.fields?.some((f) => f.key === 'order_id'))!;
    await plantSession(page, BRAND, login);
    await page.goto(
      brandUrl(
        BRAND,
        `${webPaths.supportInquiry}?clientId=${gameId}&queryType=${payment.id}&domain_area=${area}&spec_lang=${lang}`,
      ),
    );
    const form = page.locator('form.gh-inquiry-form');
    const order = form.getByLabel(new RegExp(`^${orderLabel}`));
    await expect(order).toBeVisible();
    await expect(order).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await form.getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true }).click();
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(tr(lang, 'support.fields.rules.required'), { exact: true }).first()).toBeVisible();
    await expect(form.getByLabel(new RegExp(`^${storeLabel}`))).toHaveAttribute('aria-invalid', 'true');
    await order.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/category-fields-${lang}.png`, fullPage: false });
    await context.close();
  });
}

test('an agent reads a payment inquiry fields in the console and sets the agent-only one; an admin sees the definitions', async ({
  page,
  request,
}) => {
  const lang: Language = 'th';
  const { login } = await freshPlayer(request, BRAND, 'fields_console');
  const games = await apiGet<{ id: number }[]>(request, BRAND, apiPaths.gamesSimple, { spec_lang: lang });
  const gameId = games[0]!.id;
  const types = await apiGet<{ id: number; fields?: { key: string }[] }[]>(request, BRAND, apiPaths.inquiryTypes, {
    clientId: gameId,
    spec_lang: lang,
  });
  const payment = types.find((c) => c.fields?.some((f) => f.key === 'order_id'))!;
  const areas = await apiGet<{ gameAreaId: string }[]>(
    request,
    BRAND,
    apiPaths.gameAreas,
    { clientId: gameId },
    login.token,
  );
  const servers = await apiGet<{ serverId: string }[]>(
    request,
    BRAND,
    apiPaths.gameServers,
    { clientId: gameId, gameAreaId: areas[0]!.gameAreaId },
    login.token,
  );
  const filed = await signedPost<{ inquiryId: number }>(
    request,
    BRAND,
    apiPaths.inquiries,
    {
      gameId,
      gameAreaId: areas[0]!.gameAreaId,
      serverId: servers[0]!.serverId,
      roleName: 'Nok',
      queryType: payment.id,
      title: 'เพชรไม่เข้า',
      content: 'ชำระเงินแล้ว แต่ยังไม่ได้รับเพชรในเกมครับ',
      email: 'nok@players.example',
      agreements: { terms: true, userAgreement: true, privacy: true },
      fields: { store: 'google_play', order_id: 'GPA.3312-4451-0021-77810', amount: '99', purchase_date: '2026-01-15' },
    },
    login.token,
  );
  expect(filed.body.code, filed.body.msg).toBe(0);
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  const consoleUrl = `http://127.0.0.1:${PORT}/console`;
  await page.goto(`${consoleUrl}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(admin.name);
  await page.goto(`${consoleUrl}/inquiries/${filed.body.data.inquiryId}`);
  const panel = page.getByRole('region', { name: ct('fields.panelTitle'), exact: true });
  await expect(panel.getByRole('definition').filter({ hasText: 'GPA.3312-4451-0021-77810' })).toBeVisible();
  await expect(panel.getByRole('term').filter({ hasText: 'Store' })).toBeVisible();
  await panel.getByRole('button', { name: ct('fields.edit'), exact: true }).click();
  await panel.getByLabel(/Refund reference/).fill('RF-2026-0042');
  await panel.getByRole('button', { name: ct('fields.save'), exact: true }).click();
  await expect(panel.getByRole('definition').filter({ hasText: 'RF-2026-0042' })).toBeVisible();
  await page.screenshot({ path: 'test-results/category-fields-console-inquiry.png', fullPage: true });

  await page.goto(`${consoleUrl}/admin/games/${gameId}/fields`);
  await page.getByLabel(ct('fields.admin.category'), { exact: true }).selectOption(String(payment.id));
  await expect(page.getByRole('cell', { name: 'order_id', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `${ct('canned.edit')}: Store`, exact: true }).click();
  await page.screenshot({ path: 'test-results/category-fields-console-admin.png', fullPage: true });

  // Reports: the period's payment inquiries of the brand by store.
  await page.goto(`${consoleUrl}/reports?brand=${BRAND}`);
  const breakdown = page.getByRole('region', { name: ct('fields.report.title'), exact: true }).first();
  const gameName = (await apiGames(request, BRAND, 'en')).find((g) => g.id === gameId)!.gameName;
  await breakdown.getByLabel(ct('fields.report.field'), { exact: true }).selectOption({ label: `Store · ${gameName}` });
  await expect(breakdown.getByRole('rowheader', { name: 'Google Play', exact: true })).toBeVisible();
  await breakdown.screenshot({ path: 'test-results/category-fields-console-report.png' });
});
