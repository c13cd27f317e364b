// What axe cannot judge on its own: the text on the brand colour on all nine brands, in
// every state of the primary buttons; the phone's top bar (names, 44 px targets, a repayment link
// with words); focus that returns to its control after every player dialog and never hides under
// the sticky top bar; Korean kept in whole words; consents whose documents open; the footer's
// navigation named for what it holds.
import type { Page } from '@playwright/test';
import { webPaths } from '../../packages/contract/src/paths';
import { CONSENT_NOTICES } from '../../packages/contract/src/footers';
import { MIN_TEXT_CONTRAST } from '../../packages/contract/src/colors';
import { seedBrands } from '../../apps/api/src/db/seed/demo-data';
import {
  apiGames,
  apiLogin,
  brandUrl,
  defaultLangOf,
  DEMO_ACCOUNTS,
  expect,
  fileInquiry,
  freshPlayer,
  plantSession,
  test,
  tr,
} from './fixtures';

const PHONE = { width: 390, height: 844 };
const PLAYER = { account: DEMO_ACCOUNTS[0].account, password: DEMO_ACCOUNTS[0].password };

/**
 * Text/background contrast of the first element matching `selector` as the browser computed it
 * (opaque colours, the WCAG formula); `disabled` asks it of the element with the attribute set.
 */
async function contrastOf(
  page: Page,
  selector: string,
  disabled = false,
): Promise<{ ratio: number; fg: string; bg: string; opacity: string; filter: string }> {
  const el = page.locator(selector).first();
  if (disabled) {
    // Read once the background's transition has ended (reduced motion makes it instant), however
    // long the machine takes to run it.
    await el.evaluate(async (e) => {
      e.setAttribute('disabled', '');
      await Promise.allSettled(e.getAnimations().map((a) => a.finished));
    });
  }
  const found = await el.evaluate((el) => {
    const parse = (c: string) => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)/.exec(c);
      if (!m) throw new Error(`not an rgb colour: ${c}`);
      return [Number(m[1]), Number(m[2]), Number(m[3])];
    };
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const style = getComputedStyle(el);
    const [fg, bg, opacity, filter] = [style.color, style.backgroundColor, style.opacity, style.filter];
    const [a, b] = [lum(parse(fg)), lum(parse(bg))].sort((x, y) => y - x) as [number, number];
    return { ratio: (a + 0.05) / (b + 0.05), fg, bg, opacity, filter };
  });
  if (disabled) await el.evaluate((e) => e.removeAttribute('disabled'));
  return found;
}

