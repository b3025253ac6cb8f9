import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/rules/core/game.js';
import type { TwentyEightState } from '../../shared/rules/games/twenty-eight/state.js';
import { RULES } from '../../shared/rules/registry.js';
import { describeTwentyEight } from '../../web/src/lib/games/twenty-eight/describe.js';
import { ui } from '../../web/src/lib/games/twenty-eight/index.js';
import { twentyEightModel } from '../../web/src/lib/games/twenty-eight/model.js';
import Panel from '../../web/src/lib/games/twenty-eight/Panel.svelte';
import Sheet from '../../web/src/lib/games/twenty-eight/Sheet.svelte';
import { mustApply, mustSetup } from '../kit/playout.js';
import { testNaming } from './table-kit.js';

const rules = RULES['twenty-eight'];
const naming = testNaming();

/** The seat to act's choice: asking for the trump when it may, no to every question, the lowest bid, the first card. */
function choose(legal: Action[]): Action {
  return legal.find((a) => a.type === 'ask') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
}

/** Plays a seeded game with the engine until `stop` holds (before the move), collecting every event's log line. */
function playUntil(seats: number, stop: (s: TwentyEightState) => boolean, options: Record<string, unknown> = {}, seed = 'te-model') {
  let state = mustSetup(rules, { seats, seed, dealer: 0, options: { thani: 'off', ...options } });
  const lines: { type: string; seat: number | null; data: Record<string, unknown> }[] = [];
  for (let i = 0; i < 2000 && rules.outcome(state) === null && !stop(state); i++) {
    const seat = rules.toAct(state)[0];
    const result = rules.apply(state, seat, choose(rules.legalActions(state, seat)));
    if (!result.ok) throw new Error(result.error.message);
    for (const { type, audience: _a, ...data } of result.events) {
      lines.push({ type, seat: typeof data.seat === 'number' ? data.seat : null, data });
    }
    state = result.state;
  }
  return { state, lines };
}

const viewOf = (state: TwentyEightState, seat: number | 'spectator') => rules.view(state, seat);
const html = (body: string) => body.replace(/<!--[^]*?-->/g, '');

