// The console's dictionaries (five languages), one lazy chunk per language. Vite only.
import type en from '../console/en.json';
import { byLanguage } from './by-language';

export type ConsoleDictionary = typeof en;

export const consoleTexts = byLanguage(import.meta.glob<{ default: ConsoleDictionary }>('../console/*.json'));
