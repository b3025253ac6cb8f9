import { readFileSync } from 'node:fs';
import { render } from 'svelte/server';
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../shared/rules/registry.js';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { isPartner, seatTeams } from '../../web/src/lib/games/teams.js';
import Card from '../../web/src/lib/table/Card.svelte';
import { CONTRAST_KEY, HIGH_CONTRAST, isHighContrast, setHighContrast } from '../../web/src/lib/table/contrast.js';
import { answerDeckOffer, DECK_KEY, DECK_OFFERED_KEY, deckOfferDue, FOUR_COLOUR, isFourColour, setFourColour } from '../../web/src/lib/table/deck.js';
import Felt from '../../web/src/lib/table/Felt.svelte';
import { initials } from '../../web/src/lib/table/initials.js';
import { mustSetup } from '../kit/playout.js';
import { MemoryStorage } from './fake-storage.js';

/** Server-rendered markup without Svelte's hydration comments and scoping classes. */
const plain = (html: string) => html.replace(/<!--[^]*?-->/g, '').replace(/ ?svelte-\w+/g, '').replace(/ class=""/g, '');

describe('initials for an avatar', () => {
  it('take the first letter of the first and last words, in capitals', () => {
    expect(initials('Aisha')).toBe('A');
    expect(initials('  kern   de la  rosa ')).toBe('KR');
    expect(initials('')).toBe('');
  });
  it('keep a letter whole: a Tamil or Malayalam consonant with its vowel sign, a Bengali conjunct, an emoji', () => {
    expect(initials('கிருஷ்ணன்')).toBe('கி');
    expect(initials('മീര')).toBe('മീ');
    expect(initials('শ্যামল')).toBe('শ্যা');
    expect(initials('👩🏽‍🚀 Sam')).toBe('👩🏽‍🚀S');
  });
  it('without Intl.Segmenter, still keep a letter with its marks', async () => {
    vi.resetModules();
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    try {
      const { initials: bare } = await import('../../web/src/lib/table/initials.js');
      expect(bare('கிருஷ்ணன் Raj')).toBe('கிR');
      expect(bare('മീര')).toBe('മീ');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('take the same first letter as Intl.Segmenter, in every script the app speaks and beyond', () => {
    const segmenter = new Intl.Segmenter();
    const words = ['Aisha', 'zoë', 'Ébène', 'O\u0301scar', 'سارة', 'محمد', 'كريم', 'கவிதா', 'சீதா', 'க்ஷேத்ரா', 'মীরা', 'শ্যামল', 'അനു', 'ക്ഷമ',
      'Maria', 'Ñandú', '3rd', '가나', '한글', 'ไทย', 'เจน', '🇵🇭Juan', '👍🏽ok', 'e\u200dx', '李明', 'Ωmega'];
    for (const word of words) {
      const first = segmenter.segment(word)[Symbol.iterator]().next().value!.segment;
      expect(initials(word), word).toBe(first.toLocaleUpperCase());
    }
  });
  it('keep Arabic initials apart, so they do not join into a word', () => {
    expect(initials('سارة')).toBe('س');
    expect(initials('محمد علي')).toBe('م\u200cع');
  });
});

describe('teams before a game', () => {
  // every seat count and team option of every game, against the engine's own teams once a game is set up
  for (const game of GAME_IDS) {
    const teamOptions = game === 'fifty-six' ? [{}, { teams: 'two' }, { teams: 'pairs' }] : [{}];
    for (const seats of MANIFESTS[game].seatCounts) {
      for (const options of teamOptions) {
        it(`${game}, ${seats} seats, ${JSON.stringify(options)}: the lobby's teams are the engine's`, () => {
          const rules = GAMES[game];
          const state = mustSetup(rules, { seats, seed: 'teams', options });
          const engine = Array.from({ length: seats }, (_, seat) => rules.teamOf(state, seat));
          expect(seatTeams(game, seats, options)).toEqual(engine);
        });
      }
    }
  }
  it('a partner is another seat of the viewer\'s team; someone watching has none', () => {
    const teams = [0, 1, 0, 1];
    expect([0, 1, 2, 3].map((seat) => isPartner(teams, 0, seat))).toEqual([false, false, true, false]);
    expect([0, 1, 2, 3].some((seat) => isPartner(teams, null, seat))).toBe(false);
  });
});

describe('the deck', () => {
  it('is red and black until this browser chooses four colours, which the page shows at once and keeps', () => {
    const storage = new MemoryStorage();
    const classes = new Set<string>();
    const element = { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } };
    expect(isFourColour(storage)).toBe(false);
    setFourColour(storage, true, element);
    expect(isFourColour(storage)).toBe(true);
    expect(classes.has(FOUR_COLOUR)).toBe(true);
    setFourColour(storage, false, element);
    expect(isFourColour(storage)).toBe(false);
    expect(classes.has(FOUR_COLOUR)).toBe(false);
  });
  it('is chosen before the first card is drawn: app.html reads the same key and sets the same class', () => {
    const html = readFileSync('web/src/app.html', 'utf8');
    expect(html).toContain(`localStorage.getItem('${DECK_KEY}')==='four'`);
    expect(html).toContain(`classList.add('${FOUR_COLOUR}')`);
    expect(readFileSync('web/src/app.css', 'utf8')).toContain(`.${FOUR_COLOUR} {`);
  });
});

describe('the four-colour deck offered on a first visit', () => {
  it('is offered until this browser chose a deck or answered; either answer is kept', () => {
    const classes = new Set<string>();
    const element = { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } };
    const fresh = new MemoryStorage();
    expect(deckOfferDue(fresh)).toBe(true);
    answerDeckOffer(fresh, false, element);
    expect(deckOfferDue(fresh)).toBe(false);
    expect(isFourColour(fresh)).toBe(false);
    const yes = new MemoryStorage();
    answerDeckOffer(yes, true, element);
    expect([deckOfferDue(yes), isFourColour(yes), classes.has(FOUR_COLOUR), yes.getItem(DECK_OFFERED_KEY)]).toEqual([false, true, true, '1']);
    // a deck chosen on the home page first: no offer
    const chose = new MemoryStorage();
    setFourColour(chose, true, element);
    expect(deckOfferDue(chose)).toBe(false);
  });
});

describe('high contrast', () => {
  it("follows the system until this browser chooses; the choice wins either way and shows at once", () => {
    const storage = new MemoryStorage();
    const classes = new Set<string>();
    const element = { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } };
    expect([isHighContrast(storage, false), isHighContrast(storage, true)]).toEqual([false, true]);
    setHighContrast(storage, false, element);
    expect(isHighContrast(storage, true)).toBe(false);
    setHighContrast(storage, true, element);
    expect([isHighContrast(storage, false), classes.has(HIGH_CONTRAST)]).toEqual([true, true]);
  });
  it('is set before the first paint: app.html reads the same key, the system\'s wish, and sets the same class', () => {
    const html = readFileSync('web/src/app.html', 'utf8');
    expect(html).toContain(`localStorage.getItem('${CONTRAST_KEY}')`);
    expect(html).toContain("matchMedia('(prefers-contrast: more)')");
    expect(html).toContain(`classList.add('${HIGH_CONTRAST}')`);
    expect(readFileSync('web/src/app.css', 'utf8')).toContain(`.${HIGH_CONTRAST} {`);
  });
});

