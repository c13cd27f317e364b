// Rules and macros in the console: an admin applies a macro on an inquiry's page (a tag
// and a reply in one click), writes a rule that reacts to a status change of inquiries with that
// tag, previews it (the dry run lists the inquiry and what it would get), saves it, resolves the
// inquiry, and the rule's note appears in the conversation. Everything is scoped by a tag of this
// run only, so the other tests' inquiries on the same server are never touched.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rulesPaths } from '../../packages/contract/src/rules';
import { staffPaths } from '../../packages/contract/src/staff';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  ct,
  defaultLangOf,
  expect,
  fileInquiry,
  freshPlayer,
  gameWithId,
  PORT,
  seedGamesOf,
  signedPost,
  test,
  toast,
} from './fixtures';

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;

async function consoleLogin(page: Page) {
  await page.goto(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(
    ct('topbar.account', { name: admin.name, role: ct('role.admin') }),
  );
}

test('an admin applies a macro, previews and saves a rule, and the rule acts on the next status change', async ({
  page,
  request,
}) => {
  const brandId = 'nova';
  const run = randomBytes(3).toString('hex');
  const tag = `e2e-macro-${run}`;
  const lang = defaultLangOf(brandId);
  const { api: game } = await gameWithId(request, brandId, seedGamesOf(brandId)[0]!.slug, lang);
  const player = await freshPlayer(request, brandId, 'rules');
  const title = `Reward missing ${run}`;
  const inquiryId = await fileInquiry(request, brandId, player.login.token, { gameId: game.id, title });

  // A macro of this run, written through the API as an admin would in the Macros page.
  const login = await signedPost<{ token: string }>(request, brandId, staffPaths.login, {
    email: admin.email,
    password: admin.password,
  });
  expect(login.body.code, login.body.msg).toBe(0);
  const macroName = `Ask for receipt ${run}`;
  const replyText = `Could you send the receipt, {{player}}? (#{{inquiryId}})`;
  const created = await signedPost<{ id: number }>(
    request,
    brandId,
    rulesPaths.macros,
    {
      brand: brandId,
      name: macroName,
      actions: [
        { type: 'add_tag', tag },
        { type: 'reply', texts: { en: replyText, ko: replyText } },
      ],
    },
    login.body.data.token,
  );
  expect(created.body.code, created.body.msg).toBe(0);

  await consoleLogin(page);
  await page.goto(`${CONSOLE}/inquiries/${inquiryId}`);
  const picker = page.getByRole('region', { name: ct('macros.heading'), exact: true });
  await picker.getByRole('combobox', { name: ct('macros.pick'), exact: true }).selectOption({ label: macroName });
  await picker.getByRole('button', { name: ct('macros.apply'), exact: true }).click();
  await expect(toast(page, ct('macros.applied', { name: macroName, count: 2 }))).toBeVisible();
  const conversation = page.getByRole('region', { name: ct('inquiry.conversation'), exact: true });
  await expect(conversation).toContainText(`Could you send the receipt, Wanderer? (#${inquiryId})`);

  // The rule: when the status changes on an inquiry with this run's tag, add a note.
  await page
    .getByRole('navigation', { name: ct('nav.label'), exact: true })
    .getByRole('link', { name: ct('nav.rules'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('rules.title'));
  await page.getByRole('button', { name: ct('rules.new'), exact: true }).click();
  const editor = page.getByRole('form', { name: ct('rules.newHeading'), exact: true });
  const ruleName = `Note tagged ${run}`;
  await editor.getByLabel(ct('rules.name'), { exact: true }).fill(ruleName);
  await editor.getByLabel(ct('rules.brand'), { exact: true }).selectOption(brandId);
  await editor.getByLabel(ct('rules.trigger'), { exact: true }).selectOption('status_changed');
  await editor.getByRole('button', { name: ct('rules.addCondition'), exact: true }).click();
  await editor.getByLabel(ct('rules.conditionN', { n: 1 }), { exact: true }).selectOption('tag');
  await editor.getByLabel(ct('rules.value'), { exact: true }).fill(tag);
  await editor.getByLabel(ct('rules.actionN', { n: 1 }), { exact: true }).selectOption('note');
  const noteText = `Rule ${run} saw {{title}}`;
  await editor.getByLabel(ct('rules.noteText'), { exact: true }).fill(noteText);

  await editor.getByRole('button', { name: ct('rules.preview'), exact: true }).click();
  // The dry run: the inquiry with the tag is listed, with the note as it would be written.
  await expect(editor).toContainText(`#${inquiryId} ${title}`);
  await expect(editor).toContainText(`Rule ${run} saw ${title}`);
  // The editor with a condition, an action and the preview open reads well to assistive technology.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await editor.getByRole('button', { name: ct('app.save'), exact: true }).click();
  await expect(toast(page, ct('rules.saved', { name: ruleName }))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ruleName) })).toBeVisible();

  // The next status change: the agent resolves it, and the rule's note is in the conversation.
  await page.goto(`${CONSOLE}/inquiries/${inquiryId}`);
  await page
    .getByRole('group', { name: ct('inquiry.actions'), exact: true })
    .getByRole('button', { name: ct('inquiry.resolve'), exact: true })
    .click();
  await expect(toast(page, ct('inquiry.resolved'))).toBeVisible();
  const note = page
    .getByRole('region', { name: ct('inquiry.conversation'), exact: true })
    .getByRole('article', { name: ct('inquiry.note'), exact: true });
  await expect(note).toContainText(`Rule ${run} saw ${title}`);
  await expect(note).toContainText(ct('inquiry.noteBy', { name: ct('rules.author') }));
});
