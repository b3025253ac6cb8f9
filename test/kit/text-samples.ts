// Text for the text policy's tests and the soak's text check (shared/protocol/text-policy.ts,
// docs/text-policy.md): real names of the app's six languages, and the invisible characters a name
// or a chat line could hide.

/** Real names in the app's six languages, as people type them (NFC already), with what makes each hard. */
export const NAMES: Record<string, string[]> = {
  English: ["Sarah O'Brien", 'Zoë Smith', 'Chloé-Anne Brontë'],
  // a shadda and a fatha on one letter (two marks); Persian writes ZWNJ inside a word (علی‌رضا)
  Arabic: ['نورة', 'عبدالرحمن', 'مُحَمَّد', 'فاطمة الزهراء', 'علی‌رضا'],
  // virama after nearly every consonant; ஸ்ரீ is a conjunct of four code points; the full name has
  // 25 code points (more than the old limit of 24 characters) and 14 graphemes
  Tamil: ['ஸ்ரீநிவாசன்', 'கார்த்திகேயன்', 'தமிழ்செல்வி', 'லக்ஷ்மி', 'கார்த்திகேயன் ஸ்ரீநிவாசன்'],
  // a vowel sign and a candrabindu on one consonant (চাঁ); র‍্য is written with a ZWJ
  Bengali: ['রবীন্দ্রনাথ', 'সৌমিত্র', 'চাঁদনী', 'ঋত্বিক', 'র‍্যাচেল'],
  Tagalog: ['Maria Cristina dela Cruz', 'Santo Niño', 'Luzviminda Dimaculangan'],
  // the older chillu letters are virama + ZWJ (അര്‍ജുന്‍), the newer ones one code point (അർജുൻ)
  Malayalam: ['ശ്രീജിത്ത്', 'അർജുൻ', 'അര്‍ജുന്‍', 'കൃഷ്ണൻ', 'മീനാക്ഷി'],
};

/** Invisible and direction characters a name or line could hide: each is removed. */
export const HIDDEN: [string, string][] = [
  ['\u202A', 'LEFT-TO-RIGHT EMBEDDING'],
  ['\u202B', 'RIGHT-TO-LEFT EMBEDDING'],
  ['\u202C', 'POP DIRECTIONAL FORMATTING'],
  ['\u202D', 'LEFT-TO-RIGHT OVERRIDE'],
  ['\u202E', 'RIGHT-TO-LEFT OVERRIDE'],
  ['\u2066', 'LEFT-TO-RIGHT ISOLATE'],
  ['\u2067', 'RIGHT-TO-LEFT ISOLATE'],
  ['\u2068', 'FIRST STRONG ISOLATE'],
  ['\u2069', 'POP DIRECTIONAL ISOLATE'],
  ['\u200E', 'LEFT-TO-RIGHT MARK'],
  ['\u200F', 'RIGHT-TO-LEFT MARK'],
  ['\u061C', 'ARABIC LETTER MARK'],
  ['\u200B', 'ZERO WIDTH SPACE'],
  ['\u2060', 'WORD JOINER'],
  ['\uFEFF', 'ZERO WIDTH NO-BREAK SPACE (BOM)'],
  ['\u00AD', 'SOFT HYPHEN'],
  ['\u180E', 'MONGOLIAN VOWEL SEPARATOR'],
  ['\u034F', 'COMBINING GRAPHEME JOINER'],
  ['\u2061', 'FUNCTION APPLICATION'],
  ['\u3164', 'HANGUL FILLER'],
  ['\uFFA0', 'HALFWIDTH HANGUL FILLER'],
  ['\u{E0041}', 'TAG LATIN CAPITAL LETTER A'],
  ['\u{1D173}', 'MUSICAL SYMBOL BEGIN BEAM'],
];
