// The support center's texts: imported only from the support center's chunk, so neither the
// shell nor its loaders carry them. Vite only.
import { byLanguage } from './by-language';

export const playerSupportTexts = byLanguage(
  import.meta.glob<{ default: Record<string, unknown> }>('../player/*.json', { query: '?scope=support' }),
);
