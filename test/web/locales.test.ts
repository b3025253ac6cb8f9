import { beforeAll, describe, expect, it } from 'vitest';
import { getLocale, loadMessages, switchLocale } from '../../web/src/lib/i18n/locales.js';
import { m } from '../../web/src/lib/i18n/messages.js';
import { m as paraglide } from '../../web/src/lib/paraglide/messages.js';

// the document element the app writes the language and direction on
beforeAll(() => {
  (globalThis as { document?: unknown }).document = { documentElement: { lang: '', dir: '' } };
});

describe('switching language', () => {
  it('a part of the messages asked for while the switch loads comes in the new language and does not undo it', async () => {
    expect(await loadMessages(['app'])).toBe(true);
    expect(getLocale()).toBe('en');
    // a lazy part (a hand's result, the chat) asks for the later messages as the person picks Malayalam
    const [switched, later] = await Promise.all([switchLocale('ml'), loadMessages(['later'])]);
    expect(switched).toBe(true);
    expect(later).toBe(true);
    expect(getLocale()).toBe('ml');
    expect(document.documentElement.lang).toBe('ml');
    expect(m.app_name()).toBe(paraglide.app_name({}, { locale: 'ml' }));
    expect(m.claim_refused_off()).toBe(paraglide.claim_refused_off({}, { locale: 'ml' }));
    // after the switch, parts come in the language shown
    expect(await loadMessages(['pages'])).toBe(true);
    expect(m.claim_refused_off()).toBe(paraglide.claim_refused_off({}, { locale: 'ml' }));
  });

  it('the language chosen last wins when two switches load at once', async () => {
    const [first, last] = await Promise.all([switchLocale('ta'), switchLocale('bn')]);
    expect([first, last]).toEqual([false, true]);
    expect(getLocale()).toBe('bn');
    expect(m.claim_refused_off()).toBe(paraglide.claim_refused_off({}, { locale: 'bn' }));
  });
});
