import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, MANIFESTS } from '../../../shared/rules/manifests.js';
import type { SharePreview } from '../../../shared/table/share-preview.js';
import { FONTS } from '../../../worker/share/first-paint.js';
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
  options: {},
  clock: { kind: 'none' },
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
    expect(playing.description).toBe('Score: Amal & Chen (52) – Bilal & Dana (78) · Host: Amal');
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
        ['us', main.us],
        ['them', main.them],
        ['watching', main.watching],
        ['menu', main.table_menu],
        ['shareTitle', later.share_title],
        ['shareHint', later.share_hint],
        ['copyLink', later.copy_link],
        ['showQr', later.show_qr],
        ['yourName', later.your_name],
        ['sit', main.sit],
        ['rulesTitle', later.lobby_rules_title],
        ['teamsAlone', later.lobby_teams_alone],
        ['clockNone', pages.clock_none],
        ['noHouseRules', later.lobby_no_house_rules],
        ['houseRules', later.lobby_house_rules],
      ];
      for (const [key, message] of plain) expect(words[key], `${locale} ${key}`).toBe(message);
      // the app's message says the default time a finished table is kept; the Worker's, RECORD_DAYS
      expect(words.noTable.replace('{days}', '90'), `${locale} noTable`).toBe(later.err_no_table);
      expect(missingTexts(locale, 7).description).toBe(words.noTable.replace('{days}', '7'));
      expect(words.teamN(7), `${locale} teamN`).toBe(fill(main.team_n, '7'));
      expect(words.botN(7), `${locale} botN`).toBe(fill(main.bot_n, '7'));
      expect(words.winnerIs('XY'), `${locale} winnerIs`).toBe(fill(pages.winner_is, 'XY'));
      // the lobby's summary of the table's rules
      const filled: [keyof typeof words, string][] = [
        ['teamsPairs', later.lobby_teams_pairs],
        ['teamsTwo', later.lobby_teams_two],
        ['targetPoints', later.lobby_target_points],
        ['targetTables', later.lobby_target_tables],
        ['secondsPerMove', pages.seconds_per_move],
        ['hoursPerMove', pages.hours_per_move],
        ['clockIs', later.lobby_clock],
        ['partnerOf', later.lobby_partner_of],
      ];
      for (const [key, message] of filled) expect((words[key] as (x: string) => string)('XY'), `${locale} ${key}`).toBe(fill(message, 'XY'));
    }
  });

  it('names a bot in the page\'s language, at its seat and in its team\'s name', () => {
    const withBots = preview({ seats: preview().seats.map((s) => (s.seat % 2 === 1 ? { ...s, kind: 'bot', name: `Bot ${s.seat + 1}` } : s)) });
    const ar = shareTexts(withBots, 'ar');
    expect([ar.slots.get('seat-1'), ar.slots.get('seat-3'), ar.slots.get('seat-0')]).toEqual(['بوت 2', 'بوت 4', 'Amal']);
    expect(ar.description).toContain('بوت 2 & بوت 4 (78)');
    expect(shareTexts(withBots, 'en').slots.get('seat-3')).toBe('Bot 4');
  });

  it('sums up the lobby\'s rules as the app\'s lobby does: teams, target, clock, house rules; each seat\'s team and partners', () => {
    const lobby = (over: Partial<SharePreview>) =>
      shareTexts(preview({ status: 'lobby', score: null, trick: [], seats: preview().seats.map((s) => (s.seat > 1 ? { ...s, kind: 'empty', name: null } : s)), ...over }), 'en').slots;
    const plain = lobby({});
    expect(['rules-title', 'rules-teams', 'rules-target', 'rules-clock', 'rules-house'].map((slot) => plain.get(slot))).toEqual([
      "This table's rules",
      'Teams: 2 teams of two, partners sit opposite',
      'Played to 152 points',
      'No clock',
      'No house rules: the game as the rules page tells it',
    ]);
    // seat 2 is free, its partner Amal sits at seat 0
    expect([plain.get('team-line-0'), plain.get('team-line-2'), plain.get('team-line-3')]).toEqual(['Team 1', 'Team 1 · Partner of Amal', 'Team 2 · Partner of Bilal']);
    const house = lobby({ options: { target: 101, kaboot: 'standard' }, clock: { kind: 'live', seconds: 30 } });
    expect([house.get('rules-target'), house.get('rules-clock'), house.get('rules-house')]).toEqual(['Played to 101 points', 'Clock: 30 s per move', 'House rules:']);
    expect(lobby({ clock: { kind: 'async', hours: 24 } }).get('rules-clock')).toBe('Clock: 24 h per move');
    // a game's own target words, and players alone
    const allFours = shareTexts(
      preview({ game: 'all-fours', status: 'lobby', score: null, trick: [], seats: [0, 1].map((seat) => ({ seat, kind: 'empty', name: null, team: seat })) }),
      'ar',
    ).slots;
    expect(allFours.get('rules-teams')).toBe(SHARE_WORDS.ar.teamsAlone);
    // a game's target says tables where it counts tables (Fifty-Six)
    const fiftySix = lobby({ game: 'fifty-six' });
    expect(fiftySix.get('rules-target')).toMatch(/^Each team starts with \d+ tables/);
  });

  it('labels each score chip as the app\'s score bar does for a spectator: Team n, or a player alone by name', () => {
    const pairs = shareTexts(preview(), 'en').slots;
    expect([pairs.get('team-0'), pairs.get('team-1')]).toEqual(['Team 1', 'Team 2']);
    const alone = shareTexts(
      preview({ game: 'all-fours', seats: [{ seat: 0, kind: 'human', name: 'Amal', team: 0 }, { seat: 1, kind: 'bot', name: 'Bot 2', team: 1 }], score: [3, 5], trick: [], turn: [0], handSizes: [6, 6] }),
      'ar',
    ).slots;
    expect([alone.get('team-0'), alone.get('team-1')]).toEqual(['Amal', SHARE_WORDS.ar.botN(2)]);
  });

  it('draws the first paint in the app\'s fonts, one list per script (web/src/app.css)', () => {
    const css = readFileSync(new URL('../../../web/src/app.css', import.meta.url), 'utf8');
    const lists = css.match(/^\[lang\][^{]*\{[^}]*\}/gm) ?? [];
    expect(lists.map((rule) => rule.replace(/\s*([{}:;,])\s*/g, '$1').replace(/;\}/, '}'))).toEqual(FONTS);
  });
});
