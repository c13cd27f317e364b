// The site of a request (brand, area, language) is kept per Host, Accept-Language and locale
// query: a kept one must never answer for other values, nor outlive the brand list it came from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@guildhall/contract/paths';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';

describe.each(dialects)('request context (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function boot(headers: Record<string, string>, query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api${apiPaths.siteBoot}${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { brand: { id: string; name: string }; area: string; lang: string; dir: string };
  }

  it('answers each Host, Accept-Language and locale query with its own site, the first time and again', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...host('lumen'), 'accept-language': 'th-TH,th;q=0.9' }, ''],
      [{ ...host('lumen'), 'accept-language': 'en' }, ''],
      [{ ...host('lumen'), 'accept-language': 'en' }, '?spec_lang=th'],
      [{ ...host('nova') }, ''],
      [{ ...host('nova') }, '?domain_area=jp'],
      [{ ...host('nova') }, '?domain_area=eru&spec_lang=ar'],
    ];
    const first = [];
    for (const [headers, query] of cases) first.push(await boot(headers, query));
    const again = [];
    for (const [headers, query] of cases) again.push(await boot(headers, query));
    expect(again).toEqual(first);
    expect(first.map((s) => `${s.brand.id} ${s.area} ${s.lang} ${s.dir}`)).toEqual([
      `lumen ${first[0]!.area} th ltr`,
      `lumen ${first[0]!.area} en ltr`,
      `lumen ${first[0]!.area} th ltr`,
      `nova ${first[3]!.area} ${first[3]!.lang} ltr`,
      'nova jp ja ltr',
      'nova eru ar rtl',
    ]);
    // Each answer carries its own request id, however its site was found.
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++)
      ids.add(
        String(
          (await t.app.inject({ method: 'GET', url: `/api${apiPaths.siteBoot}`, headers: host('nova') })).headers[
            'x-request-id'
          ],
        ),
      );
    expect(ids.size).toBe(3);
  });

  it('follows a brand change as soon as the brand list is dropped (a catalogue.changed event)', async () => {
    const before = await boot(host('lumen'));
    await t.db.db.updateTable('brands').set({ name: 'Lumen Renamed' }).where('id', '=', 'lumen').execute();
    t.app.brands.invalidate();
    const after = await boot(host('lumen'));
    expect(before.brand.name).not.toBe('Lumen Renamed');
    expect(after.brand.name).toBe('Lumen Renamed');
    await t.db.db.updateTable('brands').set({ name: before.brand.name }).where('id', '=', 'lumen').execute();
    t.app.brands.invalidate();
    expect((await boot(host('lumen'))).brand.name).toBe(before.brand.name);
  });
});
