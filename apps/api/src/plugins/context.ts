// Every request learns its brand (by Host), the area and language in force, and gets the envelope
// helpers. (API answers default to `Cache-Control: no-cache` in plugins/security-headers.ts.)
//
// Every request pays for this, so it is cheap when nothing changed: the Site worked out for a Host,
// `domain_area`, `spec_lang`, the gh_lang cookie (the locale the browser remembers, decision 0023)
// and Accept-Language is kept (frozen, shared by the requests that bring the same five values)
// for as long as the brand directory's list is the same list, and the hooks are plain callbacks,
// not async functions (no promise per hook and request). The list is reloaded every 2 s and
// dropped on a catalogue.changed event; a new list empties the cache.
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { parseAcceptLanguage, RTL_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import { chooseLocale, readLocaleCookie } from '@guildhall/contract/locale-cookie';
import type { Brand } from '@guildhall/contract/brands';
import type { Envelope } from '@guildhall/contract/envelope';
import type { BrandDirectory, ResolvedBrand } from '../modules/brands/brands.service';

export interface Site {
  brand: Brand;
  resolved: ResolvedBrand;
  area: Area;
  lang: Language;
  dir: 'ltr' | 'rtl';
  host: string;
  /** The request carried a valid gh_lang cookie: what it answers may be this browser's own (web.ts marks pages private). */
  remembered?: boolean;
}

/** The `data` of a route's declared answer; anything on a route that declares none. */
export type OkData<ReplyType> = unknown extends ReplyType
  ? unknown
  : ReplyType extends { code: number; data: infer D }
    ? D
    : never;

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
  // The type parameters repeat Fastify's, so `ok` can see the answer a route declares.
  /* eslint-disable @typescript-eslint/no-unused-vars -- the names must be Fastify's own */
  interface FastifyReply<
    RouteGeneric,
    RawServer,
    RawRequest,
    RawReply,
    ContextConfig,
    SchemaCompiler,
    TypeProvider,
    ReplyType,
  > {
    /* eslint-enable @typescript-eslint/no-unused-vars */
    /** `{ code: 0, msg, data }`; on a route that declares its answer (plugins/route-schemas.ts), `data` is typed by it. */
    ok(data: OkData<ReplyType>, msg?: string): FastifyReply;
  }
}

function firstQueryValue(query: unknown, name: string): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const v = (query as Record<string, unknown>)[name];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

/** The gh_lang value of a Cookie header (its syntax checked by readLocaleCookie), '' when there is none. */
export function localeCookieOf(cookie: string | undefined): string {
  if (!cookie || !cookie.includes('gh_lang=')) return '';
  return /(?:^|;) *(gh_lang=[^;]{0,16})/.exec(cookie)?.[1] ?? '';
}

/**
 * The brand, area and language of a request, from its Host, query, gh_lang cookie and
 * Accept-Language, in the order of contract chooseLocale: the URL, the remembered choice, the
 * browser's languages, the brand's default area. A cookie that is not a valid locale is ignored.
 */
export async function siteFor(
  brands: BrandDirectory,
  request: {
    host: string | undefined;
    query: unknown;
    acceptLanguage: string | undefined;
    cookie?: string | undefined;
  },
): Promise<Site> {
  const resolved = await brands.resolve(request.host);
  const kept = readLocaleCookie(localeCookieOf(request.cookie));
  const { area, lang } = chooseLocale(
    resolved.brand.defaultArea,
    { lang: firstQueryValue(request.query, 'spec_lang'), area: firstQueryValue(request.query, 'domain_area') },
    kept,
    parseAcceptLanguage(request.acceptLanguage),
  );
  return {
    brand: resolved.brand,
    resolved,
    area,
    lang,
    dir: RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr',
    host: request.host ?? '',
    remembered: kept !== null,
  };
}

/**
 * Sites already worked out, by Host and then by Accept-Language (with `domain_area` and
 * `spec_lang` when the query has them), valid while the directory's list is `list`. The caller
 * chooses these values, so the cache is bounded: past SITE_CACHE_MAX entries it starts over.
 */
const SITE_CACHE_MAX = 2000;

export const contextPlugin = fp<{ brands: BrandDirectory }>(async (app, { brands }) => {
  app.decorateRequest('site', null as unknown as Site);
  app.decorateReply('ok', function ok(this: FastifyReply, data: unknown, msg = 'success') {
    const body: Envelope<unknown> = { code: 0, msg, data };
    return this.send(body);
  });

  let list: readonly ResolvedBrand[] | undefined;
  // Maps of maps rather than one map under a joined key: no string to build and hash per request.
  const sites = new Map<string, Map<string, Site>>();
  let cached = 0;

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const { host = '', 'accept-language': acceptLanguage = '', cookie } = request.headers;
    const query = request.query;
    const domainArea = firstQueryValue(query, 'domain_area');
    const specLang = firstQueryValue(query, 'spec_lang');
    const kept = localeCookieOf(cookie);
    const key =
      domainArea === undefined && specLang === undefined && kept === ''
        ? acceptLanguage
        : `${acceptLanguage}\n${domainArea ?? ''}\n${specLang ?? ''}\n${kept}`;
    const current = brands.fresh();
    if (current !== list) {
      list = current;
      sites.clear();
      cached = 0;
    }
    const known = current && sites.get(host)?.get(key);
    if (known) {
      request.site = known;
      done();
      return;
    }
    siteFor(brands, {
      host: request.headers.host,
      query,
      acceptLanguage: request.headers['accept-language'],
      cookie: kept,
    }).then(
      (site) => {
        // Kept only when worked out from the list still in force (not one loaded meanwhile).
        if (current && current === list) {
          if (cached >= SITE_CACHE_MAX) {
            sites.clear();
            cached = 0;
          }
          let byKey = sites.get(host);
          if (!byKey) sites.set(host, (byKey = new Map()));
          byKey.set(key, Object.freeze(site));
          cached += 1;
        }
        request.site = site;
        done();
      },
      (err: Error) => done(err),
    );
  });
});
