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

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;

/** The first user-perceived character of a word (without Intl.Segmenter: a letter and its marks). */
function firstGrapheme(word: string): string {
  if (segmenter) for (const { segment } of segmenter.segment(word)) return segment;
  return /^.[\p{M}\u200d]*/su.exec(word)?.[0] ?? '';
}
