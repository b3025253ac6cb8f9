import { describe, expect, it } from 'vitest';
import { wantedLanguages } from '../../../worker/routes/languages.js';

describe('the language a bare address is drawn in', () => {
  it('the chosen one first, then Accept-Language by weight, as bare codes', () => {
    expect(wantedLanguages('ta', 'ar-SA,ar;q=0.9,en;q=0.8')).toEqual(['ta', 'ar', 'en']);
    expect(wantedLanguages(undefined, 'fr;q=0.5, bn-IN, en;q=0.7')).toEqual(['bn', 'en', 'fr']);
    expect(wantedLanguages(undefined, undefined)).toEqual([]);
  });

  it('takes no code that is not a plain language code, nor one refused (q=0)', () => {
    expect(wantedLanguages('../t', 'x-klingon, *, ar;q=0, ml')).toEqual(['ml']);
  });
});
