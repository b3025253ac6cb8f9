import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../web/src/lib/i18n/dates.js';
import { formatTimeLeft } from '../../web/src/lib/i18n/format.js';

describe('dates and times follow the app language, not the machine', () => {
  const at = Date.UTC(2026, 10, 30, 15, 4);

  it('writes a date in the chosen language', () => {
    expect(formatDateTime(at, 'en')).toMatch(/Nov/);
    expect(formatDateTime(at, 'ar')).not.toMatch(/Nov/);
    expect(formatDateTime(at, 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(formatDateTime(at, 'ta')).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('counts time left in days and hours, hours and minutes, or minutes and seconds', () => {
    expect(formatTimeLeft(2 * 86400 + 3 * 3600 + 59, 'en')).toBe('2d 3h');
    expect(formatTimeLeft(5 * 3600 + 7 * 60, 'en')).toBe('5h 7m');
    expect(formatTimeLeft(65, 'en')).toBe('1:05');
    expect(formatTimeLeft(-3, 'en')).toBe('0:00');
    expect(formatTimeLeft(65, 'ar-u-nu-arab')).toBe('١:٠٥');
  });
});
