// One glossary per language (packages/locales/glossary/<lang>.json): for each concept the
// player meets (inquiry, top-up, repayment, account page, server, character, attachment, reply,
// guest…) the preferred term and the variants that must not appear. The checker below is used by
// the glossary test (tests/integration/glossary.test.ts) on the site's and the console's
// dictionaries, the FAQ seed data and the mails.
import fs from 'node:fs';

export interface GlossaryEntry {
  /** The preferred term, as it appears in the anchor texts (matched ignoring case). */
  term: string;
  /** Variants that must appear in none of the language's texts. */
  forbidden: string[];
}
export type Glossary = Record<string, GlossaryEntry>;

/**
 * Where a concept's preferred term must appear: dictionary keys of the player site (`player`) and
 * the console (`console`). A concept a language's glossary does not name is not checked there.
 */
export const GLOSSARY_ANCHORS: Record<string, { player?: string[]; console?: string[] }> = {
  inquiry: { player: ['titles.supportInquiry'], console: ['inquiry.heading'] },
  topUp: { player: ['nav.recharge', 'game.recharge'] },
  repayment: { player: ['game.repayment'], console: ['admin.game.repaymentUrl'] },
  account: { player: ['nav.userCenter', 'titles.userCenter'] },
  supportCenter: { player: ['nav.supportCenter'] },
  server: { player: ['support.form.server'] },
  character: { player: ['support.form.role'] },
  attachment: { player: ['support.upload.label'] },
  reply: { player: ['support.status.waiting'] },
  guest: { player: ['ucenter.typeGuest'] },
  link: { player: ['ucenter.submitBind'] },
  rating: { player: ['support.status.awaitingRating'] },
  closed: { player: ['support.status.concluded'] },
};

/** A text to check, and where it comes from ("player errors.internal", "faq 3 answer", "mail reply"). */
export interface Source {
  where: string;
  text: string;
}
export interface Finding {
  concept: string;
  where: string;
  problem: string;
}

export function readGlossary(lang: string): Glossary {
  return JSON.parse(fs.readFileSync(new URL(`../glossary/${lang}.json`, import.meta.url), 'utf8')) as Glossary;
}

export function glossaryLanguages(): string[] {
  return fs
    .readdirSync(new URL('../glossary/', import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s: string) => s.toLocaleLowerCase().replace(/[-‐]/g, ' ');

/**
 * A pattern for a term: a whole word in scripts that separate words with spaces and do not attach
 * particles (Latin, Cyrillic: "bind" is not found in "binder"), a plain substring otherwise (CJK,
 * Thai, Arabic, where words and particles run together).
 */
export function termPattern(term: string): RegExp {
  const body = escape(norm(term));
  return /^[\p{Script=Latin}\p{Script=Cyrillic}\p{M}\s'’:.-]+$/u.test(term)
    ? new RegExp(`(?<![\\p{L}\\p{M}])${body}(?![\\p{L}\\p{M}])`, 'u')
    : new RegExp(body, 'u');
}

/** Every forbidden variant of the glossary found in the sources. */
export function findForbidden(glossary: Glossary, sources: Source[]): Finding[] {
  const found: Finding[] = [];
  for (const [concept, entry] of Object.entries(glossary)) {
    for (const variant of entry.forbidden) {
      const pattern = termPattern(variant);
      for (const s of sources) {
        if (pattern.test(norm(s.text)))
          found.push({ concept, where: s.where, problem: `uses "${variant}" instead of "${entry.term}"` });
      }
    }
  }
  return found;
}

/** The anchor texts (by key) of concepts the glossary names that do not contain its preferred term. */
export function findMissing(glossary: Glossary, app: 'player' | 'console', texts: Map<string, string>): Finding[] {
  const found: Finding[] = [];
  for (const [concept, entry] of Object.entries(glossary)) {
    for (const key of GLOSSARY_ANCHORS[concept]?.[app] ?? []) {
      const text = texts.get(key);
      if (text === undefined) found.push({ concept, where: `${app} ${key}`, problem: 'no such text' });
      else if (!norm(text).includes(norm(entry.term)))
        found.push({ concept, where: `${app} ${key}`, problem: `"${text}" does not say "${entry.term}"` });
    }
  }
  return found;
}
