// The seeded support texts reach players in every language a brand offers: each FAQ, category and
// FAQ type must exist in all of them, really translated, with the `{game}` placeholder kept, and
// naming the player site's buttons and the categories exactly as the player sees them. Runs in the
// `unit` project (vitest.config.ts): it reads data only, no database.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, AREA_LANGUAGES, LANGUAGES, type Language } from '@guildhall/contract/areas';
import { dictionaryFolder } from '@guildhall/locales/read-dictionary';
import { CATEGORY_FIELDS, INQUIRY_CATEGORY_SKILLS, FAQ_TYPES, FAQS, INQUIRY_CATEGORIES, REGIONS } from './support-data';

type Tree = { [k: string]: string | Tree };
const dictionary = (lang: Language) =>
  JSON.parse(fs.readFileSync(new URL(`${lang}.json`, dictionaryFolder('player')), 'utf8')) as Tree;
const label = (dict: Tree, key: string) =>
  key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, dict) as string;

/** `{game}` and any other `{placeholder}`, counted, so a lost or misspelt one shows up. */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Player-site labels the English FAQs quote; a translation must quote the same label of its dictionary. */
const QUOTED_LABELS = ['auth.forgotPassword', 'game.repayment'];

const translated = LANGUAGES.filter((l) => l !== 'en');
const en = dictionary('en');

describe('FAQs', () => {
  it('exist in every language', () => {
    for (const [i, [, texts]] of FAQS.entries()) {
      expect(Object.keys(texts).sort(), `FAQ ${i}`).toEqual([...LANGUAGES].sort());
      for (const lang of LANGUAGES) {
        expect(texts[lang]?.q.trim(), `FAQ ${i} ${lang} question`).toBeTruthy();
        expect(texts[lang]?.a.trim(), `FAQ ${i} ${lang} answer`).toBeTruthy();
      }
    }
  });

  it('belong to an existing FAQ type', () => {
    for (const [typeIndex] of FAQS) expect(FAQ_TYPES[typeIndex]).toBeDefined();
  });

  it('are translations, not English copies', () => {
    for (const [i, [, texts]] of FAQS.entries()) {
      for (const lang of translated) {
        expect(texts[lang]?.q, `FAQ ${i} ${lang} question`).not.toBe(texts.en.q);
        expect(texts[lang]?.a, `FAQ ${i} ${lang} answer`).not.toBe(texts.en.a);
      }
    }
  });

  it('keep the placeholders of the English text', () => {
    for (const [i, [, texts]] of FAQS.entries()) {
      for (const lang of translated) {
        expect(placeholders(texts[lang]?.q ?? ''), `FAQ ${i} ${lang} question`).toEqual(placeholders(texts.en.q));
        expect(placeholders(texts[lang]?.a ?? ''), `FAQ ${i} ${lang} answer`).toEqual(placeholders(texts.en.a));
      }
    }
  });

  it('name buttons and categories as the player sees them', () => {
    // Guards the check itself: the English answers do quote these, so the loops below are not empty.
    expect(FAQS.some(([, t]) => t.en.a.includes(`"${label(en, 'auth.forgotPassword')}"`))).toBe(true);
    expect(FAQS.some(([, t]) => t.en.a.includes(`"${INQUIRY_CATEGORIES[0]!.en}"`))).toBe(true);
    for (const lang of translated) {
      const dict = dictionary(lang);
      for (const [i, [, texts]] of FAQS.entries()) {
        const answer = texts[lang]?.a ?? '';
        for (const key of QUOTED_LABELS) {
          if (texts.en.a.includes(`"${label(en, key)}"`))
            expect(answer, `FAQ ${i} ${lang} ${key}`).toContain(label(dict, key));
        }
        for (const category of INQUIRY_CATEGORIES) {
          if (texts.en.a.includes(`"${category.en}"`))
            expect(answer, `FAQ ${i} ${lang} "${category.en}"`).toContain(category[lang]);
        }
      }
    }
  });
});

describe('inquiry categories and FAQ types', () => {
  it.each([
    ['inquiry category', INQUIRY_CATEGORIES],
    ['FAQ type', FAQ_TYPES],
  ] as const)('every %s has a name in every language', (kind, list) => {
    for (const names of list) {
      for (const lang of LANGUAGES) expect(names[lang]?.trim(), `${kind} "${names.en}" ${lang}`).toBeTruthy();
    }
  });
});

describe('regions', () => {
  it('and their servers have a name in every language of their area', () => {
    for (const area of AREAS) {
      expect(REGIONS[area].length, area).toBeGreaterThan(0);
      for (const region of REGIONS[area]) {
        for (const lang of AREA_LANGUAGES[area]) {
          expect(region.names[lang]?.trim(), `${area} ${region.id} ${lang}`).toBeTruthy();
          for (const server of region.servers)
            expect(server[lang]?.trim(), `${area} ${region.id} server "${server.en}" ${lang}`).toBeTruthy();
        }
      }
    }
  });
});

describe('fields per category', () => {
  it('give fields to the categories whose skill is payment, bug or account, in the categories order', () => {
    expect(INQUIRY_CATEGORY_SKILLS).toHaveLength(INQUIRY_CATEGORIES.length);
    expect(Object.keys(CATEGORY_FIELDS).sort()).toEqual(['account', 'bug', 'payment']);
    expect(INQUIRY_CATEGORIES[INQUIRY_CATEGORY_SKILLS.indexOf('payment')]?.en).toMatch(/payment/i);
    expect(INQUIRY_CATEGORIES[INQUIRY_CATEGORY_SKILLS.indexOf('bug')]?.en).toMatch(/bug/i);
    expect(INQUIRY_CATEGORIES[INQUIRY_CATEGORY_SKILLS.indexOf('account')]?.en).toMatch(/account/i);
  });

  it('ask what the issue names: store, order id, amount, purchase date; device, OS, build; last login, last purchase', () => {
    const keys = (skill: string) => (CATEGORY_FIELDS[skill] ?? []).map((f) => f.key);
    expect(keys('payment')).toEqual(expect.arrayContaining(['store', 'order_id', 'amount', 'purchase_date']));
    expect(CATEGORY_FIELDS.payment!.find((f) => f.key === 'order_id')).toMatchObject({
      kind: 'order_id',
      required: true,
    });
    expect(keys('bug')).toEqual(['device', 'os', 'game_build']);
    expect(keys('account')).toEqual(['last_login_date', 'last_purchase']);
  });

  it('label every field and choice in every language, translated', () => {
    for (const [skill, fields] of Object.entries(CATEGORY_FIELDS)) {
      for (const f of fields) {
        expect(Object.keys(f.texts).sort(), `${skill}.${f.key}`).toEqual([...LANGUAGES].sort());
        const copies = translated.filter((l) => f.texts[l]?.label === f.texts.en?.label);
        expect(copies, `${skill}.${f.key} labels copied from English`).toEqual([]);
        for (const c of f.config.choices ?? [])
          expect(Object.keys(c.labels).sort(), `${f.key}.${c.value}`).toEqual([...LANGUAGES].sort());
      }
    }
  });
});