describe('Twenty-Eight at the table: the model from the engine\'s views', () => {
  it('the trump card lies beside the bidder: face down for the others and anyone watching, face up for the bidder', () => {
    const { state } = playUntil(4, (s) => s.phase === 'bid2');
    const bidder = state.trumpSeat;
    expect(bidder).toBeGreaterThanOrEqual(0);
    const own = twentyEightModel(viewOf(state, bidder));
    expect(own.aside).toMatchObject({ seat: bidder, card: state.trumpCard });
    expect(own.hand).not.toContain(state.trumpCard);
    for (const seat of [0, 1, 2, 3].filter((s) => s !== bidder)) {
      expect(twentyEightModel(viewOf(state, seat)).aside).toEqual({ seat: bidder, card: null, label: 'Trump card' });
    }
    expect(twentyEightModel(viewOf(state, 'spectator')).aside?.card).toBeNull();
  });

  it('the playable cards are the view\'s legal plays, sorted in the hand by J 9 A 10 K Q 8 7', () => {
    const { state } = playUntil(4, (s) => s.phase === 'play' && s.trick.length === 1);
    const seat = state.turn;
    const view = viewOf(state, seat);
    const model = twentyEightModel(view);
    const plays = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect([...model.playable].sort()).toEqual(plays.sort());
    expect(model.turn).toEqual([seat]);
    expect(model.hand.length).toBe(view.myHand!.length);
    expect(model.headline).toMatch(/^Bid \d+ — Bidders \d+\/\d+ · Others \d+\/\d+$/);
  });

  it('asking for the trump turns the card face up at the bidder for the others until it is played; the bidder has it in hand', () => {
    const { state, lines } = playUntil(4, (s) => s.exposed);
    expect(state.exposed).toBe(true);
    const bidder = state.bidder;
    const trump = state.trumpCard!;
    const other = [0, 1, 2, 3].find((s) => s !== bidder)!;
    if (state.hands[bidder].includes(trump)) {
      expect(twentyEightModel(viewOf(state, other)).aside).toMatchObject({ seat: bidder, card: trump });
      expect(twentyEightModel(viewOf(state, other)).headline).toContain(`Trumps ${{ S: '♠', H: '♥', D: '♦', C: '♣' }[trump[1]]}`);
    }
    const mine = twentyEightModel(viewOf(state, bidder));
    expect(mine.aside).toBeNull();
    expect(mine.hand.includes(trump)).toBe(state.hands[bidder].includes(trump));
    const said = lines.filter((l) => l.type === 'trumpAsked' || l.type === 'trumpExposed').map((l) => describeTwentyEight({ id: 0, ...l }, naming));
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(/trump card is .+: . are trumps/);
  });

  it('every event of a whole game that players read is told in words; the decisions are among them', () => {
    const { state, lines } = playUntil(4, () => false, { target: 2, doubling: true });
    expect(state.phase).toBe('over');
    const silent = new Set(['cardsDealt', 'redealDeclined', 'declined']);
    for (const line of lines.filter((l) => !silent.has(l.type))) {
      expect(describeTwentyEight({ id: 0, ...line }, naming), line.type).toBeTruthy();
    }
    for (const type of ui.decisions) expect(describeTwentyEight({ id: 0, type, seat: 1, data: { seat: 1, call: 'bid', value: 20 } }, naming), type).toBeTruthy();
  });

  it('the panel offers every decision of the moment: bids, the trump card from the hand, Thani, double, ask', () => {
    const panel = (state: TwentyEightState, seat = state.turn) => html(render(Panel, { props: { view: viewOf(state, seat), act: () => {}, naming } }).body);
    const opening = playUntil(4, () => true).state;
    expect(panel(opening)).toMatch(/class="go\b[^>]*>Bid 14</);
    const laying = playUntil(4, (s) => s.phase === 'trump').state;
    const cards = viewOf(laying, laying.turn).legal.filter((a) => a.type === 'trump');
    expect((panel(laying).match(/class="btn\b/g) ?? []).length).toBe(cards.length);
    const thani = playUntil(4, (s) => s.phase === 'thani', { thani: 4 }).state;
    expect(panel(thani)).toContain('Thani');
    const doubling = playUntil(4, (s) => s.phase === 'double', { doubling: true }).state;
    expect(panel(doubling)).toContain('Double');
    const asking = playUntil(4, (s) => s.phase === 'play' && rules.legalActions(s, s.turn).some((a) => a.type === 'ask')).state;
    expect(panel(asking)).toContain('Ask for trumps');
  });

  it('a declared Pair lies face up at its holder\'s seat as cards known to be in hand, and its seat\'s note says Pair', () => {
    let found: TwentyEightState | null = null;
    for (let i = 0; i < 60 && !found; i++) {
      const { state } = playUntil(4, (s) => s.pair !== null, { pointlessRedeal: 'off' }, `te-pair-${i}`);
      if (state.pair) found = state;
    }
    expect(found).not.toBeNull();
    const state = found!;
    const holder = state.pair!.seat;
    const suit = state.trumpCard![1];
    const other = (holder + 1) % 4;
    const model = twentyEightModel(viewOf(state, other));
    const known = [`K${suit}`, `Q${suit}`].filter((card) => state.hands[holder].includes(card));
    // the exposed trump card, if it is one of them, lies apart at the seat (the aside card)
    for (const card of known) expect([...model.shown[holder], model.aside?.card]).toContain(card);
    expect(model.shown[holder].length).toBeGreaterThan(0);
    expect(model.notes[holder]).toContain('Pair');
    expect(ui.shownLabel?.()).toBe('Known to be in hand');
  });

  it('at 3 players the score is each seat\'s tables; at 6 the aside card and silent seats work the same', () => {
    const three = playUntil(3, (s) => s.phase === 'play').state;
    const model = twentyEightModel(viewOf(three, 0));
    expect(model.score).toEqual([12, 12, 12]);
    expect(model.scoreLabel).toBe('Tables');
    const six = playUntil(6, (s) => s.phase === 'play').state;
    const m6 = twentyEightModel(viewOf(six, six.trumpSeat));
    expect(m6.aside?.card).toBe(six.trumpCard);
    // the 6 cards dealt at once, one of them lying beside the hand
    expect(m6.hand).toHaveLength(5);
  });

  it('the sheet shows the last hand and every hand', () => {
    const { state } = playUntil(4, () => false, { target: 2 });
    const body = html(render(Sheet, { props: { view: viewOf(state, 0), history: rules.history(state), act: () => {}, naming } }).body);
    expect(body).toContain('Bidders took');
    expect(body.match(/<tr>/g)!.length).toBeGreaterThan(3);
  });
});
