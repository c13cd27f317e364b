// Free text that players and staff send, and how the contract normalises and counts it. Every
// text field of the wire (titles, messages, names, catalogue texts…) is built with `textSchema`,
// so the API stores and the forms count one and the same thing.
//
// Normalisation, in this order (the stored value is the result):
//   1. A lone UTF-16 surrogate (never typed; only a hand-made JSON escape) becomes U+FFFD, so the
//      value is valid UTF-8 for both databases.
//   2. Control characters (Unicode Cc: C0, DEL, C1) are removed, not refused: they are invisible,
//      so a player could not find and delete the one a paste brought along. Multi-line text keeps
//      newline and tab, with CR LF, lone CR, U+2028 and U+2029 made newlines; in single-line text
//      (titles, names) every line break and tab becomes one space.
//   3. NFC (canonical composition), so "e" + U+0301 is stored, counted and searched as "é".
//   4. Leading and trailing graphemes without a visible character are trimmed (spaces, zero-width
//      characters, BOM, bidi controls, lone combining marks…): a wider `trim()`.
//
// Counting, on the normalised value:
//   - characters as players see them (grapheme clusters, Intl.Segmenter): an emoji, a Thai
//     syllable with its marks or a Devanagari conjunct count once. `min`/`max` are these.
//   - code points, at most CODE_POINTS_PER_CHARACTER × max: room for the marks living scripts put
//     on a letter (Thai vowel and tone marks, Arabic harakat, Vietnamese in NFD, Indic conjuncts)
//     and for emoji sequences, while 300,000 combining marks on two letters are not "two
//     characters".
//   - UTF-8 bytes, at most BYTES_PER_CHARACTER × max (3 bytes per allowed code point, the size of
//     any character of the Basic Multilingual Plane): the storage a field can take is known.
//   - words (Intl.Segmenter, word-like segments) when a rule asks for them.
//
// Rules a failure names (the `rule` of a 1001 answer): `too_short` (`required` for some fields
// when empty), `too_long` (characters, code points or bytes), `min_words`, and `invisible` when
// something was sent but nothing of it can be seen (only spaces, zero-width or control
// characters, marks without a letter, Hangul fillers, the blank braille pattern…). An optional
// field (`min: 0`) holding only such characters is stored empty instead.
import { z } from 'zod';

export const CODE_POINTS_PER_CHARACTER = 4;
export const BYTES_PER_CHARACTER = 3 * CODE_POINTS_PER_CHARACTER;
/**
 * NFC composes at most three UTF-16 units into one (a Hangul syllable from its jamo), and a unit
 * takes at least one UTF-8 byte: longer raw input can never fit, and is refused before any work.
 */
const RAW_UNITS_PER_BYTE = 3;

export interface TextRule {
  /** Characters (graphemes) at least; 0 for an optional text. */
  min: number;
  /** Characters (graphemes) at most. */
  max: number;
  /** Words at least, counted with Intl.Segmenter. */
  words?: number;
  /** Keeps newlines and tabs (messages, answers, descriptions); otherwise one line. */
  multiline?: boolean;
  /** An empty value breaks `required` rather than `too_short` (a field the form asks to fill). */
  required?: boolean;
}

export interface TextMeasure {
  characters: number;
  codePoints: number;
  bytes: number;
}

export type TextRuleName = 'required' | 'too_short' | 'too_long' | 'min_words' | 'invisible';

export function maxCodePoints(rule: TextRule): number {
  return rule.max * CODE_POINTS_PER_CHARACTER;
}
export function maxBytes(rule: TextRule): number {
  return rule.max * BYTES_PER_CHARACTER;
}

// Characters that draw nothing on their own: controls, format characters (zero-width space and
// joiners, BOM, bidi controls, soft hyphen, tags), separators (spaces, line and paragraph), marks
// (which need a letter), default-ignorables (Hangul fillers U+3164, U+115F, U+1160, U+FFA0,
// variation selectors, CGJ) and the blank glyphs U+2800 (braille) and U+1D159 (null notehead).
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]*$/u;
const LONE_SURROGATE = /\p{Cs}/gu;
const SINGLE_LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const MULTI_LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
const CONTROLS_SINGLE = /\p{Cc}/gu;
const CONTROLS_MULTI = /[^\P{Cc}\t\n]/gu;

