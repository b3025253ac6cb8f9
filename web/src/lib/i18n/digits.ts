import { appStorage } from '../net/storage.js';

// Arabic's numbers in the digits the person chose (digits-choice.ts, on the home page), read by every page.

/** The digits numbers are written with in Arabic: Western (0–9) or Eastern Arabic (٠–٩). */
export type Digits = 'latn' | 'arab';

/** Where this browser keeps the choice (a setting of the person, not of a table). */
export const DIGITS_KEY = 'majlis:digits';

const eastern = () => appStorage.getItem(DIGITS_KEY) === 'arab';

/** The locale numbers are formatted in: Arabic with the chosen digits (`ar-u-nu-arab`), other languages as they are. */
export function numberLocale(locale: string): string {
  return locale === 'ar' ? `ar-u-nu-${eastern() ? 'arab' : 'latn'}` : locale;
}

/**
 * `text` with Eastern Arabic digits when `locale` is Arabic and the person chose them; else as it is (the
 * Arabic messages are written with Western digits).
 */
export function localDigits(text: string, locale: string | null): string {
  return locale === 'ar' && eastern() ? text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[+d]) : text;
}