test.describe('text on the brand colour', () => {
  for (const brand of seedBrands) {
    test(`reaches ${MIN_TEXT_CONTRAST}:1 on ${brand.id}'s primary buttons, at rest, hovered and disabled`, async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.id, webPaths.login));
      const submit = '.gh-auth button[type="submit"].gh-button--primary';
      await expect(page.locator(submit).first()).toBeVisible();
      const rest = await contrastOf(page, submit);
      expect(rest.ratio, `${brand.id} ${rest.fg} on ${rest.bg}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      // The background is the brand colour itself (no filter or fade changes it).
      const main = brand.mainColor
        .slice(1)
        .match(/../g)!
        .map((h) => Number.parseInt(h, 16))
        .join(', ');
      expect(rest.bg).toBe(`rgb(${main})`);
      await page.locator(submit).first().hover();
      const hovered = await contrastOf(page, submit);
      expect(hovered.ratio, `${brand.id} hovered`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect([hovered.opacity, hovered.filter]).toEqual(['1', 'none']);
      const disabled = await contrastOf(page, submit, true);
      expect(disabled.ratio, `${brand.id} disabled`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      // Neither faded nor filtered, so the ratio above is what the eye gets.
      expect([disabled.opacity, disabled.filter]).toEqual(['1', 'none']);
      if (brand.rechargeButton) {
        const recharge = await contrastOf(page, '.gh-topbar__recharge');
        expect(recharge.ratio, `${brand.id} recharge`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    });
  }
});

test.describe('the top bar on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const brandId of ['nova', 'tidal', 'vela']) {
    test(`names every control, gives each 44 x 44 px and shows repayment in words on ${brandId}`, async ({
      page,
      request,
    }) => {
      const lang = defaultLangOf(brandId);
      const game = (await apiGames(request, brandId, lang))[0]!;
      await plantSession(page, brandId, await apiLogin(request, brandId, PLAYER));
      await page.goto(brandUrl(brandId, `${webPaths.supportQuestion}?clientId=${game.id}`));
      const bar = page.getByRole('banner');
      const repayment = bar.getByRole('link', { name: tr(lang, 'game.repayment'), exact: true });
      // Its words are on screen, not only in a label.
      await expect(repayment).toHaveText(tr(lang, 'game.repayment'));
      await expect(repayment).toBeVisible();
      const targets = [repayment, bar.getByRole('button', { name: tr(lang, 'nav.menu'), exact: true })];
      const language = bar.getByRole('button', { name: tr(lang, 'nav.language'), exact: true });
      if (await language.count()) targets.push(language);
      if (seedBrandHasRecharge(brandId))
        targets.push(bar.getByRole('link', { name: tr(lang, 'nav.recharge'), exact: true }));
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        expect(box.width, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      // Every link and button in the bar has a name.
      const unnamed = await bar
        .locator('a, button')
        .evaluateAll((els) =>
          els
            .filter(
              (el) =>
                !(
                  el.getAttribute('aria-label') ||
                  el.textContent?.trim() ||
                  el.querySelector('img[alt]:not([alt=""])')
                ),
            )
            .map((el) => el.outerHTML.slice(0, 80)),
        );
      expect(unnamed).toEqual([]);
      // Nothing spills out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }
});

function seedBrandHasRecharge(brandId: string): boolean {
  return seedBrands.find((b) => b.id === brandId)!.rechargeButton;
}

test.describe('focus', () => {
  test('returns to the menu button when the side panel closes (Escape, close button)', async ({ page }) => {
    await page.goto(brandUrl('nova', '/'));
    const lang = defaultLangOf('nova');
    const menu = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#gh-side-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#gh-side-panel')).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.getByRole('button', { name: tr(lang, 'nav.closeMenu'), exact: true }).click();
    await expect(menu).toBeFocused();
  });

  test('returns to the language switch when its menu closes (Escape, a choice)', async ({ page }) => {
    await page.goto(brandUrl('vela', '/'));
    const lang = defaultLangOf('vela');
    const language = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.language'), exact: true });
    await language.click();
    await page.locator('.gh-lang__menu button').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.gh-lang__menu')).toHaveCount(0);
    await expect(language).toBeFocused();
    await language.click();
    await page.locator('.gh-lang__menu button[aria-current="true"]').click();
    await expect(language).toBeFocused();
  });

  test("returns to the footer's contact button when its dialog closes", async ({ page }) => {
    const brandId = seedBrands.find((b) => b.footer === 'japan')!.id;
    const lang = defaultLangOf(brandId);
    await page.goto(brandUrl(brandId, '/'));
    const contact = page
      .getByRole('contentinfo')
      .getByRole('button', { name: tr(lang, 'footer.contact'), exact: true });
    await contact.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: tr(lang, 'footer.contactTitle') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    await contact.click();
    await dialog.getByRole('button', { name: tr(lang, 'common.close'), exact: true }).click();
    await expect(contact).toBeFocused();
  });

  test('returns to "End the conversation" when its confirmation closes, goes to the form after the ongoing-inquiry dialog and to the rating once ended', async ({
    page,
    request,
  }) => {
    const brandId = 'ember';
    const lang = defaultLangOf(brandId);
    const game = (await apiGames(request, brandId, lang))[0]!;
    // A player of its own, so no other spec meets this inquiry as the demo player's ongoing one.
    const { login: session } = await freshPlayer(request, brandId, 'focus');
    const inquiryId = await fileInquiry(request, brandId, session.token, {
      gameId: game.id,
      title: 'Guild bonus missing',
    });
    await plantSession(page, brandId, session);

    await page.goto(brandUrl(brandId, `${webPaths.supportFeedback}?clientId=${game.id}&inquiryId=${inquiryId}`));
    const end = page.getByRole('button', { name: tr(lang, 'support.feedback.end'), exact: true });
    await end.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: tr(lang, 'support.feedback.endConfirmTitle') });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(end).toBeFocused();
    await end.click();
    await confirm.getByRole('button', { name: tr(lang, 'support.feedback.keepOpen'), exact: true }).click();
    await expect(end).toBeFocused();

    // The ongoing-inquiry dialog opens by itself; Escape means "start a new one": focus goes to the form.
    await page.goto(brandUrl(brandId, `${webPaths.supportInquiry}?clientId=${game.id}`));
    const ongoing = page.getByRole('dialog', { name: tr(lang, 'support.unresolved.title') });
    await expect(ongoing).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ongoing).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('form.gh-inquiry-form'))))
      .toBe(true);

    // Ending the conversation removes its button: focus moves on to the rating that replaced it.
    await page.goto(brandUrl(brandId, `${webPaths.supportFeedback}?clientId=${game.id}&inquiryId=${inquiryId}`));
    await end.click();
    await confirm.getByRole('button', { name: tr(lang, 'support.feedback.endConfirm'), exact: true }).click();
    await expect(end).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.gh-inquiry')))).toBe(true);
  });

  test('never hides under the sticky top bar when tabbing back up a page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(brandUrl('nova', webPaths.allGames));
    const bar = page.locator('.gh-topbar');
    // Down the page, then back up, link by link.
    for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement;
        const barBottom = document.querySelector('.gh-topbar')!.getBoundingClientRect().bottom;
        if (!el || el === document.body || el.closest('.gh-topbar')) return null;
        const top = el.getBoundingClientRect().top;
        return top < barBottom - 1
          ? `${el.outerHTML.slice(0, 80)} at ${top} under the bar ending at ${barBottom}`
          : null;
      });
      expect(hidden).toBeNull();
    }
    await expect(bar).toBeVisible();
  });
});

test('Korean keeps its words whole on nova and ember', async ({ page }) => {
  for (const brandId of ['nova', 'ember']) {
    await page.goto(brandUrl(brandId, `/?domain_area=kr&spec_lang=ko`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const style = await page
      .locator('main')
      .evaluate((el) => ({ wordBreak: getComputedStyle(el).wordBreak, wrap: getComputedStyle(el).overflowWrap }));
    expect(style, brandId).toEqual({ wordBreak: 'keep-all', wrap: 'break-word' });
  }
});

test.describe('consents and the footer', () => {
  for (const brand of seedBrands) {
    test(`every consent on ${brand.id} links to a document that opens; the footer's navigation is named for it`, async ({
      page,
      request,
    }) => {
      const lang = defaultLangOf(brand.id);
      const game = (await apiGames(request, brand.id, lang))[0]!;
      await plantSession(page, brand.id, await apiLogin(request, brand.id, 'guest'));
      await page.goto(brandUrl(brand.id, `${webPaths.supportInquiry}?clientId=${game.id}`));
      const form = page.locator('form.gh-inquiry-form');
      await expect(form).toBeVisible();
      const links = form.locator('.gh-agreements__read');
      await expect(links).toHaveCount(Object.keys(CONSENT_NOTICES).length);
      const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
      expect(hrefs.sort()).toEqual(
        Object.values(CONSENT_NOTICES)
          .map((slug) => `/notice/${slug}`)
          .sort(),
      );

      await expect(
        page.getByRole('contentinfo').getByRole('navigation', { name: tr(lang, 'footer.legal'), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).not.toContainText('..');

      for (const href of hrefs) {
        const res = await page.goto(brandUrl(brand.id, href));
        expect(res?.status(), `${brand.id} ${href}`).toBe(200);
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page.locator('main h1')).not.toHaveText('');
        await expect(page.locator('main h1')).not.toHaveText(tr(lang, 'titles.notFound'));
      }
    });
  }
});
