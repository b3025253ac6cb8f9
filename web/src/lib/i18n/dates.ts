import { numberLocale } from './digits.js';

// Dates in the app's chosen language (not the browser's), through Intl; Arabic with the digits the person
// chose. Apart from format.ts so that the table page, which shows no dates, does not load it.

/** A moment (ms since the epoch) as a short date and time in `locale`. */
export function formatDateTime(at: number, locale: string): string {
  return new Intl.DateTimeFormat(numberLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
