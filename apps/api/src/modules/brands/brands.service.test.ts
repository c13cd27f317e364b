import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/helper';
import { openDb } from '../../db/connection';
import { createBrandDirectory } from './brands.service';

describe('the brand directory cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Holds every query result until `open()`: a slow database, on demand. */
  function slowDatabase() {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        await gate;
        return args.result;
      },
    };
    return { db: t.db.db.withPlugin(plugin), open };
  }

  it('shares one query among concurrent misses', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => (queries++, args.node),
      transformResult: async (args) => args.result,
    };
    const directory = createBrandDirectory(t.db.db.withPlugin(counting), { defaultBrand: 'nova', extraHosts: {} });
    const lists = await Promise.all([directory.all(), directory.all(), directory.resolve('ember.localhost')]);
    expect(queries).toBe(1);
    expect(lists[0]).toBe(lists[1]);
    expect(lists[2].brand.id).toBe('ember');
  });

  it('does not keep a list read before a change that invalidated it', async () => {
    const slow = slowDatabase();
    const directory = createBrandDirectory(slow.db, { defaultBrand: 'nova', extraHosts: {} });
    const before = (
      await t.db.db.selectFrom('brands').select('main_color').where('id', '=', 'nova').executeTakeFirstOrThrow()
    ).main_color;
    // A request starts reading the brands; meanwhile an admin changes one (catalogue.changed).
    const reading = directory.all();
    await new Promise((r) => setTimeout(r, 20));
    // (Through a connection of its own: the slow one is busy holding the read.)
    const admin = openDb({ dataDir: t.dataDir });
    await admin.db.updateTable('brands').set({ main_color: '#0a0b0c' }).where('id', '=', 'nova').execute();
    await admin.close();
    directory.invalidate();
    slow.open();
    // The read that began before the change answers what it read...
    expect((await reading).find((b) => b.brand.id === 'nova')?.brand.mainColor).toBe(before);
    // ...but the next request reads again instead of getting it from the cache.
    expect((await directory.resolve('nova.localhost')).brand.mainColor).toBe('#0a0b0c');
  });
});
