// Text a player wrote or reads (inquiry titles, messages, character names, replies to them) inside
// the console, whose own language is the agent's: marked with the player's language, so screen
// readers speak it in that language, and with its direction, so Arabic lays out right to left in
// a left-to-right console (an element with `dir` is isolated from the text around it).
import type { ElementType } from 'react';
import { RTL_LANGUAGES, type Language } from '@guildhall/contract/areas';

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms).
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * The direction of a player's text: right to left when the language is written so and the text
 * has a letter of such a script (an Arabic message starting with a game's Latin name still reads
 * right to left); otherwise the browser's choice from the first strong letter (`auto`).
 */
export function playerDir(text: string, lang?: string | null): 'rtl' | 'auto' {
  return lang && RTL_LANGUAGES.includes(lang as Language) && RTL_LETTER.test(text) ? 'rtl' : 'auto';
}

/** `lang` and `dir` attributes for a player's text (no `lang` when it is not known). */
export function playerTextProps(text: string, lang?: string | null): { lang?: string; dir: 'rtl' | 'auto' } {
  return lang ? { lang, dir: playerDir(text, lang) } : { dir: 'auto' };
}

/** A player's text in its language and direction. */
export function PlayerText({
  text,
  lang,
  as: Tag = 'span',
  className,
}: {
  text: string;
  lang?: string | null;
  as?: ElementType;
  className?: string;
}) {
  return (
    <Tag className={className} {...playerTextProps(text, lang)}>
      {text}
    </Tag>
  );
}
