// Node side (the API): a dictionary read from this package's own files, whole. The sites load
// theirs through Vite (player-*-texts.ts, console-texts.ts).
import fs from 'node:fs';

export type DictionaryTree = Record<string, unknown>;

const folders = {
  player: new URL('../player/', import.meta.url),
  console: new URL('../console/', import.meta.url),
} as const;

/** The folder of a site's dictionaries, one `<lang>.json` each (the dictionary checks list it). */
export function dictionaryFolder(site: keyof typeof folders): URL {
  return folders[site];
}

/** The dictionary of `lang` for the player site or the console, or undefined when the language has none. */
export function readDictionary(site: keyof typeof folders, lang: string): DictionaryTree | undefined {
  if (!/^[\w-]+$/.test(lang)) return undefined;
  const file = new URL(`${lang}.json`, folders[site]);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DictionaryTree) : undefined;
}
