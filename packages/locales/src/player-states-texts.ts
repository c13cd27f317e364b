// The texts of the site's states that only some players meet (the not-found page): one lazy chunk
// per language, loaded with the page that shows them. Vite only.
import { byLanguage } from './by-language';

export const playerStatesTexts = byLanguage(
  import.meta.glob<{ default: Record<string, unknown> }>('../player/*.json', { query: '?scope=states' }),
);
