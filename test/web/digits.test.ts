import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { localDigits, numberLocale } from '../../web/src/lib/i18n/digits.js';
import { chosenDigits, setDigits } from '../../web/src/lib/i18n/digits-choice.js';
import { formatNumber, formatTimeLeft } from '../../web/src/lib/i18n/format.js';
import { m, showMessages } from '../../web/src/lib/i18n/messages.js';
import { MemoryStorage } from './fake-storage.js';

// Arabic's numbers in Western (123) or Eastern Arabic (١٢٣) digits: a setting of the person, kept in this
// browser, followed by the app's number formatting (scores, clocks, counts) and by the messages.

afterEach(() => setDigits('latn'));

describe('Eastern Arabic digits, a setting', () => {
  it('is Western until chosen, and kept in the storage', () => {
    const storage = new MemoryStorage();
    expect(chosenDigits(storage)).toBe('latn');
    setDigits('arab', storage);
    expect(chosenDigits(storage)).toBe('arab');
    expect(storage.getItem('majlis:digits')).toBe('arab');
    setDigits('latn', storage);
    expect(chosenDigits(storage)).toBe('latn');
    expect(storage.length).toBe(0);
  });

  it('numbers: Intl with ar-u-nu-arab or ar-u-nu-latn for Arabic, other languages untouched', () => {
    expect(numberLocale('ar')).toBe('ar-u-nu-latn');
    expect(formatNumber(152, 'ar')).toBe('152');
    expect(formatTimeLeft(65, 'ar')).toBe('1:05');
    setDigits('arab');
    expect(numberLocale('ar')).toBe('ar-u-nu-arab');
    expect(formatNumber(152, 'ar')).toBe('١٥٢');
    expect(formatTimeLeft(65, 'ar')).toBe('١:٠٥');
    expect(formatNumber(152, 'ta')).toBe('152');
    expect(numberLocale('bn')).toBe('bn');
  });

  it('texts: a score or a count in the chosen digits, in Arabic only', () => {
    expect(localDigits('26 + 2 = 28', 'ar')).toBe('26 + 2 = 28');
    setDigits('arab');
    expect(localDigits('26 + 2 = 28', 'ar')).toBe('٢٦ + ٢ = ٢٨');
    expect(localDigits('26', 'ta')).toBe('26');
  });

  it("the app's messages in Arabic follow the setting, in their own words and in the values put in", async () => {
    await showMessages('ar', ['app', 'pages']);
    const kaboot = () => (m as unknown as Record<string, () => string>).opt_bal_kaboot_seed();
    expect(kaboot()).toMatch(/44/);
    setDigits('arab');
    expect(kaboot()).toMatch(/٤٤/);
    expect(kaboot()).not.toMatch(/[0-9]/);
    await showMessages('en');
    expect(kaboot()).toMatch(/44/);
  });

  it('the Arabic messages are written with Western digits, so that the setting decides', () => {
    for (const part of ['', 'pages/', 'later/']) {
      const texts = JSON.parse(readFileSync(new URL(`../../web/messages/${part}ar.json`, import.meta.url), 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(texts)) expect(text, id).not.toMatch(/[٠-٩]/);
    }
    // every game's rules page in Arabic
    const rules = Object.keys(import.meta.glob('../../web/src/lib/games/*/rules/ar.ts'));
    expect(rules.length).toBeGreaterThan(0);
    for (const file of rules) expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).not.toMatch(/[٠-٩]/);
  });
});
