// The account pages' texts (login, social callback, user center): one lazy chunk per language,
// loaded with those pages. Vite only.
import { byLanguage } from './by-language';

export const playerAccountTexts = byLanguage(
  import.meta.glob<{ default: Record<string, unknown> }>('../player/*.json', { query: '?scope=account' }),
);
