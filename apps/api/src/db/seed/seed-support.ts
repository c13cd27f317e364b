// Each demo game's support data: categories, FAQs, regions, servers and the demo characters.
// Written once, with the rest of the demo, by seed.ts; a game added later gets none of it (its
// admins write their own in the console).
import type { Transaction } from 'kysely';
import { AREA_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import type { Database } from '../schema';
import {
  CATEGORY_FIELDS,
  DEMO_ROLES,
  DEMO_TIERS,
  FAQ_TYPES,
  FAQS,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_SKILLS,
  REGIONS,
} from './support-data';

/**
 * `game.titles`: the game's title by language (its game texts); a FAQ names the game as the player
 * sees it in that language, else in English, and only without either by its internal name.
 */
export async function insertSupportData(
  trx: Transaction<Database>,
  game: { id: number; game_name: string; area: string; titles?: Partial<Record<Language, string>> },
  now: string,
): Promise<void> {
  for (const [i, names] of INQUIRY_CATEGORIES.entries()) {
    const skill = INQUIRY_CATEGORY_SKILLS[i] ?? null;
    const t = await trx
      .insertInto('inquiry_types')
      .values({ game_id: game.id, sort: i, created_at: now, skill })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [lang, name] of Object.entries(names))
      await trx.insertInto('inquiry_type_texts').values({ type_id: t.id, lang, name: name! }).execute();
    // The category's fields, labelled in every language of the game's area (the seed has all 16:
    // a player of another area reading this game sees them in their language too).
    for (const [sort, f] of (skill ? (CATEGORY_FIELDS[skill] ?? []) : []).entries()) {
      const field = await trx
        .insertInto('inquiry_fields')
        .values({
          game_id: game.id,
          type_id: t.id,
          field_key: f.key,
          kind: f.kind,
          required: f.required ? 1 : 0,
          agent_only: f.agentOnly ? 1 : 0,
          config: JSON.stringify(f.config),
          sort,
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const missing = AREA_LANGUAGES[game.area as Area].filter((l) => !f.texts[l]);
      if (missing.length > 0) throw new Error(`seed field ${f.key}: no label in ${missing.join(', ')}`);
      for (const [lang, text] of Object.entries(f.texts))
        await trx
          .insertInto('inquiry_field_texts')
          .values({ field_id: field.id, lang, label: text!.label, help: text!.help ?? null })
          .execute();
    }
  }
  const typeIds: number[] = [];
  for (const [i, names] of FAQ_TYPES.entries()) {
    const t = await trx
      .insertInto('faq_types')
      .values({ game_id: game.id, sort: i, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(t.id);
    for (const [lang, name] of Object.entries(names))
      await trx.insertInto('faq_type_texts').values({ type_id: t.id, lang, name: name! }).execute();
  }
  for (const [i, [typeIndex, texts]] of FAQS.entries()) {
    const f = await trx
      .insertInto('faqs')
      .values({ game_id: game.id, type_id: typeIds[typeIndex]!, sort: i, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [lang, text] of Object.entries(texts) as [Language, { q: string; a: string }][]) {
      const name = game.titles?.[lang] ?? game.titles?.en ?? game.game_name;
      const fill = (s: string) => s.replaceAll('{game}', name);
      await trx
        .insertInto('faq_texts')
        .values({ faq_id: f.id, lang, question: fill(text.q), answer: fill(text.a) })
        .execute();
    }
  }
  // The demo players' tiers (VIP and gold come first in the queue's priority order).
  for (const [account, t] of Object.entries(DEMO_TIERS)) {
    await trx
      .insertInto('game_player_tiers')
      .values({ game_id: game.id, account, tier: t.tier, spend: t.spend })
      .execute();
  }
  let serverNo = 1;
  for (const [ri, region] of REGIONS[game.area as Area].entries()) {
    await trx
      .insertInto('game_areas')
      .values({ game_id: game.id, area_id: region.id, names: JSON.stringify(region.names), sort: ri })
      .execute();
    for (const [si, names] of region.servers.entries()) {
      const serverId = `s${serverNo++}`;
      const numbered = Object.fromEntries(Object.entries(names).map(([l, n]) => [l, `${serverId.toUpperCase()} ${n}`]));
      await trx
        .insertInto('game_servers')
        .values({
          game_id: game.id,
          area_id: region.id,
          server_id: serverId,
          names: JSON.stringify(numbered),
          sort: si,
        })
        .execute();
      if (ri === 0 && si === 0) {
        for (const [account, roles] of Object.entries(DEMO_ROLES)) {
          for (const [k, role] of roles.entries()) {
            await trx
              .insertInto('game_roles')
              .values({
                game_id: game.id,
                server_id: serverId,
                account,
                role_id: `${game.id}${serverId}${account}${k}`,
                role_name: role.name,
                level: role.level,
              })
              .execute();
          }
        }
      }
    }
  }
}
