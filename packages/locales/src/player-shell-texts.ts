// The player site's shell texts: every section of a language's dictionary except the pages' own
// (dictionary-scopes.ts). One lazy chunk per language, so the front page pays for one.
// Vite only: import.meta.glob is expanded at build time (the API reads files, read-dictionary.ts).
import type en from '../player/en.json';
import { byLanguage } from './by-language';

export type PlayerDictionary = typeof en;

export const playerShellTexts = byLanguage(
  import.meta.glob<{ default: PlayerDictionary }>('../player/*.json', { query: '?scope=shell' }),
);
