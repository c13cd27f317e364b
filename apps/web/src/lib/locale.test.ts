// @vitest-environment happy-dom
// The browser's start-up locale (decision 23): the server's choice from the boot data (it read the
// URL, the gh_lang cookie and Accept-Language), this tab's session only where no cookie is kept,
// and a locale named by the URL remembered in the cookie.
import { beforeEach, describe, expect, it } from 'vitest';
import { readLocaleCookie } from '@guildhall/contract/locale-cookie';
import type { Boot } from './boot';
import { initialLocale, rememberLocale } from './locale';
import type { UrlContext } from './session';

const boot = { area: 'sea', lang: 'th', brand: { defaultArea: 'sea' } } as unknown as Boot;
const noUrl: UrlContext = { clientId: null, platform: null, specLang: null, domainArea: null, selfArea: null };

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

beforeEach(() => {
  sessionStorage.clear();
  clearCookies();
});

describe('initialLocale', () => {
  it("takes the server's choice from the boot data and remembers nothing it did not ask", () => {
    expect(initialLocale(boot, noUrl)).toEqual({ area: 'sea', lang: 'th' });
    expect(readLocaleCookie(document.cookie)).toBeNull();
  });

  it('remembers a locale the URL names (a mail link, an hreflang URL)', () => {
    const named = { ...boot, area: 'eru', lang: 'ar' } as Boot;
    expect(initialLocale(named, { ...noUrl, specLang: 'ar', domainArea: 'eru' })).toEqual({ area: 'eru', lang: 'ar' });
    expect(readLocaleCookie(document.cookie)).toEqual({ lang: 'ar', area: 'eru' });
  });

  it("without a cookie, this tab's session choice comes first; with one, the server's (which read it)", () => {
    sessionStorage.setItem('self_area', 'eru');
    sessionStorage.setItem('self_lang', 'de');
    expect(initialLocale(boot, noUrl)).toEqual({ area: 'eru', lang: 'de' });
    rememberLocale({ lang: 'th', area: 'sea' });
    expect(initialLocale(boot, noUrl)).toEqual({ area: 'sea', lang: 'th' });
  });

  it('ignores a session pair the area does not offer', () => {
    sessionStorage.setItem('self_area', 'kr');
    sessionStorage.setItem('self_lang', 'de');
    expect(initialLocale(boot, noUrl)).toEqual({ area: 'sea', lang: 'th' });
  });
});
