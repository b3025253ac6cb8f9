import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getLocale, loadMessages, localisedPath, pathLocale, switchLocale, unlocalisedPath } from '../../web/src/lib/i18n/locales.js';
import { m } from '../../web/src/lib/i18n/messages.js';
import { m as paraglide } from '../../web/src/lib/paraglide/messages.js';

// the document element the app writes the language and direction on (a page not drawn at build time),
// and the cookie a choice is kept in
beforeAll(() => {
  (globalThis as { document?: unknown }).document = { documentElement: { lang: '', dir: '', hasAttribute: () => false }, cookie: '' };
});

describe('addresses', () => {
  it('a path names its language by its first segment; English, the base, has none', () => {
    expect(pathLocale('/ar/rules/baloot')).toBe('ar');
    expect(pathLocale('/ta')).toBe('ta');
    expect(pathLocale('/rules/baloot')).toBeNull();
    expect(pathLocale('/en/rules/baloot')).toBeNull();
    expect(pathLocale('/t/ar')).toBeNull();
    expect(unlocalisedPath('/ar/rules/baloot')).toBe('/rules/baloot');
    expect(unlocalisedPath('/ml')).toBe('/');
    expect(unlocalisedPath('/t/AAAA')).toBe('/t/AAAA');
    expect(localisedPath('/rules/baloot', 'ar')).toBe('/ar/rules/baloot');
    expect(localisedPath('/ar/rules/baloot', 'ta')).toBe('/ta/rules/baloot');
    expect(localisedPath('/ar', 'en')).toBe('/');
    expect(localisedPath('/', 'ml')).toBe('/ml');
  });
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
    // the Worker draws the bare addresses in this language from now on
    expect(document.cookie).toMatch(/^majlis-lang=ml;/);
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

  it('a part asked for just before a switch of language resolves with its words in the new language, never its keys', async () => {
    // a fresh page: nothing shown yet
    vi.resetModules();
    const fresh = await import('../../web/src/lib/i18n/locales.js');
    const { m: words } = await import('../../web/src/lib/i18n/messages.js');
    // the lobby's rules panel asks for the pages' words in English; the person picks Tamil meanwhile
    const pages = fresh.loadMessages(['app', 'pages']);
    const switched = fresh.switchLocale('ta');
    expect(await pages).toBe(true);
    // the panel shows now: its words are there, in the language that will be shown
    expect(words.clock_none()).toBe(paraglide.clock_none({}, { locale: 'ta' }));
    expect(await switched).toBe(true);
  });
});
