import { numberLocale } from './digits.js';

// Durations and numbers in the app's chosen language (not the browser's), through Intl; Arabic with the
// digits the person chose (digits.ts). Dates are in dates.ts, which only the My tables page loads.

/** A time left in whole seconds: days and hours, hours and minutes, or m:ss under an hour, in `locale`. */
export function formatTimeLeft(seconds: number, language: string): string {
  const locale = numberLocale(language);
  const s = Math.max(0, Math.floor(seconds));
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  if (s >= 86400) return `${unit(Math.floor(s / 86400), 'day')} ${unit(Math.floor((s % 86400) / 3600), 'hour')}`;
  if (s >= 3600) return `${unit(Math.floor(s / 3600), 'hour')} ${unit(Math.floor((s % 3600) / 60), 'minute')}`;
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${new Intl.NumberFormat(locale).format(Math.floor(s / 60))}:${digits.format(s % 60)}`;
}

/** A number (a score, a count) in `locale`'s digits. */
export function formatNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), { useGrouping: false }).format(n);
}