let graphemeSegmenter: Intl.Segmenter | undefined;
function graphemes(text: string): string[] {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/** Whether a grapheme cluster shows anything (see INVISIBLE). */
export function isVisible(grapheme: string): boolean {
  return !INVISIBLE.test(grapheme);
}

/** Steps 1–4 of the header: what is stored for `raw`. */
export function normalizeText(raw: string, multiline = false): string {
  let v = raw.replace(LONE_SURROGATE, '\uFFFD');
  v = multiline
    ? v.replace(MULTI_LINE_BREAKS, '\n').replace(CONTROLS_MULTI, '')
    : v.replace(SINGLE_LINE_BREAKS, ' ').replace(CONTROLS_SINGLE, '');
  v = v.normalize('NFC');
  if (v === '') return v;
  const parts = graphemes(v);
  let start = 0;
  let end = parts.length;
  while (start < end && !isVisible(parts[start]!)) start += 1;
  while (end > start && !isVisible(parts[end - 1]!)) end -= 1;
  return start === 0 && end === parts.length ? v : parts.slice(start, end).join('');
}

/** Length as players see it: grapheme clusters, so an emoji or a combined letter counts once. */
export function textLength(text: string): number {
  let n = 0;
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const _ of graphemeSegmenter.segment(text)) n += 1;
  return n;
}

/** Words counted with Intl.Segmenter, so Chinese, Japanese and Thai count correctly. */
export function countWords(text: string, locale?: string): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let n = 0;
  for (const s of segmenter.segment(text)) if (s.isWordLike) n += 1;
  return n;
}

/** Characters, code points and UTF-8 bytes of well-formed text, without encoding it. */
export function measureText(text: string): TextMeasure {
  let surrogates = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdfff) {
      // Each half of a pair: 2 of the 4 bytes of a supplementary-plane character.
      bytes += 2;
      surrogates += 1;
    } else bytes += 3;
  }
  return { characters: textLength(text), codePoints: text.length - surrogates / 2, bytes };
}

/** The first rule `text` (already normalised) breaks; `sent` tells an emptied value from an empty one. */
export function textRuleBroken(text: string, rule: TextRule, sent: boolean): TextRuleName | null {
  if (text === '') return rule.min > 0 ? (sent ? 'invisible' : rule.required ? 'required' : 'too_short') : null;
  const m = measureText(text);
  if (m.characters < rule.min) return 'too_short';
  if (m.characters > rule.max || m.codePoints > maxCodePoints(rule) || m.bytes > maxBytes(rule)) return 'too_long';
  if (rule.words !== undefined && countWords(text) < rule.words) return 'min_words';
  return null;
}

/**
 * What a form's counter shows for what is typed: the characters the server will count, and
 * whether any limit (characters, code points, bytes) is passed.
 */
export function textCounter(raw: string, rule: TextRule): { length: number; over: boolean } {
  if (raw.length > maxBytes(rule) * RAW_UNITS_PER_BYTE) return { length: textLength(raw), over: true };
  const m = measureText(normalizeText(raw, rule.multiline));
  return {
    length: m.characters,
    over: m.characters > rule.max || m.codePoints > maxCodePoints(rule) || m.bytes > maxBytes(rule),
  };
}

/**
 * A zod schema for one text field: the input is a string, the output its normalised form, and
 * each broken rule one issue whose message is the rule's name.
 */
export function textSchema(rule: TextRule) {
  return z
    .string()
    .max(maxBytes(rule) * RAW_UNITS_PER_BYTE, { message: 'too_long' })
    .transform((raw, ctx) => {
      const text = normalizeText(raw, rule.multiline);
      const broken = textRuleBroken(text, rule, raw !== '');
      if (broken === null) return text;
      ctx.issues.push({ code: 'custom', message: broken, input: raw });
      return z.NEVER;
    });
}
