import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTS, type Part } from '../../web/vite-messages.js';

// Every language whole: a message missing from a language would silently show in English (the app
// falls back to the base language), so each language must hold exactly English's messages, with the
// same placeholders, and say each one in its own words.

const WEB = new URL('../../web/', import.meta.url);
const settings = JSON.parse(readFileSync(new URL('project.inlang/settings.json', WEB), 'utf8')) as { baseLocale: string; locales: string[] };

/** English texts that a language may keep word for word: names and the games' own calls. */
const SAME = new Set([
  'Majlis', // name
  'sawa', // Baloot's claim, a name (tl keeps it)
  'D', // the dealer's chip: Filipino players say "dealer" (tl keeps the letter)
  'Baloot', // name
  'Fifty-Six', // name
  'All Fours', // name
  'Twenty-Eight', // name (Tagalog keeps it, as the manifest's share names do)
  'Twenty-Nine', // name
  'Hokum', // call
  'Sun', // call
  'Ashkal', // call
  'Gahwa', // call
  'Double', // call
  'Triple', // call
  'Four', // call
  'Redouble', // call
  'Sira', // project
  'Kaboot', // call
  'Qayd', // call (Baloot's catch of a foul, a name: tl keeps it)
  'Kawesh', // call (Baloot's throw-in of a worthless hand)
  'Akka', // call (Baloot's announcement of a side suit's master card)
  'Kick', // term
  'Stand', // call
  'Beg', // call
  'High', // point
  'Low', // point
  'Jack', // point
  'Game', // point
  'High {high} · Low {low} · Jack {jack} · Game {game}', // All Fours' four points, names (My tables)
  'Pass', // loanword
  'QR code', // loanword
  'Menu', // loanword
  'Bot {n}', // loanword
  'bot', // loanword
  'offline', // loanword
  'Live', // loanword
]);

function messages(part: Part, locale: string): Record<string, string> {
  // the parts' paths are relative to the folder that holds the project (web/)
  const path = new URL(PARTS[part].replace('{locale}', locale), WEB);
  const { $schema: _schema, ...texts } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return texts;
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
// a text with no words outside its placeholders ("{name}: {card}") reads the same in every language
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

describe('every language says every message of the app', () => {
  for (const part of Object.keys(PARTS) as Part[]) {
    const english = messages(part, settings.baseLocale);
    for (const locale of settings.locales.filter((l) => l !== settings.baseLocale)) {
      const texts = messages(part, locale);

      it(`${part}/${locale}: has every message of English and no other`, () => {
        const missing = Object.keys(english).filter((id) => !(id in texts));
        const extra = Object.keys(texts).filter((id) => !(id in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${part}/${locale}: keeps English's placeholders in every message`, () => {
        const wrong = Object.keys(english)
          .filter((id) => id in texts && placeholders(texts[id]).join() !== placeholders(english[id]).join())
          .map((id) => `${id}: ${placeholders(texts[id]).join(' ')} instead of ${placeholders(english[id]).join(' ')}`);
        expect(wrong.join('\n')).toBe('');
      });

      it(`${part}/${locale}: translates every message (but names and calls kept on purpose)`, () => {
        const same = Object.keys(english).filter(
          (id) => texts[id] === english[id] && !wordless(english[id]) && !SAME.has(english[id]),
        );
        expect(same.map((id) => `${id}: ${english[id]}`).join('\n')).toBe('');
      });
    }
  }

  it('keeps no allowlisted text that English no longer says', () => {
    const all = new Set((Object.keys(PARTS) as Part[]).flatMap((part) => Object.values(messages(part, settings.baseLocale))));
    expect([...SAME].filter((text) => !all.has(text))).toEqual([]);
  });
});

describe('words a player read wrongly (GLOSSARY.md)', () => {
  it('Tamil writes "bot" போட், never பாட் (which reads as a song)', () => {
    const wrong = (Object.keys(PARTS) as Part[]).flatMap((part) =>
      Object.entries(messages(part, 'ta')).filter(([, text]) => text.includes('பாட்')).map(([id]) => `${part}/${id}`),
    );
    expect(wrong).toEqual([]);
  });
});
