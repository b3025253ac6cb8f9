import { describe, expect, it } from 'vitest';
import { m, showMessages } from '../../web/src/lib/i18n/messages.js';
import { m as paraglide } from '../../web/src/lib/paraglide/messages.js';
import { locales } from '../../web/src/lib/paraglide/runtime.js';

// every input a message may ask for, named after itself
const inputs = new Proxy({}, { get: (_, name) => `<${String(name)}>` }) as Record<string, unknown>;
const ids = Object.keys(paraglide);

describe('the messages of the app (one language, one part at a time)', () => {
  for (const locale of locales) {
    it(`say what Paraglide's say, in ${locale}`, async () => {
      expect(await showMessages(locale, ['app', 'pages', 'later'])).toBe(true);
      const messages = m as unknown as typeof paraglide;
      // the same words; in Arabic each value isolated for the bidi algorithm (U+2068 … U+2069)
      const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
      for (const id of ids) expect(plain(messages[id](inputs)), id).toBe(paraglide[id](inputs, { locale }));
      const said = (m as unknown as { log_trick_won: (i: { name: string }) => string }).log_trick_won({ name: 'Reem' });
      expect(said.includes('\u2068Reem\u2069'), `a name isolated in ${locale}`).toBe(locale === 'ar');
    });
  }

  it('show the language asked for last when two load at once', async () => {
    const [first, last] = await Promise.all([showMessages('ta'), showMessages('bn')]);
    expect([first, last]).toEqual([false, true]);
    expect(m.app_name()).toBe(paraglide.app_name({}, { locale: 'bn' }));
  });
});
