import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../shared/rules/core/shuffle.js';
import { RULES } from '../../shared/rules/registry.js';
import type { TwentyNineState } from '../../shared/rules/games/twenty-nine/state.js';
import { describeTwentyNine } from '../../web/src/lib/games/twenty-nine/describe.js';
import { ui } from '../../web/src/lib/games/twenty-nine/index.js';
import { twentyNineModel } from '../../web/src/lib/games/twenty-nine/model.js';
import Panel from '../../web/src/lib/games/twenty-nine/Panel.svelte';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { mustSetup } from '../kit/playout.js';
import { testNaming } from './table-kit.js';

const rules = RULES['twenty-nine'];
const naming = testNaming(0);
const SEATS = [0, 1, 2, 3];

/** A choice among the legal actions: `prefer` picks one (or nothing: then a seeded random one). */
type Prefer = (legal: Action[], state: TwentyNineState, seat: number) => Action | undefined;

/** Plays from `state` until `until` holds (checked before every action) or the game ends; the events, as log lines. */
function playUntil(state: TwentyNineState, until: (s: TwentyNineState) => boolean, prefer: Prefer = () => undefined, seed = 'tn', lines: LogLine[] = []) {
  const random = seededRandom(seed);
  let s = state;
  for (let i = 0; i < 5000 && rules.outcome(s) === null && !until(s); i++) {
    const seat = rules.toAct(s)[0]!;
    const legal = rules.legalActions(s, seat);
    const action = prefer(legal, s, seat) ?? legal[randomBelow(random, legal.length)]!;
    const result = rules.apply(s, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    lines.push(...result.events.map((e, n) => logLine(e, lines.length + n)));
    s = result.state;
  }
  return s;
}

function logLine(event: GameEvent, id: number): LogLine {
  const { type, audience: _audience, ...data } = event as GameEvent & { seat?: number };
  return { id, type, seat: typeof data.seat === 'number' ? data.seat : null, data };
}

// the bidder wins quickly: everyone passes and the dealer is made to bid; nobody calls off, single hands or doubles
const quiet: Prefer = (legal) => legal.find((a) => a.type === 'pass') ?? (legal.every((a) => a.type === 'bid') ? legal[0] : undefined);
const asking: Prefer = (legal) => legal.find((a) => a.type === 'ask' || a.type === 'reveal') ?? legal.find((a) => a.type === 'play');
const setup = (options: Record<string, unknown>, seed = 'aside') => mustSetup(rules, { seats: 4, seed, dealer: 3, options: { annul: 'off', singleHand: 'off', doubling: false, ...options } });
const afterChoice = (s: TwentyNineState) => s.phase === 'playing';
const models = (s: TwentyNineState) => SEATS.map((seat) => twentyNineModel(rules.view(s, seat)));

describe('Twenty-Nine at the table: the trump card beside the bidder', () => {
  it('a laid card lies face down for the others and face up for the bidder; once asked for, face up for everyone else until played', () => {
    let s = playUntil(setup({ indicator: 'handCard', seventhCard: false }), afterChoice, (legal) => quiet(legal) ?? legal.find((a) => a.type === 'trump'));
    const bidder = s.bidder;
    const laid = s.hidden!;
    expect(laid).toBeTruthy();
    for (const [seat, model] of models(s).entries()) {
      expect(model.aside).toMatchObject({ seat: bidder, card: seat === bidder ? laid : null });
      expect(model.aside!.label).toBeTruthy();
      // the laid card is out of the hand until it is revealed [TN-3.1]
      expect(model.hand).not.toContain(laid);
    }
    // someone unable to follow suit asks; the card joins the bidder's hand, face up for the others
    s = playUntil(s, (x) => x.revealed, asking);
    expect(s.revealed).toBe(true);
    const after = models(s);
    expect(after[bidder].aside).toBeNull();
    expect(after[bidder].hand).toContain(laid);
    for (const seat of SEATS.filter((x) => x !== bidder)) expect(after[seat].aside).toMatchObject({ seat: bidder, card: laid });
    s = playUntil(s, (x) => x.phase !== 'playing' || [...x.trick, ...x.tricks.flatMap((t) => t.plays)].some((p) => p.card === laid), asking);
    if (s.phase === 'playing') for (const model of models(s)) expect(model.aside).toBeNull();
  });

  it('the seventh card lies face down for everyone, the bidder too', () => {
    const s = playUntil(setup({ seventhCard: true }, 'seventh'), afterChoice, (legal) => quiet(legal) ?? legal.find((a) => a.type === 'seventhCard'));
    expect(s.form).toBe('seventh');
    for (const model of models(s)) {
      expect(model.aside).toMatchObject({ seat: s.bidder, card: null });
      expect(model.headline).toContain(s.bid!.toString());
    }
  });

  it('a spare marker: its suit shown to the bidder only, then to everyone once revealed', () => {
    let s = playUntil(setup({}, 'marker'), afterChoice, (legal) => quiet(legal) ?? legal.find((a) => a.type === 'trump'));
    const marker = `2${s.trump}`;
    for (const [seat, model] of models(s).entries()) expect(model.aside?.card).toBe(seat === s.bidder ? marker : null);
    // the headline tells the trump only to the bidder
    expect(models(s)[s.bidder].headline).toContain(`${s.bid} ${{ S: '♠', H: '♥', D: '♦', C: '♣' }[s.trump!]}`);
    expect(models(s)[(s.bidder + 1) % 4].headline).toContain(`${s.bid} (?)`);
    s = playUntil(s, (x) => x.revealed, asking);
    if (s.phase === 'playing') for (const model of models(s)) expect(model.aside?.card).toBe(marker);
  });
});

describe('Twenty-Nine at the table: the model of a whole game', () => {
  it('the playable cards are the legal plays, the hand is the view\'s, every line of the log has words', () => {
    const lines: LogLine[] = [];
    let checked = 0;
    const seen = new Set<string>();
    const watch: Prefer = (legal, state, seat) => {
      const view = rules.view(state, seat);
      const model = twentyNineModel(view);
      const plays = legal.flatMap((a) => (a.type === 'play' ? [a.card as string] : []));
      expect([...model.playable].sort()).toEqual(plays.sort());
      expect([...model.hand].sort()).toEqual([...view.myHand!].sort());
      expect(model.turn).toEqual([seat]);
      expect(model.notes).toHaveLength(4);
      seen.add(state.phase);
      checked++;
      return undefined;
    };
    const start = mustSetup(rules, { seats: 4, seed: 'whole', options: { target: 3, singleHand: 1, fullSet: true, noTrump: true } });
    const end = playUntil(start, () => false, watch, 'whole', lines);
    expect(rules.outcome(end)).not.toBeNull();
    expect(checked).toBeGreaterThan(50);
    expect(seen).toContain('playing');
    const over = twentyNineModel(rules.view(end, 0));
    expect(over.over).toBe(true);
    expect(over.winner).toBe(end.winner);
    // every event players should read has words; the decisions said at a seat among them
    const said = new Set(['handDealt', 'bidMade', 'auctionWon', 'trumpChosen', 'cardPlayed', 'trickWon', 'handScored', 'gameOver', ...ui.decisions]);
    for (const line of lines) {
      const text = describeTwentyNine(line, naming);
      if (said.has(line.type)) expect(text, line.type).toBeTruthy();
      expect(text ?? '').not.toMatch(/undefined|NaN|\{/);
    }
  });

  it('notes under the seats: each seat\'s last call in the auction, then the contract', () => {
    let s = mustSetup(rules, { seats: 4, seed: 'notes', dealer: 3, options: { annul: 'off' } });
    // F (seat 0) bids the lowest, the others pass
    s = playUntil(s, (x) => x.phase !== 'auction' || x.calls.length >= 2, (legal) => legal.find((a) => a.type === 'bid') ?? legal[0]);
    const notes = twentyNineModel(rules.view(s, 1)).notes;
    expect(notes[0]).toBe('16');
    expect(notes[1]).toBe('17');
    expect(twentyNineModel(rules.view(s, 1)).headline).toContain('17');
  });
});

describe('Twenty-Nine at the table: a button for every decision', () => {
  const panel = (s: TwentyNineState) => {
    const seat = rules.toAct(s)[0]!;
    return render(Panel, { props: { view: rules.view(s, seat), act: () => {}, naming } }).body;
  };
  // the decisions' buttons, by action type, in alphabetical order
  const actions = (html: string) => [...html.matchAll(/data-action="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"')).type as string).sort();

  it('calling off a deal without a point card [TN-1.4]', () => {
    const hands = [
      ['KS', 'QS', '8S', '7S', 'KH', 'QH', '8H', '7H'],
      ['JS', '9S', 'AS', 'TS', 'JH', '9H', 'AH', 'TH'],
      ['KD', 'QD', '8D', '7D', 'KC', 'QC', '8C', '7C'],
      ['JD', '9D', 'AD', 'TD', 'JC', '9C', 'AC', 'TC'],
    ];
    const s = mustSetup(rules, { seats: 4, seed: 'annul', dealer: 3, deal: { hands, stock: [] } });
    expect(s.phase).toBe('firstAnnul');
    const html = panel(s);
    expect(actions(html)).toEqual(['annul', 'pass']);
    expect(html).toContain('Call off the deal');
    expect(html).toContain('no point card');
  });

  it('bids with a number picker, pass and hold [TN-2.3]', () => {
    const s = playUntil(setup({ bidding: 'hold' }, 'hold'), (x) => rules.legalActions(x, rules.toAct(x)[0]!).some((a) => a.type === 'hold'), (legal) => legal.find((a) => a.type === 'bid'));
    const html = panel(s);
    expect(actions(html)).toEqual(['hold', 'pass']);
    expect(html).toContain(`Hold ${s.high!.value}`);
    expect(html).toContain('data-testid="tn-bid"');
  });

  it('trumps by suit, no trumps and the seventh card; a laid card with its own picker [TN-3]', () => {
    const choosing = (x: TwentyNineState) => x.phase === 'trump';
    const bySuit = panel(playUntil(setup({ noTrump: true, seventhCard: true }, 'suit'), choosing, quiet));
    expect(actions(bySuit)).toEqual(['noTrump', 'seventhCard', 'trump', 'trump', 'trump', 'trump']);
    const laid = panel(playUntil(setup({ indicator: 'handCard', seventhCard: false }, 'laid'), choosing, quiet));
    expect(actions(laid)).toEqual([]);
    expect(laid.match(/role="radio"/g)).toHaveLength(4);
    expect(laid).toContain('data-testid="tn-lay"');
  });

  it('single hand, double, redouble and full set [TN-6, TN-7]', () => {
    const yes: Prefer = (legal) => quiet(legal) ?? legal.find((a) => a.type === 'trump');
    let s = playUntil(setup({ singleHand: 3, doubling: true, fullSet: true }, 'stakes'), (x) => x.phase === 'single', yes);
    expect(actions(panel(s))).toEqual(['pass', 'singleHand']);
    const say = (type: string): Prefer => (legal) => (legal.some((a) => a.type === type) ? legal.find((a) => a.type === type) : legal.find((a) => a.type === 'pass'));
    s = playUntil(s, (x) => x.phase === 'double', say('pass'));
    expect(actions(panel(s))).toEqual(['double', 'pass']);
    s = playUntil(s, (x) => x.phase === 'redouble', say('double'));
    expect(actions(panel(s))).toEqual(['pass', 'redouble']);
    s = playUntil(s, (x) => x.phase === 'fullSet', say('redouble'));
    expect(actions(panel(s))).toEqual(['fullSet', 'pass']);
    expect(panel(s)).toContain('decides the match');
  });
});
