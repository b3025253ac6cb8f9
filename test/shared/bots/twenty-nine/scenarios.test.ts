import { describe, expect, it } from 'vitest';
import { decisionRandom } from '../../../../shared/bots/bot.js';
import { twentyNineBot } from '../../../../shared/bots/twenty-nine/index.js';
import type { Play } from '../../../../shared/rules/core/tricks.js';
import { twentyNine } from '../../../../shared/rules/games/twenty-nine/index.js';
import type { TrumpView, TwentyNineView } from '../../../../shared/rules/games/twenty-nine/view.js';
import type { TwentyNineAction as Action } from '../../../../shared/rules/games/twenty-nine/state.js';
import { OPTION_SETS } from './option-sets.js';
import { playGame } from './play-game.js';

// Key decisions of the standard bot, each on a view set up for it (seat 0 is the bidder unless said).

const setup = twentyNine.setup({ seats: 4, seed: 'scenario', dealer: 3 });
if (!setup.ok) throw new Error(setup.error.message);
const BASE = twentyNine.view(setup.state, 0);

const HIDDEN_SPADES: TrumpView = { form: 'marker', faceDown: false, owner: null, revealed: false, trump: null, card: null };

function cards(text: string): string[] {
  return text.split(' ');
}

function plays(text: string): Action[] {
  return cards(text).map((card) => ({ type: 'play', card }));
}

function trick(...seatCards: [number, string][]): Play[] {
  return seatCards.map(([seat, card]) => ({ seat, card }));
}

function view(over: Partial<TwentyNineView>): TwentyNineView {
  return { ...BASE, bidder: 0, bid: 17, high: { seat: 0, value: 17 }, ...over };
}

function decide(v: TwentyNineView): ReturnType<typeof twentyNineBot> {
  return twentyNineBot(v, decisionRandom('scenario', v));
}

