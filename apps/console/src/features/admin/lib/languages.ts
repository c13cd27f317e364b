// Which languages an editor offers for texts: the brand's area's, the game's area's, English, and
// any language that already has a text, in the contract's order.
import { AREA_LANGUAGES, LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';

export function editableLanguages(areas: readonly (Area | undefined)[], existing: readonly string[] = []): Language[] {
  const wanted = new Set<string>(['en', ...existing]);
  for (const area of areas) if (area) for (const l of AREA_LANGUAGES[area]) wanted.add(l);
  return LANGUAGES.filter((l) => wanted.has(l));
}