describe('card faces', () => {
  it('a court card is marked by its rank (its figure is drawn by the stylesheet), with its index in the corner', () => {
    const body = plain(render(Card, { props: { card: 'KS', label: 'king of spades' } }).body);
    expect(body).toMatch(/class="card sS rK\b/);
    expect(body).toContain('<b>K</b><i>♠</i>');
    expect(body).toContain('aria-label="king of spades"');
    expect(plain(render(Card, { props: { card: 'TD' } }).body)).toMatch(/class="card sD rT\b[^"]*".*<b>10<\/b>/);
    expect(render(Card, { props: { card: 'JS2' } }).body).toMatch(/class="card sS rJ\b/);
  });
  it('every court rank has its figure and headwear in the stylesheet', () => {
    const css = readFileSync('web/src/lib/table/Card.svelte', 'utf8');
    for (const rank of ['K', 'Q', 'J']) {
      expect(css).toMatch(new RegExp(`\\.r${rank}::before \\{ --m: var\\(--body\\), url\\(`));
      expect(css).toMatch(new RegExp(`\\.r${rank}::after \\{ --m: url\\(`));
    }
  });
});

describe('seat badges on the felt', () => {
  // Felt.svelte's SeatBadge (the root typecheck does not read a component's exports)
  type SeatBadge = { name: string; cards: number; turn: boolean; dealer: boolean; team: number; out: boolean; note: string; status: string; away: boolean; bot?: boolean; shown: { card: string; callable: boolean }[] };
  const badge = (name: string, team: number, over: Partial<SeatBadge> = {}): SeatBadge => ({
    name, cards: 8, turn: false, dealer: false, team, out: false, note: '', status: '', away: false, shown: [], ...over,
  });
  const badges = [badge('You', 0), badge('Badr Saleh', 1), badge('Chandni', 0), badge('Bot 4', 1, { bot: true })];
  const felt = (viewer: number | null) => plain(render(Felt, { props: { seats: 4, viewer, badges, trick: [], cardName: (c: string) => c } }).body);
  const seatHtml = (html: string, seat: number) => html.split(/(?=<div[^>]*data-seat=)/).find((part) => part.includes(`data-seat="${seat}"`)) ?? '';

  it('show initials in the team colour, a robot for a bot, and the partner marked as partner', () => {
    const html = felt(0);
    expect(seatHtml(html, 1)).toMatch(/class="avatar[^"]*"[^>]*>BS</);
    expect(seatHtml(html, 2)).toMatch(/\bpartner\b/);
    expect(seatHtml(html, 2)).toContain('>Partner<');
    expect(seatHtml(html, 1)).not.toContain('Partner');
    expect(seatHtml(html, 3)).toContain('<svg class="icon');
    expect(seatHtml(html, 3)).not.toContain('Partner');
  });
  it('mark no partner for someone watching', () => {
    expect(felt(null)).not.toContain('Partner');
  });
});
