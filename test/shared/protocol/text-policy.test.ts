import { describe, expect, it } from 'vitest';
import { CHAT_RULES, cleanText, graphemeCount, MAX_GRAPHEME_CODE_POINTS, MAX_MARKS, NAME_RULES } from '../../../shared/protocol/text-policy.js';
import { cleanName } from '../../../shared/table/lobby.js';
import { cleanChat } from '../../../shared/table/table-talk.js';
import { HIDDEN, NAMES } from '../../kit/text-samples.js';

const everyName = Object.entries(NAMES).flatMap(([language, names]) => names.map((name) => [language, name] as const));

describe('the text policy: real names of every language pass unchanged', () => {
  for (const [language, name] of everyName) {
    it(`${language}: ${name}`, () => {
      expect(cleanText(name, NAME_RULES)).toEqual({ ok: true, text: name });
      expect(cleanText(`  ${name}  `, CHAT_RULES)).toEqual({ ok: true, text: name });
      expect(cleanName(name)).toBe(name);
    });
  }

  it('composes a decomposed name (NFC): Zoë typed as e + diaeresis is the same name', () => {
    expect(cleanName('Zoe\u0308 Smith')).toBe('Zoë Smith');
    expect(cleanName('Zoe\u0308 Smith')).toBe(cleanName('Zoë Smith'));
  });
});

describe('the text policy: invisible and direction characters are removed', () => {
  for (const [char, what] of HIDDEN) {
    it(`removes ${what} (U+${char.codePointAt(0)!.toString(16).toUpperCase()}) wherever it stands in every name`, () => {
      for (const [, name] of everyName) {
        const chars = [...name];
        const middle = Math.floor(chars.length / 2);
        const hidden = [char, ...chars.slice(0, middle), char, char, ...chars.slice(middle), char].join('');
        expect(cleanName(hidden), `${name} with ${what}`).toBe(name);
        expect(cleanChat(`${hidden} ${hidden}`), `${name} with ${what}`).toBe(`${name} ${name}`);
      }
    });
  }

  it('refuses a name or a line of nothing but invisible characters as empty', () => {
    for (const [char] of HIDDEN) {
      expect(cleanName(`${char}${char}`)).toMatchObject({ code: 'badName', message: 'a name must not be empty' });
      expect(cleanChat(char)).toMatchObject({ code: 'badChat' });
    }
  });

  it('removes ZWNJ and ZWJ where no script or emoji needs them: a Latin name cannot hide them', () => {
    expect(cleanName('No\u200Cura')).toBe('Noura');
    expect(cleanName('No\u200Dura\u200D')).toBe('Noura');
    expect(cleanName('\u200DSara')).toBe('Sara');
    // two in a row: the second joins nothing
    expect(cleanName('علی\u200C\u200Cرضا')).toBe('علی\u200Cرضا');
    expect(cleanName('അര്\u200D\u200Dജുന്')).toBe('അര്\u200Dജുന്');
  });

  it('keeps emoji sequences whole: ZWJ sequences, skin tones, presentation selectors and the tag flags', () => {
    for (const emoji of ['👩‍💻', '🧑🏽‍🤝‍🧑🏿', '❤️‍🔥', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '☺️']) {
      expect(cleanName(`Reem ${emoji}`)).toBe(`Reem ${emoji}`);
      expect(graphemeCount(emoji)).toBe(1);
    }
    // a ZWJ between an emoji and a letter joins nothing; tags outside a flag are dropped
    expect(cleanName('🎉\u200Da')).toBe('🎉a');
    expect(cleanName('x\u{E0067}\u{E007F}y')).toBe('xy');
  });
});

describe('the text policy: marks, length and controls', () => {
  it(`keeps at most ${MAX_MARKS} combining marks on one character and drops the rest`, () => {
    const zalgo = `Z${'\u0336\u0337\u0338\u0489'.repeat(6)}a${'\u0300\u0316'.repeat(10)}lgo`;
    // NFC first: a + grave composes to à, and the marks below sort before the ones above
    expect(cleanName(zalgo)).toBe(`Z\u0336\u0337\u0338\u0489à${'\u0316'.repeat(MAX_MARKS)}lgo`);
    // real text stays: Arabic shadda + fatha, a Bengali vowel sign + candrabindu, Thai vowel + tone, Vietnamese in NFD
    for (const text of ['مُحَمَّد', 'চাঁদ', 'กุ้ง', 'Nguye\u0302\u0303n']) expect(cleanName(text)).toBe(text.normalize('NFC'));
  });

  it(`counts length in graphemes: ${NAME_RULES.maxGraphemes} for a name, ${CHAT_RULES.maxGraphemes} for a chat line`, () => {
    // a long Malayalam or Tamil name has far more code points (and UTF-16 units) than graphemes
    const malayalam = 'ശ്രീ'.repeat(NAME_RULES.maxGraphemes);
    expect(malayalam.length).toBe(4 * NAME_RULES.maxGraphemes);
    expect(graphemeCount(malayalam)).toBe(NAME_RULES.maxGraphemes);
    expect(cleanName(malayalam)).toBe(malayalam);
    expect(cleanName(`${malayalam}ക`)).toMatchObject({ code: 'badName', message: `a name may be at most ${NAME_RULES.maxGraphemes} characters` });
    const emoji = '👩‍💻'.repeat(NAME_RULES.maxGraphemes);
    expect(cleanName(emoji)).toBe(emoji);
    expect(cleanChat('ক্ষ'.repeat(CHAT_RULES.maxGraphemes))).toBe('ক্ষ'.repeat(CHAT_RULES.maxGraphemes));
    expect(cleanChat('x'.repeat(CHAT_RULES.maxGraphemes + 1))).toMatchObject({ code: 'badChat' });
  });

  it(`refuses one grapheme of more than ${MAX_GRAPHEME_CODE_POINTS} code points (an endless ZWJ chain)`, () => {
    const chain = Array.from({ length: 9 }, () => '👩').join('\u200D');
    expect(graphemeCount(chain)).toBe(1);
    expect(cleanName(chain)).toMatchObject({ code: 'badName', message: expect.stringContaining('code points') });
    expect(cleanChat(`hi ${chain}`)).toMatchObject({ code: 'badChat' });
  });

  it('collapses white space in a name; refuses control characters and line breaks in a chat line', () => {
    expect(cleanName('  Reem \n\t Saleh\u3000 ')).toBe('Reem Saleh');
    expect(cleanName('Re\u0007em')).toMatchObject({ code: 'badName', message: 'a name may not contain control characters or line breaks' });
    for (const text of ['one\ntwo', 'a\tb', 'a\u2028b', 'a\u2029b', 'a\u0085b', 'a\u0000b']) {
      expect(cleanChat(text), JSON.stringify(text)).toMatchObject({ code: 'badChat', message: 'a chat line may not contain control characters or line breaks' });
    }
    expect(cleanChat('  well   played  ')).toBe('well   played');
  });
});
