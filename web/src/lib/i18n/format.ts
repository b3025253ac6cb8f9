// Dates, times and durations in the app's chosen language (not the browser's), through Intl.

/** A moment (ms since the epoch) as a short date and time in `locale`. */
export function formatDateTime(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A time left in whole seconds: days and hours, hours and minutes, or m:ss under an hour, in `locale`. */
export function formatTimeLeft(seconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(seconds));
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  if (s >= 86400) return `${unit(Math.floor(s / 86400), 'day')} ${unit(Math.floor((s % 86400) / 3600), 'hour')}`;
  if (s >= 3600) return `${unit(Math.floor(s / 3600), 'hour')} ${unit(Math.floor((s % 3600) / 60), 'minute')}`;
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${new Intl.NumberFormat(locale).format(Math.floor(s / 60))}:${digits.format(s % 60)}`;
}
