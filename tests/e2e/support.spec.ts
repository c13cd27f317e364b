// The support center (docs/product.md sections 4 and 5): the whole flow on two brands as the
// demo player (log in, choose the game, read an FAQ, file an inquiry with an image and a PDF, see it
// in history, receive an agent's reply through the staff API, see the red dot, open the inquiry,
// add information with a file, end, rate, "concluded"), then smaller checks: a guest must give an
// email, the "ongoing ticket" dialog, a file of a refused type, and history without an account.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '../../packages/contract/src/areas';
import { apiPaths } from '../../packages/contract/src/paths';
import { staffPaths } from '../../packages/contract/src/staff';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { onePagePdf, solidPng } from '../../scripts/lib/sample-files';
import {
  apiLogin,
  brandUrl,
  conversationMessages,
  type Credentials,
  defaultLangOf,
  DEMO_ACCOUNTS,
  expect,
  expectDot,
  expectImageLoaded,
  fileInquiry,
  freshPlayer,
  gameWithId,
  menuButton,
  pageTitle,
  plantSession,
  signedPost,
  test,
  titleIn,
  toast,
  tr,
} from './fixtures';

// Every test has its own inquiries (the two flows run on different brands, the other checks on
// fresh accounts or guests): they may run side by side.
test.describe.configure({ mode: 'parallel' });

const player01 = DEMO_ACCOUNTS[0];

// ── Files ───────────────────────────────────────────────────────────────────────────────────────

interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const screenshot = (): TestFile => ({
  name: 'screenshot.png',
  mimeType: 'image/png',
  buffer: solidPng(24, [200, 40, 90]),
});
const receipt = (): TestFile => ({
  name: 'receipt.pdf',
  mimeType: 'application/pdf',
  buffer: onePagePdf('Receipt 2026-0042'),
});
const followUp = (): TestFile => ({
  name: 'after-restart.png',
  mimeType: 'image/png',
  buffer: solidPng(16, [20, 120, 220]),
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ── Page parts ──────────────────────────────────────────────────────────────────────────────────

/** Picks a select's first choice once it is enabled (the form enables it when the API has answered its choices). */
async function chooseFirst(form: Locator, label: string) {
  const select = form.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  await select.selectOption({ index: 1 });
}

/** The history's entry of an inquiry (a link holding its title and status). */
function historyItem(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('link').filter({ hasText: title });
}

/** The attachment input of a form (a file input has no role; it is named by the field's label). */
function fileInput(scope: Locator): Locator {
  return scope.locator('input[type="file"]');
}

/** Waits until every listed attachment finished uploading (its button removes instead of cancels). */
async function expectUploaded(scope: Locator, lang: Language, names: string[]) {
  const list = scope.getByRole('list', { name: tr(lang, 'support.upload.label'), exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) {
    await expect(
      list.getByRole('button', { name: tr(lang, 'support.upload.remove', { name }), exact: true }),
    ).toBeVisible({ timeout: 10_000 });
  }
  await expect(list.locator('progress')).toHaveCount(0);
}

/** The inquiry's summary (title, number, status) on the feedback page. */
function summary(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Fetches a URL from the page (same origin, as the browser would) and answers status and headers. */
async function fetchFromPage(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const body = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      disposition: res.headers.get('content-disposition') ?? '',
      nosniff: res.headers.get('x-content-type-options') ?? '',
      head: String.fromCharCode(...body.slice(0, 5)),
    };
  }, href);
}

// ── API helpers ─────────────────────────────────────────────────────────────────────────────────

/** An agent's reply, as the console sends it: staff login, then POST /staff/inquiries/:id/reply. */
async function agentReplies(request: APIRequestContext, brandId: string, inquiryId: number, content: string) {
  const agent = DEMO_STAFF.find((s) => s.role === 'agent' && (s.brands as readonly string[]).includes(brandId));
  if (!agent) throw new Error(`no demo agent works for ${brandId}`);
  // From an address of its own: the console's logins from 127.0.0.1 in every spec share one per-address limit.
  const from = { 'x-forwarded-for': `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}` };
  const login = await signedPost<{ token: string }>(
    request,
    brandId,
    staffPaths.login,
    { email: agent.email, password: agent.password },
    undefined,
    from,
  );
  expect(login.body.code, `staff login: ${login.body.msg}`).toBe(0);
  const reply = await signedPost<null>(
    request,
    brandId,
    staffPaths.reply.replace(':inquiryId', String(inquiryId)),
    { content },
    login.body.data.token,
  );
  expect(reply.body.code, `staff reply: ${reply.body.msg}`).toBe(0);
}

// ── The whole flow ──────────────────────────────────────────────────────────────────────────────

/** Logs in on /login with the password form (as a player does, not remembered). */
async function uiLogin(page: Page, lang: Language, who: Credentials) {
  const main = page.getByRole('main');
  await main.getByLabel(tr(lang, 'auth.account'), { exact: true }).fill(who.account);
  await main.getByLabel(tr(lang, 'auth.password'), { exact: true }).fill(who.password);
  await main.getByRole('button', { name: tr(lang, 'auth.submitLogin'), exact: true }).click();
  await expect(toast(page, tr(lang, 'auth.loginSuccess'))).toBeVisible();
}

const flows = [
  {
    brandId: 'nova',
    slug: 'starfall-odyssey',
    login: 'ui',
    title: '이벤트 보상 미지급 문의',
    content: '어제 저녁 이벤트가 끝난 뒤 보상이 우편함에 들어오지 않았습니다. 확인 부탁드립니다.',
    reply: '안녕하세요. 확인 결과 보상이 누락되어 우편함으로 다시 지급해 드렸습니다.',
    more: '게임을 재시작한 뒤 우편함 화면을 첨부합니다.',
    comment: '빠른 답변 감사합니다.',
  },
  {
    brandId: 'hanami',
    slug: 'sakura-chronicle',
    login: 'api',
    title: 'イベント報酬が届きません',
    content: '昨日の イベント 終了後、報酬が プレゼントボックスに 届いていません。ご確認を お願いします。',
    reply: 'お問い合わせありがとうございます。報酬をプレゼントボックスへ再送いたしました。',
    more: '再起動後の 画面を 添付します。',
    comment: '迅速な ご対応 ありがとうございました。',
  },
] as const;

for (const f of flows) {
  const lang = defaultLangOf(f.brandId);

  test(`the whole flow on ${f.brandId} (${lang}): file with an image and a PDF, reply, red dot, add, end, rate, concluded`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { seed, api: game } = await gameWithId(request, f.brandId, f.slug, lang);
    const gameTitle = titleIn(seed, lang);
    const title = `${f.title} ${randomBytes(2).toString('hex')}`;
    const main = page.getByRole('main');

    // Log in: through the login page on nova, with a session from the API on the second brand.
    if (f.login === 'ui') {
      await page.goto(brandUrl(f.brandId, '/login'));
      await uiLogin(page, lang, player01);
      await expect(page).toHaveURL(brandUrl(f.brandId, '/'));
    } else {
      await plantSession(page, f.brandId, await apiLogin(request, f.brandId, player01));
      await page.goto(brandUrl(f.brandId, '/'));
    }
    await expectDot(page, lang, false);

    // Step one from the side panel: choose the game.
    await menuButton(page, lang, false).click();
    await page
      .getByRole('dialog', { name: tr(lang, 'nav.menu') })
      .getByRole('link', { name: tr(lang, 'nav.supportCenter'), exact: true })
      .click();
    await expect(page).toHaveURL(brandUrl(f.brandId, '/SupportCenter/game'));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.supportGame'));
    await main
      .getByRole('link')
      .filter({ has: page.getByText(gameTitle, { exact: true }) })
      .click();

    // Step two: read an FAQ (an answer opens in place), then on to the 1:1 inquiry.
    await expect(page).toHaveURL(brandUrl(f.brandId, `/SupportCenter/question?clientId=${game.id}`));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.supportQuestion'));
    const faq = main.getByRole('region', { name: tr(lang, 'support.faq.title'), exact: true });
    const question = faq.locator('summary').first();
    await expect(question).toBeVisible();
    const answer = faq.locator('details').first().locator('.gh-faq__answer');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    expect((await answer.innerText()).trim().length).toBeGreaterThan(10);
    await main.getByRole('link', { name: tr(lang, 'support.actions.inquiry') }).click();

    // Step three: the form.
    await expect(page).toHaveURL(brandUrl(f.brandId, `/SupportCenter/inquiry?clientId=${game.id}`));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.supportInquiry'));
    const form = main.locator('form');
    await chooseFirst(form, tr(lang, 'support.form.region'));
    await chooseFirst(form, tr(lang, 'support.form.server'));
    // The demo player has characters on the first server of the first region.
    const role = form.getByLabel(tr(lang, 'support.form.role'), { exact: true });
    await expect(role).toBeEnabled();
    await expect(role.locator('option')).not.toHaveCount(1);
    await role.selectOption({ index: 1 });
    await expect(role.locator('option:checked')).toHaveText(
      tr(lang, 'support.form.roleOption', { name: 'Mina', level: 58 }),
    );
    await chooseFirst(form, tr(lang, 'support.form.category'));
    await form.getByLabel(tr(lang, 'support.form.title'), { exact: true }).fill(title);
    await form.getByLabel(tr(lang, 'support.form.content'), { exact: true }).fill(f.content);
    // An image and a PDF, checked by the server against their leading bytes.
    const [image, pdf] = [screenshot(), receipt()];
    await fileInput(form).setInputFiles([image, pdf]);
    await expectUploaded(form, lang, [image.name, pdf.name]);
    // The account's email is offered; every agreement at once.
    await expect(form.getByLabel(tr(lang, 'support.form.email'), { exact: true })).toHaveValue(player01.email);
    await form.getByRole('checkbox', { name: tr(lang, 'support.form.agreeAll') }).check();
    for (const key of ['agreeTerms', 'agreeUser', 'agreePrivacy']) {
      await expect(form.getByRole('checkbox', { name: tr(lang, `support.form.${key}`), exact: true })).toBeChecked();
    }
    await form.getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true }).click();
    // Received: a confirmation in place of the form (its number, when and where the reply comes).
    const sent = page.getByRole('main').getByRole('region', { name: tr(lang, 'support.sent.title') });
    await expect(sent).toBeVisible();
    await sent.getByRole('link', { name: tr(lang, 'support.sent.view'), exact: true }).click();

    // Step four: the new inquiry, not answered yet, with the player's attachments.
    await expect(page).toHaveURL(new RegExp(`/SupportCenter/feedback\\?clientId=${game.id}&inquiryId=\\d+$`));
    const inquiryId = Number(new URL(page.url()).searchParams.get('inquiryId'));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.supportFeedback'));
    await expect(summary(page, title)).toContainText(tr(lang, 'support.feedback.number', { id: inquiryId }));
    await expect(summary(page, title)).toContainText(tr(lang, 'support.status.noReply'));
    // (Not checked: the game's name there. The API answers games.game_name, the internal English
    // name, instead of the title in the page's language; reported.)
    const first = conversationMessages(page, lang, 'you').first();
    await expect(first).toContainText(f.content);
    // The image is previewed (loaded and decoded); the PDF is a download link.
    const preview = first.getByRole('button', {
      name: tr(lang, 'support.feedback.openImage', { name: image.name }),
      exact: true,
    });
    await expect(preview).toBeVisible();
    await expectImageLoaded(preview.locator('img'));
    const pdfLink = first.getByRole('link').filter({ hasText: pdf.name });
    await expect(pdfLink).toHaveAttribute('download', pdf.name);
    const pdfHref = await pdfLink.getAttribute('href');
    expect(pdfHref).toMatch(/^\/api\/files\/[\w-]+\?/);
    const served = await fetchFromPage(page, pdfHref!);
    expect(served.status).toBe(200);
    expect(served.type).toMatch(/^application\/pdf/);
    expect(served.disposition).toMatch(/^attachment\b/);
    expect(served.nosniff).toBe('nosniff');
    expect(served.head).toBe('%PDF-');
    // The larger view of the image.
    await preview.click();
    const lightbox = page.getByRole('dialog', { name: image.name, exact: true });
    await expect(lightbox).toBeVisible();
    await expectImageLoaded(lightbox.getByRole('img', { name: image.name, exact: true }));
    await lightbox.getByRole('button', { name: tr(lang, 'common.close'), exact: true }).click();
    await expect(lightbox).toBeHidden();

    // History: the inquiry with "no reply", nothing unread.
    await main.getByRole('link', { name: tr(lang, 'support.feedback.backToHistory') }).click();
    await expect(page).toHaveURL(brandUrl(f.brandId, '/SupportCenter/history'));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.supportHistory'));
    await expect(historyItem(page, title)).toHaveCount(1);
    await expect(historyItem(page, title)).toContainText(tr(lang, 'support.status.noReply'));
    await expect(historyItem(page, title)).not.toContainText(tr(lang, 'support.history.unread'));
    await expect(historyItem(page, title)).toHaveAttribute(
      'href',
      `/SupportCenter/feedback?clientId=${game.id}&inquiryId=${inquiryId}`,
    );
    await expectDot(page, lang, false);

    // An agent answers through the staff API; the page asks again when it loads (no 60 s wait).
    await agentReplies(request, f.brandId, inquiryId, f.reply);
    await page.reload();
    await expectDot(page, lang, true);
    await expect(historyItem(page, title)).toContainText(tr(lang, 'support.status.replied'));
    await expect(historyItem(page, title)).toContainText(tr(lang, 'support.history.unread'));

    // Opening it shows the reply and the dot goes.
    await historyItem(page, title).click();
    await expect(page).toHaveURL(
      brandUrl(f.brandId, `/SupportCenter/feedback?clientId=${game.id}&inquiryId=${inquiryId}`),
    );
    await expect(conversationMessages(page, lang, 'agent')).toHaveCount(1);
    await expect(conversationMessages(page, lang, 'agent')).toContainText(f.reply);
    await expect(summary(page, title)).toContainText(tr(lang, 'support.status.replied'));
    await expectDot(page, lang, false);

    // Add information with a file.
    const addForm = page.getByRole('form', { name: tr(lang, 'support.feedback.addInfo'), exact: true });
    await addForm.getByLabel(tr(lang, 'support.feedback.addInfoLabel'), { exact: true }).fill(f.more);
    const extra = followUp();
    await fileInput(addForm).setInputFiles(extra);
    await expectUploaded(addForm, lang, [extra.name]);
    await addForm.getByRole('button', { name: tr(lang, 'support.feedback.send'), exact: true }).click();
    await expect(toast(page, tr(lang, 'support.feedback.added'))).toBeVisible();
    await expect(conversationMessages(page, lang, 'you')).toHaveCount(2);
    const added = conversationMessages(page, lang, 'you').nth(1);
    await expect(added).toContainText(f.more);
    await expectImageLoaded(
      added
        .getByRole('button', { name: tr(lang, 'support.feedback.openImage', { name: extra.name }), exact: true })
        .locator('img'),
    );
    await expect(summary(page, title)).toContainText(tr(lang, 'support.status.waiting'));
    await expect(addForm.getByLabel(tr(lang, 'support.feedback.addInfoLabel'), { exact: true })).toHaveValue('');

    // End the conversation (a confirmation first).
    await main.getByRole('button', { name: tr(lang, 'support.feedback.end'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: tr(lang, 'support.feedback.endConfirmTitle'), exact: true });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(tr(lang, 'support.feedback.endConfirmBody'));
    await confirm.getByRole('button', { name: tr(lang, 'support.feedback.endConfirm'), exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(summary(page, title)).toContainText(tr(lang, 'support.status.awaitingRating'));
    await expect(addForm).toHaveCount(0);

    // Rate it: four stars and a comment.
    const rating = page.getByRole('form', { name: tr(lang, 'support.rating.title'), exact: true });
    await expect(rating).toBeVisible();
    await rating.getByRole('radio', { name: tr(lang, 'support.rating.score4'), exact: true }).check();
    await rating.getByLabel(tr(lang, 'support.rating.comment'), { exact: true }).fill(f.comment);
    await rating.getByRole('button', { name: tr(lang, 'support.rating.submit'), exact: true }).click();
    await expect(toast(page, tr(lang, 'support.rating.thanks'))).toBeVisible();
    const concluded = main.getByRole('region', { name: tr(lang, 'support.rating.thanks'), exact: true });
    await expect(concluded).toBeVisible();
    await expect(concluded).toContainText(tr(lang, 'support.feedback.concluded'));
    await expect(concluded).toContainText(f.comment);
    await expect(summary(page, title)).toContainText(tr(lang, 'support.status.concluded'));
    await expect(rating).toHaveCount(0);

    // History says "concluded" too.
    await main.getByRole('link', { name: tr(lang, 'support.feedback.backToHistory') }).click();
    await expect(historyItem(page, title)).toContainText(tr(lang, 'support.status.concluded'));
    await expectDot(page, lang, false);
  });
}

// ── Smaller checks ──────────────────────────────────────────────────────────────────────────────

test.describe('smaller checks on nova', () => {
  const brandId = 'nova';
  const lang = defaultLangOf(brandId);

  test('a guest must give an email address', async ({ page, request }) => {
    const { api: game } = await gameWithId(request, brandId, 'crown-of-ashes', lang);
    await plantSession(page, brandId, await apiLogin(request, brandId, 'guest'));
    await page.goto(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.id}`));
    const form = page.getByRole('main').locator('form');
    // No way to choose the phone: a guest is told to give an email.
    await expect(form.getByText(tr(lang, 'support.form.guestEmail'), { exact: true })).toBeVisible();
    await expect(form.getByRole('radiogroup', { name: tr(lang, 'support.form.contactWay') })).toHaveCount(0);
    await expect(form.getByLabel(tr(lang, 'support.form.phone'), { exact: true })).toHaveCount(0);

    // Everything but the email: refused, the email field says why and takes the focus.
    await chooseFirst(form, tr(lang, 'support.form.region'));
    await chooseFirst(form, tr(lang, 'support.form.server'));
    // A guest has no characters here: "no character info", the name is typed.
    const roleName = form.getByLabel(tr(lang, 'support.form.roleName'), { exact: true });
    await expect(roleName).toBeVisible();
    await expect(form.getByText(tr(lang, 'support.form.noRoleInfo'), { exact: true })).toBeVisible();
    await roleName.fill('여행자');
    await chooseFirst(form, tr(lang, 'support.form.category'));
    await form.getByLabel(tr(lang, 'support.form.title'), { exact: true }).fill('게스트 문의 테스트');
    await form
      .getByLabel(tr(lang, 'support.form.content'), { exact: true })
      .fill('게스트 계정으로 결제한 아이템이 보이지 않습니다. 확인 부탁드립니다.');
    await form.getByRole('checkbox', { name: tr(lang, 'support.form.agreeAll') }).check();
    const email = form.getByLabel(tr(lang, 'support.form.email'), { exact: true });
    await expect(email).toHaveValue('');
    const submit = form.getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true });
    await submit.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // (The error's "⚠" comes from the style sheet and is part of the description.)
    await expect(email).toHaveAccessibleDescription(
      new RegExp(`${escapeRe(tr(lang, 'support.rules.requiredForGuest'))}$`),
    );
    await expect(email).toBeFocused();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expect(page).toHaveURL(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.id}`));

    // With an email it goes through.
    await email.fill(`guest-${randomBytes(3).toString('hex')}@players.example`);
    await submit.click();
    await page
      .getByRole('main')
      .getByRole('link', { name: tr(lang, 'support.sent.view'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/SupportCenter\/feedback\?clientId=\d+&inquiryId=\d+$/);
    await expect(summary(page, '게스트 문의 테스트')).toContainText(tr(lang, 'support.status.noReply'));
  });

  test('an ongoing inquiry for the game is offered first; "view the ongoing ticket" opens it', async ({
    page,
    request,
  }) => {
    const { api: game } = await gameWithId(request, brandId, 'neon-drift', lang);
    const { login } = await freshPlayer(request, brandId, 'sup');
    const title = `진행 중인 문의 ${randomBytes(2).toString('hex')}`;
    const inquiryId = await fileInquiry(request, brandId, login.token, {
      gameId: game.id,
      title,
      email: 'ongoing@players.example',
    });
    await plantSession(page, brandId, login);

    await page.goto(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.id}`));
    const dialog = page.getByRole('dialog', { name: tr(lang, 'support.unresolved.title'), exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(tr(lang, 'support.unresolved.body'));
    await expect(dialog).toContainText(title);
    await expect(dialog).toContainText(tr(lang, 'support.status.noReply'));
    // The form waits behind the choice.
    await expect(page.getByRole('main').getByRole('button', { name: tr(lang, 'support.form.submit') })).toHaveCount(0);

    await dialog.getByRole('link', { name: tr(lang, 'support.unresolved.view'), exact: true }).click();
    await expect(page).toHaveURL(
      brandUrl(brandId, `/SupportCenter/feedback?clientId=${game.id}&inquiryId=${inquiryId}`),
    );
    await expect(dialog).toHaveCount(0);
    await expect(summary(page, title)).toContainText(tr(lang, 'support.feedback.number', { id: inquiryId }));

    // "Start a new one" shows the form instead.
    await page.goto(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.id}`));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: tr(lang, 'support.unresolved.startNew'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true }),
    ).toBeVisible();
  });

  test('a file of a refused type (.exe) is turned down before any upload', async ({ page, request }) => {
    const { api: game } = await gameWithId(request, brandId, 'moonlit-garden', lang);
    await plantSession(page, brandId, await apiLogin(request, brandId, 'guest'));
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === `/api${apiPaths.files}`) uploads.push(req.url());
    });

    await page.goto(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.id}`));
    const form = page.getByRole('main').locator('form');
    await expect(form.getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true })).toBeVisible();
    const exe = {
      name: 'patch-tool.exe',
      mimeType: 'application/vnd.microsoft.portable-executable',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]),
    };
    await fileInput(form).setInputFiles(exe);
    const refusal = form.getByRole('alert');
    await expect(refusal).toContainText(tr(lang, 'errors.fileTypeMismatch'));
    await expect(refusal).toContainText(exe.name);
    await expect(form.getByRole('list', { name: tr(lang, 'support.upload.label'), exact: true })).toHaveCount(0);

    // A file of an accepted type still goes up afterwards (and clears the refusal).
    const ok = screenshot();
    await fileInput(form).setInputFiles(ok);
    await expectUploaded(form, lang, [ok.name]);
    await expect(refusal).toHaveCount(0);
    expect(uploads).toHaveLength(1);
  });

  const loginFirst = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: tr(lang, 'support.history.loginFirst') });

  test('history without a session says "please log in first" (a guest sees their own: states.spec.ts)', async ({
    page,
  }) => {
    await page.goto(brandUrl(brandId, '/SupportCenter/history'));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.supportHistory'));
    await expect(loginFirst(page)).toBeVisible();
    await expect(loginFirst(page).getByRole('link', { name: tr(lang, 'nav.login'), exact: true })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/SupportCenter/history')}`,
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: tr(lang, 'support.history.newInquiry') }),
    ).toHaveCount(0);
  });
});
