// Fields per category (issue 15) on a phone, in Thai and in Arabic: the payment category's seeded
// fields appear on the inquiry form once it is chosen, labelled in the player's language, and an
// empty submission is refused on each required field in that language (Arabic right to left,
// ids left to right). Screenshots of both go to test-results/ for a person to look at.
import type { Language } from '../../packages/contract/src/areas';
import { apiPaths, webPaths } from '../../packages/contract/src/paths';
import { apiGet, brandUrl, expect, freshPlayer, plantSession, test, tr } from './fixtures';

const BRAND = 'lumen';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const [lang, area, orderLabel, storeLabel] of [
  ['th', 'sea', 'หมายเลขคำสั่งซื้อ', 'ร้านค้าที่ซื้อ'],
  ['ar', 'eru', 'رقم الطلب', 'المتجر'],
] as [Language, string, string, string][]) {
  test(`the payment category asks for its fields in ${lang}`, async ({ page, request }) => {
    const { login } = await freshPlayer(request, BRAND, `fields_${lang}`);
    const games = await apiGet<{ id: number }[]>(request, BRAND, apiPaths.gamesSimple, { domain_area: area, spec_lang: lang });
    const gameId = games[0]!.id;
    const types = await apiGet<{ id: number; fields?: { key: string }[] }[]>(request, BRAND, apiPaths.inquiryTypes, { clientId: gameId, domain_area: area, spec_lang: lang });
    const payment = types.find((c) => c.fields?.some((f) => f.key === 'order_id'))!;
    await plantSession(page, BRAND, login);
    await page.goto(brandUrl(BRAND, `${webPaths.supportInquiry}?clientId=${gameId}&queryType=${payment.id}&domain_area=${area}&spec_lang=${lang}`));
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
  });
}
