// One glossary per language (packages/locales/glossary): the player site's dictionaries,
// the console's, the FAQ seed data and the mails use each concept's preferred term where the concept
// is named (its anchor texts) and none of its forbidden variants anywhere. The checker itself is
// shown to fail on a wrong term.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { dictionaryFolder } from '@guildhall/locales/read-dictionary';
import {
  findForbidden,
  findMissing,
  glossaryLanguages,
  readGlossary,
  termPattern,
  type Source,
} from '@guildhall/locales/glossary';
import { dictionariesIn } from '../setup/dictionaries';
import { FAQ_TYPES, FAQS, INQUIRY_CATEGORIES } from '../../apps/api/src/db/seed/support-data';
import {
  bindAttemptMail,
  codeMail,
  registerAttemptMail,
  replyNoticeMail,
} from '../../apps/api/src/modules/accounts/mail-texts';
import { MAIL_LINK_LABELS } from '../../apps/api/src/modules/accounts/mail-links';

const player = dictionariesIn(dictionaryFolder('player'));
const consoleDicts = dictionariesIn(dictionaryFolder('console'));
const CONSOLE = consoleDicts.languages();

const dictSources = (app: string, texts: Map<string, string>): Source[] =>
  [...texts].map(([key, text]) => ({ where: `${app} ${key}`, text }));

function seedSources(lang: Language): Source[] {
  const out: Source[] = [];
  for (const [i, [, texts]] of FAQS.entries()) {
    const t = texts[lang];
    if (t) out.push({ where: `faq ${i} question`, text: t.q }, { where: `faq ${i} answer`, text: t.a });
  }
  for (const [i, names] of INQUIRY_CATEGORIES.entries())
    if (names[lang]) out.push({ where: `inquiry category ${i}`, text: names[lang] });
  for (const [i, names] of FAQ_TYPES.entries())
    if (names[lang]) out.push({ where: `faq type ${i}`, text: names[lang] });
  return out;
}

function mailSources(lang: Language): Source[] {
  const vars = { brand: 'Nova', code: '123456', minutes: 10 };
  const mails = {
    quick_login: codeMail(lang, 'quick_login', vars),
    password_reset: codeMail(lang, 'password_reset', vars),
    email_bind: codeMail(lang, 'email_bind', vars),
    register: codeMail(lang, 'register', vars),
    reply: replyNoticeMail(lang, { brand: 'Nova', title: 'Title', inquiryId: 7 }),
    bind_attempt: bindAttemptMail(lang, { brand: 'Nova' }),
    register_attempt: registerAttemptMail(lang, { brand: 'Nova', account: 'player01' }),
  };
  return [
    ...Object.entries(mails).map(([name, m]) => ({ where: `mail ${name}`, text: `${m.subject}\n${m.text}` })),
    ...Object.entries(MAIL_LINK_LABELS[lang]).map(([kind, text]) => ({ where: `mail link ${kind}`, text })),
  ];
}

const report = (findings: { concept: string; where: string; problem: string }[]) =>
  findings.map((f) => `${f.concept}: ${f.where} ${f.problem}`);

describe('glossary', () => {
  it('exists for every player language, with a preferred term for the main concepts', () => {
    expect(glossaryLanguages().sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      const g = readGlossary(lang);
      for (const concept of [
        'inquiry',
        'topUp',
        'repayment',
        'account',
        'server',
        'character',
        'attachment',
        'reply',
        'guest',
      ]) {
        expect(g[concept]?.term, `${lang} ${concept}`).toBeTruthy();
      }
    }
  });

  it.each(LANGUAGES)(
    '%s: the site, FAQs, mails and console use its terms and none of the forbidden variants',
    (lang) => {
      const g = readGlossary(lang);
      const site = player.load(lang);
      const sources = [...dictSources('player', site), ...seedSources(lang), ...mailSources(lang)];
      const findings = [...findMissing(g, 'player', site), ...findForbidden(g, sources)];
      if (CONSOLE.includes(lang)) {
        const texts = consoleDicts.load(lang);
        findings.push(...findMissing(g, 'console', texts), ...findForbidden(g, dictSources('console', texts)));
      }
      expect(report(findings)).toEqual([]);
      // The check saw the texts it claims to check.
      expect(sources.length).toBeGreaterThan(300);
    },
  );

  it('fails on a wrong term: a forbidden variant anywhere, or an anchor without the preferred term', () => {
    const en = readGlossary('en');
    const site = new Map(player.load('en'));
    site.set('nav.recharge', 'Recharge');
    expect(report(findMissing(en, 'player', site))).toEqual([
      'topUp: player nav.recharge "Recharge" does not say "top up"',
    ]);
    const wrong = [{ where: 'faq 0 answer', text: 'Open a ticket, then bind your email.' }];
    expect(report(findForbidden(en, wrong))).toEqual([
      'inquiry: faq 0 answer uses "ticket" instead of "inquiry"',
      'link: faq 0 answer uses "bind" instead of "link"',
    ]);
    const zh = readGlossary('zh-CN');
    expect(report(findForbidden(zh, [{ where: 'mail reply', text: '您的工单已有回复' }]))).toEqual([
      'inquiry: mail reply uses "工单" instead of "咨询"',
    ]);
    expect(report(findForbidden(readGlossary('id'), [{ where: 'player x', text: 'Masukkan akunmu.' }]))).toEqual([
      'formalAddress: player x uses "akunmu" instead of "Anda"',
    ]);
  });

  it('matches whole words in Latin and Cyrillic script, substrings in the others', () => {
    expect(termPattern('bind').test('binder')).toBe(false);
    expect(termPattern('bind').test('bind it')).toBe(true);
    expect(termPattern('тикет').test('ваш тикет')).toBe(true);
    expect(termPattern('工单').test('提交工单。')).toBe(true);
  });
});
