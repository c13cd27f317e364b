// A Vite plugin: `player/<lang>.json?scope=shell|account|support` loads only that scope's sections
// of the dictionary, so the shell's chunk stays inside the front page's budget and the pages' texts
// come with the pages. The files keep every section, so the API, the tests and the dictionary
// check read one whole dictionary per language; without this plugin a scoped import is the whole file.
// Plain JavaScript (types in dictionary-scopes.d.ts): Vite's config loader imports a workspace
// package with Node itself, which runs no TypeScript on Node 20.
import fs from 'node:fs/promises';

/** Sections that load with the pages showing them; every other section is the shell's. */
export const PAGE_SCOPES = {
  account: ['auth', 'ucenter'],
  support: ['support'],
};
const SCOPED_SECTIONS = new Set(Object.values(PAGE_SCOPES).flat());

/** Whether a top-level section of a dictionary belongs to a scope. */
export function inScope(scope, section) {
  return scope === 'shell' ? !SCOPED_SECTIONS.has(section) : (PAGE_SCOPES[scope]?.includes(section) ?? false);
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
      const picked = Object.entries(dict).filter(([section]) => inScope(scope, section));
      return `export default ${JSON.stringify(Object.fromEntries(picked))};`;
    },
  };
}
