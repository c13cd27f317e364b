// Demo staff (README "Demo staff"): an admin for every brand, agents for two brands each, and two
// agents for the south-east Asian brands (one reads Thai, one does not), with a few canned replies
// (seed-data/canned-replies.json). Written once, with the rest of the demo, by seed.ts.
//
// Automatic assignment: each agent reads some languages, covers some categories' skills
// (none: every category) and takes a few open inquiries at once. They start offline, as nobody is
// at the desk in a fresh demo: an agent who goes online in the console's top bar is given the
// inquiries waiting for them at once, and new ones after that.
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../schema';
import { languageSchema, readSeedJson } from './seed-files';

export const DEMO_STAFF = [
  { email: 'admin@guildhall.example', name: 'Ada Admin', role: 'admin', password: 'Console-Admin-2026!', brands: [] },
  {
    email: 'agent.nova@guildhall.example',
    name: 'Jun Agent',
    role: 'agent',
    password: 'Console-Agent-2026!',
    brands: ['nova', 'ember'],
    languages: ['ko', 'en'],
    skills: [],
    capacity: 8,
  },
  {
    email: 'agent.hanami@guildhall.example',
    name: 'Yui Agent',
    role: 'agent',
    password: 'Console-Agent-2026!',
    brands: ['hanami', 'hoshi'],
    languages: ['ja', 'en'],
    skills: [],
    capacity: 8,
  },
  {
    email: 'agent.sea@guildhall.example',
    name: 'Ploy Agent',
    role: 'agent',
    password: 'Console-Agent-2026!',
    brands: ['lumen', 'tidal', 'vela'],
    languages: ['th', 'en'],
    skills: ['account', 'payment'],
    capacity: 5,
  },
  {
    email: 'agent.sea2@guildhall.example',
    name: 'Minh Agent',
    role: 'agent',
    password: 'Console-Agent-2026!',
    brands: ['lumen', 'tidal', 'vela'],
    languages: ['vi', 'id', 'en'],
    skills: ['payment', 'bug', 'gameplay'],
    capacity: 5,
  },
] as const;

/** A few canned replies per brand (seed-data/canned-replies.json). */
const CANNED = readSeedJson(
  z.array(z.strictObject({ brand: z.string(), lang: languageSchema, title: z.string(), body: z.string() })),
  'canned-replies.json',
);

/** `hashes` holds each demo password's hash, made before the transaction (scrypt is slow). */
export async function insertDemoStaff(
  trx: Transaction<Database>,
  hashes: ReadonlyMap<string, string>,
  now: string,
): Promise<void> {
  for (const s of DEMO_STAFF) {
    const row = await trx
      .insertInto('staff')
      .values({
        email: s.email,
        name: s.name,
        role: s.role,
        password_hash: hashes.get(s.password)!,
        totp_secret: null,
        totp_enabled: 0,
        totp_last_step: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const b of s.brands) await trx.insertInto('staff_brands').values({ staff_id: row.id, brand_id: b }).execute();
    if (!('languages' in s)) continue;
    await trx.updateTable('staff').set({ capacity: s.capacity }).where('id', '=', row.id).execute();
    for (const lang of s.languages)
      await trx.insertInto('staff_languages').values({ staff_id: row.id, lang }).execute();
    for (const skill of s.skills) await trx.insertInto('staff_skills').values({ staff_id: row.id, skill }).execute();
  }
  for (const c of CANNED) {
    await trx
      .insertInto('canned_replies')
      .values({ brand_id: c.brand, lang: c.lang, title: c.title, body: c.body, created_at: now, updated_at: now })
      .execute();
    // Each is a macro too, as migration 013 made of the canned replies a database already had.
    const macro = await trx
      .insertInto('macros')
      .values({
        brand_id: c.brand,
        name: c.title,
        actions: JSON.stringify([{ type: 'reply' }]),
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('macro_texts').values({ macro_id: macro.id, lang: c.lang, body: c.body }).execute();
  }
}
