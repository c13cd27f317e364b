import { describe, expect, it } from 'vitest';
import { chooseLocale, localeCookie, readLocaleCookie } from './locale-cookie';

describe('readLocaleCookie', () => {
  it('reads a remembered language and area among other cookies', () => {
    expect(readLocaleCookie('gh_lang=th.sea')).toEqual({ lang: 'th', area: 'sea' });
    expect(readLocaleCookie('a=1; gh_lang=zh-TW.sea; b=2')).toEqual({ lang: 'zh-TW', area: 'sea' });
    expect(readLocaleCookie('x=y;gh_lang=ar.eru')).toEqual({ lang: 'ar', area: 'eru' });
  });

  it('ignores garbage, unknown areas, languages the area does not offer and look-alike names', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'gh_lang=',
      'gh_lang=th',
      'gh_lang=th.mars',
      'gh_lang=ar.sea',
      'gh_lang=TH.sea',
      'gh_lang=th.sea.eru',
      'gh_lang=th.seaextra',
      'xgh_lang=th.sea',
      'gh_lang=%3Cscript%3E.sea',
      'gh_lang=constructor.sea',
      `gh_lang=${'a'.repeat(5000)}.sea`,
    ]) {
      expect(readLocaleCookie(bad), String(bad).slice(0, 40)).toBeNull();
    }
  });

  it('writes what it reads back, Secure only on https', () => {
    const text = localeCookie({ lang: 'zh-CN', area: 'eru' }, false);
    expect(text).toBe('gh_lang=zh-CN.eru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readLocaleCookie(text.split(';')[0])).toEqual({ lang: 'zh-CN', area: 'eru' });
    expect(localeCookie({ lang: 'th', area: 'sea' }, true)).toMatch(/; Secure$/);
  });
});

describe('chooseLocale: URL > remembered > browser > brand default', () => {
  const kept = { lang: 'th', area: 'sea' } as const;

  it('the URL wins over the cookie', () => {
    expect(chooseLocale('sea', { lang: 'id' }, kept, ['en'])).toEqual({ lang: 'id', area: 'sea' });
    expect(chooseLocale('sea', { area: 'eru', lang: 'de' }, kept, [])).toEqual({ lang: 'de', area: 'eru' });
  });

  it('the cookie wins over the browser and the default', () => {
    expect(chooseLocale('kr', {}, kept, ['en-US'])).toEqual({ lang: 'th', area: 'sea' });
    expect(chooseLocale('sea', {}, { lang: 'ar', area: 'eru' }, ['en'])).toEqual({ lang: 'ar', area: 'eru' });
  });

  it('an asked language the remembered area lacks brings the brand default area back', () => {
    expect(chooseLocale('sea', { lang: 'th' }, { lang: 'ar', area: 'eru' }, [])).toEqual({ lang: 'th', area: 'sea' });
    // ...but the URL's area, when named, is the area whatever the language.
    expect(chooseLocale('sea', { lang: 'th', area: 'eru' }, null, ['de'])).toEqual({ lang: 'de', area: 'eru' });
  });

  it('the remembered language counts only in an area that offers it', () => {
    expect(chooseLocale('sea', { area: 'kr' }, kept, [])).toEqual({ lang: 'ko', area: 'kr' });
    expect(chooseLocale('sea', { area: 'sea' }, { lang: 'ar', area: 'eru' }, ['fr', 'vi'])).toEqual({
      lang: 'vi',
      area: 'sea',
    });
  });

  it('without URL or cookie: the browser, else the default', () => {
    expect(chooseLocale('sea', {}, null, ['id-ID'])).toEqual({ lang: 'id', area: 'sea' });
    expect(chooseLocale('jp', { area: 'nowhere', lang: 42 }, null, [])).toEqual({ lang: 'ja', area: 'jp' });
  });
});
