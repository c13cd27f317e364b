import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guildhall/contract/areas';
import { MAIL_LINK_LABELS, siteLink, withLink } from './mail-links';
import { bindAttemptMail, codeMail, replyNoticeMail } from './mail-texts';

describe('mail links', () => {
  it('name the page, its own values, the area and the language, on the origin given', () => {
    expect(
      siteLink(
        'https://www.nova.example/',
        '/SupportCenter/feedback',
        { lang: 'th', area: 'sea' },
        { clientId: 3, inquiryId: 41 },
      ),
    ).toBe('https://www.nova.example/SupportCenter/feedback?clientId=3&inquiryId=41&domain_area=sea&spec_lang=th');
    expect(siteLink('http://vela.localhost:8080', '/login', { lang: 'zh-TW' })).toBe(
      'http://vela.localhost:8080/login?spec_lang=zh-TW',
    );
  });

  it('go above the signature, on lines of their own, in the mail language', () => {
    const url = 'https://www.nova.example/SupportCenter/feedback?inquiryId=41&domain_area=eru&spec_lang=ar';
    const mail = withLink(
      replyNoticeMail('ar', { brand: 'Nova Games', title: 't', inquiryId: 41 }),
      'ar',
      'reply',
      url,
    );
    const lines = mail.text.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('— Nova Games');
    expect(lines.at(-3)).toBe(url);
    expect(lines.at(-4)).toBe(MAIL_LINK_LABELS.ar.reply);
    // A mail without the signature gets the link at its end.
    expect(withLink({ subject: 's', text: 'Hello.' }, 'en', 'code', 'https://x.example/login').text).toBe(
      'Hello.\n\nEnter the code here:\nhttps://x.example/login\n',
    );
  });

  it('keep the code in the body, never in the address', () => {
    const mail = withLink(
      codeMail('en', 'quick_login', { brand: 'Nova', code: '123456', minutes: 10 }),
      'en',
      'code',
      siteLink('https://n.example', '/login', { lang: 'en', area: 'kr' }),
    );
    expect(mail.text).toContain('123456');
    expect(mail.text.split('\n').find((l) => l.startsWith('https://'))).not.toContain('123456');
    expect(
      withLink(bindAttemptMail('de', { brand: 'Nova' }), 'de', 'account', 'https://n.example/UserCenter').text,
    ).toContain('Deine Kontoeinstellungen:\nhttps://n.example/UserCenter\n\n— Nova');
  });

  it('have a label in every language, each its own', () => {
    for (const lang of LANGUAGES) {
      for (const kind of ['reply', 'code', 'account', 'login'] as const) {
        expect(MAIL_LINK_LABELS[lang][kind].trim().length, `${lang} ${kind}`).toBeGreaterThan(2);
        if (lang !== 'en')
          expect(MAIL_LINK_LABELS[lang][kind], `${lang} ${kind} is translated`).not.toBe(MAIL_LINK_LABELS.en[kind]);
      }
    }
  });
});
