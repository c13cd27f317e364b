// Merging two inquiries: an agent merges a player's duplicate into their other open
// inquiry from the console's "Merge into…" dialog (keyboard, confirmation), lands on the target
// with the whole conversation and the notice to the player; the player's merged inquiry then says
// where it went (in Korean, and in Arabic right to left) and links there. Screenshots of the
// dialog and of the player's notice are kept in test-results/merge/.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  brandUrl,
  ct,
  defaultLangOf,
  expect,
  fileInquiry,
  freshPlayer,
  gameWithId,
  plantSession,
  PORT,
  test,
  toast,
  tr,
} from './fixtures';

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const SHOTS = 'test-results/merge';

async function consoleLogin(page: Page, who: { email: string; password: string }) {
  await page.goto(`${CONSOLE}/`);
  await expect(page).toHaveURL(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(who.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

test('an agent merges a duplicate from the console; the player is told in the target and the duplicate points there', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const brandId = 'nova';
  const lang = defaultLangOf(brandId);
  const agent = DEMO_STAFF.find((s) => s.role === 'agent' && (s.brands as readonly string[]).includes(brandId))!;
  const { api: game } = await gameWithId(request, brandId, 'starfall-odyssey', lang);
  const tag = randomBytes(3).toString('hex');
  const player = await freshPlayer(request, brandId, 'mrg');
  const sourceTitle = `보상 미지급 ${tag}`;
  const targetTitle = `우편함이 열리지 않음 ${tag}`;
  const source = await fileInquiry(request, brandId, player.login.token, {
    gameId: game.id,
    title: sourceTitle,
    content: '이벤트가 끝난 뒤 보상이 도착하지 않았습니다.',
  });
  const target = await fileInquiry(request, brandId, player.login.token, {
    gameId: game.id,
    title: targetTitle,
    content: '우편함 버튼을 눌러도 아무 반응이 없습니다.',
  });

  // The console: the duplicate's page, "Merge into…" from the keyboard.
  await consoleLogin(page, agent);
  await page.goto(`${CONSOLE}/inquiries/${source}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sourceTitle);
  const opener = page.getByRole('button', { name: ct('merge.action'), exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: ct('merge.title', { id: source }) });
  await expect(dialog).toBeVisible();
  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const option = dialog.getByRole('radio', { name: new RegExp(`#${target}`) });
  await option.focus();
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
  await expect(dialog.getByRole('heading', { name: ct('merge.what') })).toBeVisible();
  await expect(dialog).toContainText(ct('merge.effectClose', { id: source, target }));
  await page.screenshot({ path: `${SHOTS}/console-merge-dialog.png` });

  await dialog.getByRole('button', { name: ct('merge.confirm', { target }), exact: true }).click();
  await expect(page).toHaveURL(`${CONSOLE}/inquiries/${target}`);
  await expect(toast(page, ct('merge.done', { target }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(targetTitle);
  await expect(page.getByRole('main')).toContainText('이벤트가 끝난 뒤 보상이 도착하지 않았습니다.');
  await expect(page.getByRole('main')).toContainText(`문의 “${sourceTitle}”(#${source})을(를) 이 대화로 합쳤습니다.`);
  await page.screenshot({ path: `${SHOTS}/console-merged-target.png`, fullPage: true });
  // The duplicate's page now points to the target, and offers no second merge.
  await page.goto(`${CONSOLE}/inquiries/${source}`);
  await expect(page.getByRole('heading', { name: ct('merge.mergedInto', { target }) })).toBeVisible();
  await expect(page.getByRole('button', { name: ct('merge.action'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ct('inquiry.reopen'), exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/console-merged-source.png` });

  // The player: the duplicate says where its conversation went, with the way there.
  const context = await browser.newContext();
  const site = await context.newPage();
  await plantSession(site, brandId, player.login);
  await site.goto(brandUrl(brandId, `/SupportCenter/feedback?clientId=${game.id}&inquiryId=${source}`));
  const notice = site.getByRole('region', { name: tr(lang, 'support.merged.title') });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(targetTitle);
  await site.screenshot({ path: `${SHOTS}/player-merged-notice-ko.png`, fullPage: true });

  // In Arabic, right to left.
  await site.goto(
    brandUrl(brandId, `/SupportCenter/feedback?clientId=${game.id}&inquiryId=${source}&spec_lang=ar&domain_area=eru`),
  );
  await expect(site.locator('html')).toHaveAttribute('dir', 'rtl');
  const arNotice = site.getByRole('region', { name: tr('ar', 'support.merged.title') });
  await expect(arNotice).toBeVisible();
  await site.screenshot({ path: `${SHOTS}/player-merged-notice-ar.png`, fullPage: true });

  // Its link leads to the target, where the whole conversation and the notice are.
  await arNotice.getByRole('link', { name: tr('ar', 'support.merged.link', { id: target }) }).click();
  await expect(site).toHaveURL(new RegExp(`inquiryId=${target}`));
  await expect(site.getByRole('main')).toContainText('이벤트가 끝난 뒤 보상이 도착하지 않았습니다.');
  await expect(site.getByRole('main')).toContainText(`#${source}`);
  await context.close();
});
