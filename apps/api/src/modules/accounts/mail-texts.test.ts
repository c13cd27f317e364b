// The code mail's validity in the plural form of each language (decision record 0015), and the
// register the site uses: Brazilian Portuguese, Turkish siz, one word for an inquiry in Chinese.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guildhall/contract/areas';
import { codeMail, registerAttemptMail, replyNoticeMail } from './mail-texts';
import { message } from '../../lib/messages';

const body = (lang: Parameters<typeof codeMail>[0], minutes: number) =>
  codeMail(lang, 'quick_login', { brand: 'Nova', code: '123456', minutes }).text;

describe('mail texts', () => {
  it('say the minutes in the plural form of the language', () => {
    expect(body('en', 1)).toContain('valid for 1 minute.');
    expect(body('en', 10)).toContain('valid for 10 minutes.');
    expect(body('ru', 1)).toContain('Код действует 1 минуту.');
    expect(body('ru', 3)).toContain('Код действует 3 минуты.');
    expect(body('ru', 10)).toContain('Код действует 10 минут.');
    expect(body('ar', 2)).toContain('صالح لمدة دقيقتين.');
    expect(body('ar', 10)).toContain('صالح لمدة 10 دقائق.');
    expect(body('ar', 15)).toContain('صالح لمدة 15 دقيقةً.');
    expect(body('ja', 10)).toContain('有効期限は10分です。');
  });

  it('speak Brazilian Portuguese, Turkish siz, and call an inquiry what the site calls it', () => {
    const pt = body('pt', 10) + replyNoticeMail('pt', { brand: 'Nova', title: 'x', inquiryId: 1 }).text;
    expect(pt).not.toMatch(/palavra-passe|equipa|iniciar sessão|a sua/);
    expect(pt).toContain('sua conta');
    const tr = body('tr', 10) + replyNoticeMail('tr', { brand: 'Nova', title: 'x', inquiryId: 1 }).text;
    expect(tr).toContain('hesabınızı');
    expect(tr).not.toMatch(/\bsen\b|yok sayabilirsin;|bize yaz\./);
    expect(replyNoticeMail('zh-CN', { brand: 'Nova', title: 'x', inquiryId: 1 }).subject).toContain('咨询');
    expect(replyNoticeMail('zh-TW', { brand: 'Nova', title: 'x', inquiryId: 1 }).subject).toContain('提問');
  });

  it("tell an address's owner, in every language, their account and the login page's own words, and no code", () => {
    for (const lang of LANGUAGES) {
      const mail = registerAttemptMail(lang, { brand: 'Nova', account: 'player01' });
      expect(mail.text, lang).toContain('player01');
      expect(mail.text, lang).toContain(message(lang, 'auth.tabQuick'));
      expect(mail.text, lang).toContain(message(lang, 'auth.forgotPassword'));
      expect(mail.text, lang).not.toMatch(/\{\w+\}|\d{6}/);
      if (lang !== 'en')
        expect(mail.subject, lang).not.toBe(registerAttemptMail('en', { brand: 'Nova', account: 'x' }).subject);
    }
    // Kept left to right inside the Arabic sentence.
    expect(registerAttemptMail('ar', { brand: 'Nova', account: 'player01' }).text).toContain('\u2068player01\u2069');
    expect(codeMail('tr', 'register', { brand: 'Nova', code: '123456', minutes: 10 }).text).toContain('123456');
  });
});
