// The one text policy for what people type that others read: seat names and chat lines. The server
// cleans every name and line with it, and the web app runs the same check before it sends, so a
// person learns at once what the table would refuse. docs/text-policy.md says why each rule is so.
// Nothing of the app's first load imports it (its tables and segmenter would weigh on every page).
import { MAX_CHAT_CHARS } from './talk.js';

/** How a kind of text is checked: its longest length in graphemes, and whether it is one name-like line. */
export interface TextRules {
  /** The most graphemes (user-perceived characters, as Intl.Segmenter counts them). */
  maxGraphemes: number;
  /** True for a name: every run of white space becomes one space. False for chat: line breaks are refused. */
  collapseSpaces: boolean;
}

/** The longest name a seat may take, in graphemes. */
export const MAX_NAME_CHARS = 24;

/** A seat's name: 1 to MAX_NAME_CHARS graphemes on one line. */
export const NAME_RULES: TextRules = { maxGraphemes: MAX_NAME_CHARS, collapseSpaces: true };

/** A chat line: 1 to MAX_CHAT_CHARS graphemes, no line breaks. */
export const CHAT_RULES: TextRules = { maxGraphemes: MAX_CHAT_CHARS, collapseSpaces: false };

/** Combining marks kept after one base character; the ones past it are dropped (real text needs at most 3). */
export const MAX_MARKS = 4;

/** Code points one grapheme may hold (a long emoji sequence has 10); a longer one is refused. */
export const MAX_GRAPHEME_CODE_POINTS = 16;

/** Why a text was refused. */
export type TextProblem = 'empty' | 'tooLong' | 'control';

/** A text as it will be shown, or why it cannot be. */
export type CleanText = { ok: true; text: string } | { ok: false; problem: TextProblem; message: string };

// Invisible characters: every format character (Cf: bidi controls, joiners, the BOM, the soft hyphen,
// Arabic's letter mark, tags...) and every other default-ignorable one (Hangul fillers, the combining
// grapheme joiner, Mongolian and Khmer invisible marks). Some of them are kept, below.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
// the variation selectors pick a glyph (an emoji's colour form, an ideograph's variant); as marks they
// count toward MAX_MARKS, so a run of them cannot grow
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
// the scripts whose letters join or stack, where ZWNJ and ZWJ choose a written form: Arabic's and
// Syriac's joined letters (Persian writes ZWNJ inside words), and the Brahmic scripts' conjuncts and
// Malayalam's older chillu letters (ന്‍: virama + ZWJ)
const JOINING_SCRIPT =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
// England's, Scotland's and Wales's flags: a black flag, tag letters, and a cancel tag
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const MARK = /\p{M}/u;
// C0 and C1 controls (tab and line feed among them), and the line and paragraph separators
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * Cleans `input` by the policy: invisible characters dropped (ZWNJ and ZWJ kept where a script or an
 * emoji needs them), NFC, at most MAX_MARKS combining marks per base, spaces trimmed (and collapsed
 * for a name); refused if empty, longer than `rules.maxGraphemes`, or holding a control character.
 */
export function cleanText(input: string, rules: TextRules): CleanText {
  let text = capMarks(dropInvisible(input).normalize('NFC')).normalize('NFC');
  text = rules.collapseSpaces ? text.replace(/[\s\p{Z}]+/gu, ' ').trim() : text.trim();
  if (text.length === 0) return { ok: false, problem: 'empty', message: 'must not be empty' };
  if (CONTROL.test(text)) return { ok: false, problem: 'control', message: 'may not contain control characters or line breaks' };
  const graphemes = segments(text);
  if (graphemes.length > rules.maxGraphemes) {
    return { ok: false, problem: 'tooLong', message: `may be at most ${rules.maxGraphemes} characters` };
  }
  if (graphemes.some((g) => codePoints(g) > MAX_GRAPHEME_CODE_POINTS)) {
    return { ok: false, problem: 'tooLong', message: `may not join more than ${MAX_GRAPHEME_CODE_POINTS} code points into one character` };
  }
  return { ok: true, text };
}

/** How many graphemes `text` shows (what a person counts as characters). */
export function graphemeCount(text: string): number {
  return segments(text).length;
}

/** `text` without its invisible characters, but ZWNJ and ZWJ where they shape a script or join an emoji. */
function dropInvisible(text: string): string {
  const flags = new Set<number>();
  for (const match of text.matchAll(TAG_FLAG)) for (let i = match.index + 2; i < match.index + match[0].length; i++) flags.add(i);
  const chars = [...text];
  let out = '';
  let previous = '';
  let index = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const at = index;
    index += char.length;
    if (INVISIBLE.test(char) && !VARIATION_SELECTOR.test(char) && !flags.has(at) && !joins(char, previous, chars[i + 1] ?? '')) continue;
    out += char;
    previous = char;
  }
  return out;
}

/** Whether a ZWNJ or ZWJ between `before` (the last character kept) and `after` does something. */
function joins(char: string, before: string, after: string): boolean {
  const code = char.codePointAt(0);
  if (code !== ZWNJ && code !== ZWJ) return false;
  if (JOINING_SCRIPT.test(before) && LETTER_OR_MARK.test(before)) return true;
  // an emoji ZWJ sequence (👩‍💻, 🧑🏽‍🤝‍🧑🏿, ❤️‍🔥): ZWJ after an emoji (its skin tone or presentation selector) and before one
  const afterEmoji = PICTOGRAPH.test(before) || EMOJI_MODIFIER.test(before) || before === '\uFE0F';
  return code === ZWJ && afterEmoji && PICTOGRAPH.test(after);
}

/** `text` with at most MAX_MARKS combining marks after each base character. */
function capMarks(text: string): string {
  let out = '';
  let run = 0;
  for (const char of text) {
    run = MARK.test(char) ? run + 1 : 0;
    if (run <= MAX_MARKS) out += char;
  }
  return out;
}

// made on first use, not when the module loads (a page that shows no text to check pays nothing: making
// a segmenter reads the text break rules, tens of milliseconds on a phone)
let segmenter: Intl.Segmenter | null | undefined;

/** The graphemes of `text`; without Intl.Segmenter (older browsers), each base character with its marks and joiners. */
function segments(text: string): string[] {
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return text.match(/[^\p{M}\u200c\u200d][\p{M}\u200c\u200d]*|[\p{M}\u200c\u200d]+/gu) ?? [];
}

function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
