// SLAs in the console: an administrator reaches the SLA page from the side navigation,
// finds the demo's calendars (one per area, in its time zone) and policies, adds a calendar by
// keyboard (a wrong time zone refused in words first), and the reports show SLA attainment.
// Screenshots of the page go to test-results for looking at.
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { ct, expect, PORT, test, toast } from './fixtures';

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;

async function consoleLogin(page: Page) {
  await page.goto(`${CONSOLE}/`);
  await expect(page).toHaveURL(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(
    ct('topbar.account', { name: admin.name, role: ct('role.admin') }),
  );
}

test('an admin keeps SLA calendars and policies by keyboard, and the reports show attainment', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1360, height: 900 });
  await consoleLogin(page);
  await page
    .getByRole('navigation', { name: ct('nav.label'), exact: true })
    .getByRole('link', { name: ct('nav.sla'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('sla.title'));

  const calendars = page.getByRole('table', { name: ct('sla.calendars') });
  const policies = page.getByRole('table', { name: ct('sla.policies') });
  await expect(calendars.getByRole('row', { name: /Seoul office/ })).toContainText('Asia/Seoul');
  await expect(calendars.getByRole('row', { name: /Berlin office/ })).toContainText('Europe/Berlin');
  await expect(policies.getByRole('row', { name: /Seoul office · urgent/ })).toContainText(
    ct('sla.hoursShort', { h: 1 }),
  );
  await page.screenshot({ path: testInfo.outputPath('sla-page.png'), fullPage: true });

  // A new calendar, by keyboard: the button, then each field in turn.
  await page.getByRole('button', { name: ct('sla.newCalendar'), exact: true }).focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('form', { name: ct('sla.newCalendar') });
  await expect(editor).toBeVisible();
  await editor.getByLabel(ct('sla.name'), { exact: true }).focus();
  await page.keyboard.type('Bangkok office');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Asia/Bangkokk');
  // Monday keeps the default office hours; give it a lunch break.
  const monday = editor.getByLabel('Monday', { exact: true });
  await monday.fill('');
  await monday.focus();
  await page.keyboard.type('09:00-12:00, 13:00-18:00');
  await editor.getByLabel(ct('sla.holidays'), { exact: true }).focus();
  await page.keyboard.type('2026-04-13 Songkran\n2026-04-14 Songkran\n2026-04-15 Songkran');
  await page.screenshot({ path: testInfo.outputPath('sla-calendar-editor.png'), fullPage: true });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('alert')).toHaveText(ct('sla.errTimeZone'));
  const zone = editor.getByLabel(ct('sla.timeZone'), { exact: true });
  await zone.fill('Asia/Bangkok');
  await zone.press('Enter');
  await expect(toast(page, ct('sla.saved'))).toBeVisible();
  const row = calendars.getByRole('row', { name: /Bangkok office/ });
  await expect(row).toContainText('Asia/Bangkok');
  await expect(row).toContainText('09:00-12:00, 13:00-18:00');

  // The reports: SLA attainment has its own section.
  await page
    .getByRole('navigation', { name: ct('nav.label'), exact: true })
    .getByRole('link', { name: ct('nav.reports'), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: ct('sla.reportTitle'), exact: true })).toBeVisible();
});
