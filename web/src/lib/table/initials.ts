/**
 * The initials of a name for its avatar: the first letter of its first and of its last word, each a
 * whole grapheme (a Tamil or Malayalam consonant with its vowel sign, an emoji), in capitals where the
 * script has them. Arabic letters are kept apart (a zero-width non-joiner), so they read as two initials
 * and not as a word.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const apart = /\p{Script=Arabic}/u.test(name) ? '\u200c' : '';
  return picked.map(firstGrapheme).join(apart).toLocaleUpperCase();
}

// A letter or digit followed by another letter, a digit, a space or nothing is a grapheme on its own
// (not Hangul's jamo, which join): most names in Latin and Arabic letters. Only the others need the
// segmenter, made on their first use. Making one reads the text break rules: when it was made as the
// module loaded, it took most of the table page's module evaluation at a phone's speed (~130 ms at a
// 4x slower CPU), before any name was shown.
const ALONE = /^(?!\p{Script=Hangul})[\p{L}\p{N}](?=$|[\p{L}\p{N}\s])/u;
let segmenter: Intl.Segmenter | null | undefined;

/** The first user-perceived character of a word (without Intl.Segmenter: a letter and its marks). */
function firstGrapheme(word: string): string {
  if (ALONE.test(word)) return String.fromCodePoint(word.codePointAt(0)!);
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;
  if (segmenter) for (const { segment } of segmenter.segment(word)) return segment;
  return /^.[\p{M}\u200d]*/su.exec(word)?.[0] ?? '';
}
