// Every request learns its brand (by Host), the area and language in force, and gets the envelope
// helpers; API answers default to `Cache-Control: no-cache`.
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { parseAcceptLanguage, pickLanguage, RTL_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import type { Brand } from '@guildhall/contract/brands';
import type { Envelope } from '@guildhall/contract/envelope';
import { areaFor, type BrandDirectory, type ResolvedBrand } from '../modules/brands/brands.service';

export interface Site {
  brand: Brand;
  resolved: ResolvedBrand;
  area: Area;
  lang: Language;
  dir: 'ltr' | 'rtl';
  host: string;
}

/** The `data` of a route's declared answer; anything on a route that declares none. */
export type OkData<ReplyType> = unknown extends ReplyType ? unknown : ReplyType extends { code: number; data: infer D } ? D : never;

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
  // The type parameters repeat Fastify's, so `ok` can see the answer a route declares.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must be Fastify's own
  interface FastifyReply<RouteGeneric, RawServer, RawRequest, RawReply, ContextConfig, SchemaCompiler, TypeProvider, ReplyType> {
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

/** The brand, area and language of a request, from its Host, query and Accept-Language. */
export async function siteFor(
  brands: BrandDirectory,
  request: { host: string | undefined; query: unknown; acceptLanguage: string | undefined },
): Promise<Site> {
  const resolved = await brands.resolve(request.host);
  const area = areaFor(resolved.brand, firstQueryValue(request.query, 'domain_area'));
  const lang = pickLanguage(area, [firstQueryValue(request.query, 'spec_lang'), ...parseAcceptLanguage(request.acceptLanguage)]);
  return { brand: resolved.brand, resolved, area, lang, dir: RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr', host: request.host ?? '' };
}

export const contextPlugin = fp<{ brands: BrandDirectory }>(async (app, { brands }) => {
  app.decorateRequest('site', null as unknown as Site);
  app.decorateReply('ok', function ok(this: FastifyReply, data: unknown, msg = 'success') {
    const body: Envelope<unknown> = { code: 0, msg, data };
    return this.send(body);
  });

  app.addHook('onRequest', async (request, reply) => {
    request.site = await siteFor(brands, { host: request.headers.host, query: request.query, acceptLanguage: request.headers['accept-language'] });
    reply.header('x-request-id', request.id);
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return payload;
  });
});
