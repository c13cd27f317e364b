// The queue's priority, tier, tags and due times: a VIP player's inquiry comes
// first when sorted by priority; an agent selects rows and tags them and raises their priority from
// the bulk bar with the keyboard alone; the inquiry page adds and removes a tag; the queue is
// photographed on a 1366 px laptop and on a phone (test-results/queue-*.png).
// Due times near a warning and past a breach are written straight into the e2e server's database
// (its SQLite file), as is the VIP tier of a fresh player in the built-in game directory.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { ct, expect, fileInquiry, freshPlayer, gameWithId, PORT, seedGamesOf, test } from './fixtures';

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const agent = DEMO_STAFF.find((s) => s.role === 'agent' && (s.brands as readonly string[]).includes('nova'))!;

async function consoleLogin(page: Page) {
  await page.goto(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(agent.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(agent.name);
}

/** Due times as the SLA part would store them (minutes from now; null: none). */
function setDue(ids: Record<number, number | null>) {
  const db = new SQLite(path.join(process.env.GH_E2E_DATA_DIR!, 'guildhall.db'));
  try {
    const update = db.prepare('UPDATE inquiries SET sla_due_at = ? WHERE id = ?');
    for (const [id, min] of Object.entries(ids))
      update.run(min === null ? null : new Date(Date.now() + min * 60_000).toISOString(), Number(id));
  } finally {
    db.close();
  }
}

/** The built-in game directory's tier for an account (what an HTTP directory would answer). */
function makeVip(gameId: number, account: string) {
  const db = new SQLite(path.join(process.env.GH_E2E_DATA_DIR!, 'guildhall.db'));
  try {
    db.prepare('INSERT INTO game_player_tiers (game_id, account, tier, spend) VALUES (?, ?, ?, ?)').run(
      gameId,
      account,
      'vip',
      250_000,
    );
  } finally {
    db.close();
  }
}

test('priority, tier, tags and due times in the queue, changed in bulk by keyboard and on the inquiry page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = seedGamesOf('nova')[0]!.slug;
  const { api: game } = await gameWithId(request, 'nova', slug, 'ko');
  const stamp = Date.now().toString(36);
  // A fresh player the game's directory knows as VIP (the demo VIP, player01, is left alone: other
  // specs file as them and an open inquiry of theirs would change what those specs see).
  const vip = await freshPlayer(request, 'nova', 'vip');
  makeVip(game.id, vip.who.account);
  const vipId = await fileInquiry(request, 'nova', vip.login.token, { gameId: game.id, title: `VIP reward ${stamp}` });
  const { login } = await freshPlayer(request, 'nova', 'tri');
  const otherId = await fileInquiry(request, 'nova', login.token, {
    gameId: game.id,
    title: `Standard login ${stamp}`,
  });
  const thirdId = await fileInquiry(request, 'nova', login.token, { gameId: game.id, title: `Standard shop ${stamp}` });
  // Within every demo policy's warning window (the VIP policies warn 5 or 10 minutes ahead).
  setDue({ [vipId]: 3, [otherId]: -45, [thirdId]: 600 });

  await consoleLogin(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${CONSOLE}/?brand=nova&sort=priority&q=${stamp}`);
  const table = page.getByRole('table', { name: ct('queue.listLabel') });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  // VIP first; the due column says "Due soon" and "Breached" in words.
  await expect(rows.nth(1)).toContainText(`VIP reward ${stamp}`);
  await expect(rows.nth(1)).toContainText(ct('triage.tierVip'));
  await expect(rows.nth(1)).toContainText(ct('triage.dueWarning'));
  await expect(table.getByRole('row', { name: new RegExp(`Standard login ${stamp}`) })).toContainText(
    ct('triage.dueBreached'),
  );

  // Sorted by due time: the breached one first.
  await page.getByLabel(ct('queue.sort'), { exact: true }).selectOption('due');
  await expect(rows.nth(1)).toContainText(`Standard login ${stamp}`);
  await expect(rows.nth(3)).toContainText(`Standard shop ${stamp}`);

  // Keyboard only: focus the first row's checkbox, select it and the next, then the bulk bar.
  const firstBox = page.getByRole('checkbox', { name: ct('triage.select', { id: otherId }) });
  await firstBox.focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: ct('triage.select', { id: vipId }) }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: new RegExp(ct('triage.bulkLabel')) });
  await expect(bar).toContainText(ct('triage.selectedCount', { count: 2 }));
  await bar.getByLabel(ct('triage.addTags'), { exact: true }).focus();
  await page.keyboard.type('Launch day, refund');
  await page.keyboard.press('Tab'); // remove tags
  await page.keyboard.press('Tab'); // priority
  await expect(bar.getByLabel(ct('triage.setPriority'), { exact: true })).toBeFocused();
  await bar.getByLabel(ct('triage.setPriority'), { exact: true }).selectOption('3');
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: ct('triage.applyBulk') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('status')).toHaveText(ct('triage.bulkDone', { changed: 2, unchanged: 0, skipped: 0 }));
  const changed = table.getByRole('row', { name: new RegExp(`Standard login ${stamp}`) });
  await expect(changed).toContainText(ct('triage.p3'));
  await expect(changed).toContainText('launch day');
  await expect(changed).toContainText('refund');
  await page.screenshot({ path: 'test-results/queue-1366.png', fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/queue-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The inquiry page: the tags shown, one removed, one added from the field.
  await page.goto(`${CONSOLE}/inquiries/${otherId}`);
  const panel = page.getByRole('region', { name: ct('triage.label') });
  await expect(panel.getByLabel(ct('triage.priority'), { exact: true })).toHaveValue('3');
  await panel.getByRole('button', { name: ct('triage.removeTag', { tag: 'refund' }) }).click();
  await expect(panel.getByRole('button', { name: ct('triage.removeTag', { tag: 'refund' }) })).toHaveCount(0);
  await panel.getByLabel(ct('triage.newTag'), { exact: true }).fill('Needs QA');
  await panel.getByLabel(ct('triage.newTag'), { exact: true }).press('Enter');
  await expect(panel.getByRole('button', { name: ct('triage.removeTag', { tag: 'needs qa' }) })).toBeVisible();
  await panel.getByLabel(ct('triage.priority'), { exact: true }).selectOption('0');
  await expect(panel.getByRole('status')).toHaveText(ct('triage.saved'));
  await page.screenshot({ path: 'test-results/inquiry-triage-1366.png', fullPage: false });
});
