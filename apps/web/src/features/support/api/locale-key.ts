// Catalogue answers (FAQ, categories, regions, servers) are in the language and area in force,
// so both are part of their query keys, as for the games.
import { useLocale } from '../../../lib/locale';

export function useLocaleKey(): readonly [string, string] {
  const { lang, area } = useLocale();
  return [lang, area] as const;
}