describe('the standard twenty-nine bot', () => {
  it('[TN-1.4] annuls a hand without a point card, never one with four jacks', () => {
    const annul: Action[] = [{ type: 'pass' }, { type: 'annul' }];
    expect(decide(view({ phase: 'firstAnnul', bidder: null, viewer: 0, myHand: cards('KS QS 8H 7D'), legal: annul }))).toEqual({ type: 'annul' });
    const jacks = cards('JS JH JD JC 7S 8S 7H 8H');
    expect(decide(view({ phase: 'secondAnnul', viewer: 1, myHand: jacks, legal: annul }))).toEqual({ type: 'pass' });
  });

  it('[TN-2] bids a jack-nine suit, passes a pointless hand, never bids over its partner', () => {
    const legal: Action[] = [{ type: 'pass' }, ...Array.from({ length: 13 }, (_, i) => ({ type: 'bid' as const, value: 16 + i }))];
    const open = { phase: 'auction' as const, bidder: null, bid: null, high: null, calls: [], legal };
    expect(decide(view({ ...open, viewer: 0, myHand: cards('JS 9S AS 7H') }))).toEqual({ type: 'bid', value: 16 });
    expect(decide(view({ ...open, viewer: 0, myHand: cards('7S 8H KD QC') }))).toEqual({ type: 'pass' });
    const partnerHigh = { ...open, viewer: 2, high: { seat: 0, value: 16 }, calls: [{ seat: 0, call: 'bid' as const, value: 16 }], legal: [legal[0], ...legal.slice(2)] };
    expect(decide(view({ ...partnerHigh, myHand: cards('JS 9S AS TS') }))).toEqual({ type: 'pass' });
    // [TN-2.3] bidding hold: an earlier seat takes the number rather than bidding higher
    const hold = { ...open, viewer: 0, high: { seat: 1, value: 16 }, calls: [{ seat: 0, call: 'pass' as const, value: null }, { seat: 1, call: 'bid' as const, value: 16 }] };
    expect(decide(view({ ...hold, myHand: cards('JS 9S AS 7H'), legal: [legal[0], { type: 'hold' }, ...legal.slice(2)] }))).toEqual({ type: 'hold' });
  });

  it('[TN-3] names its best suit, laying its lowest card of it with a hand-card indicator', () => {
    const spare: Action[] = (['S', 'H', 'D', 'C'] as const).map((suit) => ({ type: 'trump', suit }));
    const hand = cards('JS 7S 9S KH');
    expect(decide(view({ phase: 'trump', myHand: hand, legal: [...spare, { type: 'seventhCard' }] }))).toEqual({ type: 'trump', suit: 'S' });
    const laid: Action[] = hand.map((card) => ({ type: 'trump', card }));
    expect(decide(view({ phase: 'trump', myHand: hand, legal: laid }))).toEqual({ type: 'trump', card: '7S' });
  });

  it('[TN-6] calls a single hand only when every card is its suit\'s master', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'singleHand' }];
    expect(decide(view({ phase: 'single', viewer: 1, myHand: cards('JS 9S AS TS JH 9H JD JC'), legal }))).toEqual({ type: 'singleHand' });
    expect(decide(view({ phase: 'single', viewer: 1, myHand: cards('JS 9S AS TS JH 9H JD 9C'), legal }))).toEqual({ type: 'pass' });
  });

  it('[TN-7] doubles a high bid its cards should defeat, not a low one', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'double' }];
    const hand = cards('JS JH 9D AD 7C 8C 7S 8H');
    expect(decide(view({ phase: 'double', viewer: 1, bid: 26, myHand: hand, legal }))).toEqual({ type: 'double' });
    expect(decide(view({ phase: 'double', viewer: 1, bid: 16, myHand: hand, legal }))).toEqual({ type: 'pass' });
  });

  it('[TN-4.3] asks for trumps when it cannot follow a rich trick the other team wins', () => {
    const hand = cards('7S 8S JC 7D');
    const legal: Action[] = [...plays('7S 8S JC 7D'), { type: 'ask' }];
    const base = { phase: 'playing' as const, trump: HIDDEN_SPADES, myHand: hand, leader: 0 };
    expect(decide(view({ ...base, viewer: 1, trick: trick([0, 'JH']), legal }))).toEqual({ type: 'ask' });
    // the partner's jack holds the trick: no call, and a point card goes to it
    expect(decide(view({ ...base, viewer: 3, trick: trick([0, '7H'], [1, 'JH'], [2, '8H']), legal }))).toEqual({ type: 'play', card: 'JC' });
  });

  it('[TN-4.2] keeps its hidden trumps: the bidder neither leads nor throws them', () => {
    const hand = cards('JS 9S AS 7H 8D KC');
    const known = { ...HIDDEN_SPADES, trump: 'S' as const };
    const lead = decide(view({ phase: 'playing', viewer: 0, trump: known, myHand: hand, trick: [], leader: 0, legal: plays('JS 9S AS 7H 8D KC') }));
    expect(lead.type === 'play' && (lead.card as string)[1]).not.toBe('S');
    const discard = decide(view({ phase: 'playing', viewer: 0, trump: known, myHand: cards('JS 9S 8D KC'), leader: 1, trick: trick([1, '7H'], [2, '8H'], [3, 'KH']), legal: [...plays('JS 9S 8D KC'), { type: 'reveal' }] }));
    expect(discard.type === 'play' && (discard.card as string)[1]).not.toBe('S');
  });

  it('[TN-4.4][TN-3.2a] reveals its unseen seventh card to win a rich trick', () => {
    const seventh: TrumpView = { form: 'seventh', faceDown: true, owner: 0, revealed: false, trump: null, card: null };
    const hand = cards('JS 9S 8C');
    const v = view({ phase: 'playing', viewer: 0, trump: seventh, myHand: hand, leader: 1, trick: trick([1, 'JD'], [2, '7D'], [3, '9D']), legal: [...plays('JS 9S 8C'), { type: 'reveal' }] });
    expect(decide(v)).toEqual({ type: 'reveal' });
  });

  it('[TN-5.1b] in whole games the engine declares the Pairs: one seat acts at a time and no bot is offered a pair action', () => {
    let declared = 0;
    for (const { options } of OPTION_SETS) {
      for (let g = 0; g < 3; g++) {
        playGame([twentyNineBot, twentyNineBot, twentyNineBot, twentyNineBot], `pair-${g}`, options, ({ before, seat, action, events }) => {
          expect(twentyNine.toAct(before)).toEqual([seat]);
          expect(action.type).not.toBe('pair');
          const pair = events.find((e) => e.type === 'pairDeclared');
          if (!pair) return;
          declared++;
          // with the play that completes the trick its team won, after that trick
          expect(action.type).toBe('play');
          expect(events.at(-2)).toMatchObject({ type: 'trickWon', team: pair.team });
        });
      }
    }
    expect(declared).toBeGreaterThan(0);
  });
});
