import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, MANIFESTS } from '../../../shared/rules/manifests.js';
import type { SharePreview } from '../../../shared/table/share-preview.js';
import { missingTexts, shareTexts } from '../../../worker/share/share-texts.js';
import { negotiateLocale, SHARE_LOCALES, SHARE_WORDS } from '../../../worker/share/share-words.js';

const preview = (over: Partial<SharePreview> = {}): SharePreview => ({
  id: 'AAAAAAAAAAAAAAAA',
  game: 'baloot',
  status: 'playing',
  seats: ['Amal', 'Bilal', 'Chen', 'Dana'].map((name, seat) => ({ seat, kind: 'human', name, team: seat % 2 })),
  hostName: 'Amal',
  score: [52, 78],
  trick: [{ seat: 1, card: 'TH' }],
  turn: [2],
  handSizes: [7, 7, 7, 8],
  outcome: null,
  ...over,
});

describe('the share page\'s words', () => {
  it('takes the first of the request\'s languages the app speaks, by weight; English otherwise', () => {
    expect(negotiateLocale('ar-SA,ar;q=0.9,en;q=0.5')).toBe('ar');
    expect(negotiateLocale('fr-FR,fr;q=0.9,ml;q=0.3,ta;q=0.8')).toBe('ta');
    expect(negotiateLocale('fil-PH')).toBe('tl');
    expect(negotiateLocale('bn;q=0, en;q=0.1')).toBe('en');
    expect(negotiateLocale('de')).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
    // the language chosen in the app (its cookie) first
    expect(negotiateLocale('en-GB,en;q=0.9', 'ar')).toBe('ar');
    expect(negotiateLocale('ta', 'xx')).toBe('ta');
  });

  it('has every game\'s name in every language, and Arabic right to left', () => {
    for (const locale of SHARE_LOCALES) for (const game of GAME_IDS) expect(MANIFESTS[game].names[locale]).toBeTruthy();
    expect(SHARE_LOCALES.filter((locale) => SHARE_WORDS[locale].dir === 'rtl')).toEqual(['ar']);
  });

  it('says the free seats in the lobby, each team\'s score in a game, and who won once over', () => {
    expect(shareTexts(preview({ status: 'lobby', score: null, trick: [], seats: preview().seats.map((s) => (s.seat > 1 ? { ...s, kind: 'empty', name: null } : s)) }), 'en').description).toBe(
      'Lobby · Free seat: 2 · Host: Amal',
    );
    const playing = shareTexts(preview(), 'en');
    expect(playing.description).toBe('Score: Amal & Chen 52 – Bilal & Dana 78 · Host: Amal');
    expect([playing.slots.get('card-0-rank'), playing.slots.get('card-0-suit')]).toEqual(['10', '♥']);
    const over = shareTexts(preview({ status: 'over', outcome: { winner: 1, winners: [1, 3], score: [101, 152] }, score: [101, 152] }), 'en');
    expect(over.description).toBe('Game over · Bilal & Dana win · 101 – 152 · Host: Amal');
    expect(shareTexts(preview(), 'ar').title).toBe('بلوت · مجلس');
    expect(missingTexts('en').slots.get('missing-text')).toMatch(/^There is no such table/);
  });

  it('are the web app\'s own words in every language (a translation changed there is changed here)', () => {
    const read = (file: string): Record<string, string> => JSON.parse(readFileSync(new URL(`../../../web/messages/${file}`, import.meta.url), 'utf8'));
    // a message's {placeholder} filled with a marker, to compare with the words' functions
    const fill = (text: string, value: string) => text.replace(/\{\w+\}/g, value);
    for (const locale of SHARE_LOCALES) {
      const [main, pages, later] = [read(`${locale}.json`), read(`pages/${locale}.json`), read(`later/${locale}.json`)];
      const words = SHARE_WORDS[locale];
      // (`host` is the share page's own: the app's pages say it inside a sentence, in lower case)
      const plain: [keyof typeof words, string | undefined][] = [
        ['app', main.app_name],
        ['lobby', main.lobby],
        ['seatFree', main.seat_free],
        ['score', main.score],
        ['gameOver', main.game_over],
        ['tableClosed', main.table_closed],
        ['myTables', main.my_tables],
        ['home', pages.home],
        ['newTable', later.table_gone_new],
        ['rules', main.rules],
        ['watching', main.watching],
        ['menu', main.table_menu],
        ['shareTitle', later.share_title],
        ['shareHint', later.share_hint],
        ['copyLink', later.copy_link],
        ['showQr', later.show_qr],
        ['yourName', later.your_name],
        ['sit', main.sit],
      ];
      for (const [key, message] of plain) expect(words[key], `${locale} ${key}`).toBe(message);
      expect(words.teamN(7), `${locale} teamN`).toBe(fill(main.team_n, '7'));
      expect(words.botN(7), `${locale} botN`).toBe(fill(main.bot_n, '7'));
      expect(words.winnerIs('XY'), `${locale} winnerIs`).toBe(fill(pages.winner_is, 'XY'));
    }
  });

  it('names a bot in the page\'s language, at its seat and in its team\'s name', () => {
    const withBots = preview({ seats: preview().seats.map((s) => (s.seat % 2 === 1 ? { ...s, kind: 'bot', name: `Bot ${s.seat + 1}` } : s)) });
    const ar = shareTexts(withBots, 'ar');
    expect([ar.slots.get('seat-1'), ar.slots.get('seat-3'), ar.slots.get('seat-0')]).toEqual(['بوت 2', 'بوت 4', 'Amal']);
    expect(ar.description).toContain('بوت 2 & بوت 4 78');
    expect(shareTexts(withBots, 'en').slots.get('seat-3')).toBe('Bot 4');
  });
});
