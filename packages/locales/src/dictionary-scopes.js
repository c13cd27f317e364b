// A Vite plugin: `player/<lang>.json?scope=shell|account|support` loads only that scope's sections
// of the dictionary, so the shell's chunk stays inside the front page's budget and the pages' texts
// come with the pages. The files keep every section, so the API, the tests and the dictionary
// check read one whole dictionary per language; without this plugin a scoped import is the whole file.
// Plain JavaScript (types in dictionary-scopes.d.ts): Vite's config loader imports a workspace
// package with Node itself, which runs no TypeScript on Node 20.
import fs from 'node:fs/promises';

/** The refusals of a file upload: only the support center's form uploads, so they load with it. */
const UPLOAD_ERRORS = [
  'fileTypeMismatch',
  'attachmentTooLarge',
  'tooManyAttachments',
  'uploadTooSlow',
  'imageTooLarge',
  'imageUnreadable',
  'archiveTooManyEntries',
  'archiveTooLarge',
  'archiveEncrypted',
  'archiveUnsafe',
  'documentInvalid',
  'documentMacros',
  'fileInfected',
  'scanUnavailable',
];

/**
 * Sections that load with the pages showing them, or single texts of a section (`section.key`,
 * with the key's plural forms `key_one`, `key_other`…); every other text is the shell's.
 */
export const PAGE_SCOPES = {
  account: ['auth', 'ucenter'],
  // errors.fieldInvalid: the API's message for a refused category field; the form words its own.
  support: ['support', ...UPLOAD_ERRORS.map((key) => `errors.${key}`), 'errors.fieldInvalid'],
  /** The not-found page's texts: only a player who meets it loads them. */
  states: ['states'],
};

/** Whether an entry of PAGE_SCOPES names this text (`section` alone names the whole section). */
function names(entry, section, key) {
  const [s, k] = entry.split('.');
  return s === section && (k === undefined || key === k || key.startsWith(`${k}_`));
}

/** Whether a text (top-level section and, for a section of texts, its key) belongs to a scope. */
export function inScope(scope, section, key = '') {
  const scoped = (entries) =>
    entries.some((entry) => names(entry, section, key) && (key !== '' || !entry.includes('.')));
  return scope === 'shell' ? !Object.values(PAGE_SCOPES).some(scoped) : scoped(PAGE_SCOPES[scope] ?? []);
}

/** The part of a dictionary a scope loads. */
export function pickScope(scope, dict) {
  const picked = {};
  for (const [section, texts] of Object.entries(dict)) {
    if (texts === null || typeof texts !== 'object') {
      if (inScope(scope, section)) picked[section] = texts;
      continue;
    }
    const whole = scope === 'shell' ? inScope(scope, section) : (PAGE_SCOPES[scope] ?? []).includes(section);
    if (whole && scope !== 'shell') {
      picked[section] = texts;
      continue;
    }
    const part = Object.fromEntries(Object.entries(texts).filter(([key]) => inScope(scope, section, key)));
    if (Object.keys(part).length > 0) picked[section] = part;
  }
  return picked;
}

export function dictionaryScopes() {
  return {
    name: 'guildhall:dictionary-scopes',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || !query || !/[\\/]locales[\\/]player[\\/][\w-]+\.json$/.test(file)) return null;
      const scope = new URLSearchParams(query).get('scope');
      if (scope === null || (scope !== 'shell' && !Object.hasOwn(PAGE_SCOPES, scope))) return null;
      this.addWatchFile(file);
      const dict = JSON.parse(await fs.readFile(file, 'utf8'));
      return `export default ${JSON.stringify(pickScope(scope, dict))};`;
    },
  };
}
