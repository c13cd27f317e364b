// The game editor's values and the API's body (GameEditSchema), with the mistakes per field and per
// language. A language whose three texts are all empty is left out (the player site then falls
// back to another language); one with only a subtitle is a mistake (the title is required).
import type { Area } from '@guildhall/contract/areas';
import type { Platform } from '@guildhall/contract/constants';
import { GameEditSchema, type AdminGame, type GameEdit } from '@guildhall/contract/staff-admin';

export interface GameText {
  title: string;
  subTitle: string;
  description: string;
}
export interface GameFormValues {
  brand: string;
  gameName: string;
  area: Area;
  platforms: Platform[];
  rechargeUrl: string;
  repaymentUrl: string;
  downloadUrl: string;
  sort: string;
  visible: boolean;
  texts: Partial<Record<string, GameText>>;
}
export type GameField = Exclude<keyof GameFormValues, 'texts'> | 'texts';

export const EMPTY_TEXT: GameText = { title: '', subTitle: '', description: '' };

export function gameToForm(g: AdminGame): GameFormValues {
  return {
    brand: g.brand,
    gameName: g.gameName,
    area: g.area,
    platforms: [...g.platforms],
    rechargeUrl: g.rechargeUrl,
    repaymentUrl: g.repaymentUrl,
    downloadUrl: g.downloadUrl ?? '',
    sort: String(g.sort),
    visible: g.visible,
    texts: Object.fromEntries(Object.entries(g.texts).map(([l, t]) => [l, { ...EMPTY_TEXT, ...t }])),
  };
}

export function newGameForm(brand: string, area: Area): GameFormValues {
  return {
    brand,
    gameName: '',
    area,
    platforms: ['android', 'ios'],
    rechargeUrl: '',
    repaymentUrl: '',
    downloadUrl: '',
    sort: '0',
    visible: false,
    texts: {},
  };
}

const isBlank = (t: GameText | undefined) => !t || (!t.title.trim() && !t.subTitle.trim() && !t.description.trim());

export type GameFormResult =
  | { ok: true; body: GameEdit }
  | {
      ok: false;
      fields: Partial<Record<GameField, string>>;
      texts: Partial<Record<string, Partial<Record<keyof GameText, string>>>>;
    };

export function formToGameEdit(f: GameFormValues): GameFormResult {
  const texts = Object.fromEntries(Object.entries(f.texts).filter(([, t]) => !isBlank(t)));
  const candidate = {
    brand: f.brand,
    gameName: f.gameName,
    area: f.area,
    platforms: f.platforms,
    rechargeUrl: f.rechargeUrl.trim(),
    repaymentUrl: f.repaymentUrl.trim(),
    downloadUrl: f.downloadUrl.trim() === '' ? null : f.downloadUrl.trim(),
    sort: /^\s*\d+\s*$/.test(f.sort) ? Number(f.sort) : Number.NaN,
    visible: f.visible,
    texts,
  };
  const parsed = GameEditSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Partial<Record<GameField, string>> = {};
  const byLang: Partial<Record<string, Partial<Record<keyof GameText, string>>>> = {};
  for (const issue of parsed.error.issues) {
    const [first, lang, key] = issue.path as string[];
    if (first === 'texts' && lang && key) (byLang[lang] ??= {})[key as keyof GameText] ??= issue.code;
    else fields[first as GameField] ??= issue.message === 'http_url' ? 'http_url' : issue.code;
  }
  return { ok: false, fields, texts: byLang };
}
