import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/rules/core/game.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import { targetOf } from '../../../shared/rules/games/twenty-nine/scoring.js';
import type { TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';
import { ASK, MIXED, PASS, REVEAL, SUITED, act, bid, deal, eventOf, legal, passUntil, playOut, refused, run, start } from './stack.js';

const SINGLE: Action = { type: 'singleHand' };
const DOUBLE: Action = { type: 'double' };
const REDOUBLE: Action = { type: 'redouble' };
const FULL_SET: Action = { type: 'fullSet' };

/** A deal with seat `bidder` the bidder at `value` (everyone else passing), its choice made, the hand at `phase`. */
function hand(d: typeof MIXED, bidder: number, choice: Action, phase: TwentyNineState['phase'], options: Record<string, unknown> = {}, value = 16, score?: number[]): TwentyNineState {
  let state = passUntil(start({ dealer: 3, deal: d, options, score }), 'auction');
  const calls: Action[] = [];
  for (let seat = 0; seat < bidder; seat++) calls.push(PASS);
  calls.push(bid(value), PASS, PASS, PASS);
  state = run(state, [...calls, choice]).state;
  return passUntil(state, phase);
}

const SPADES: Action = { type: 'trump', suit: 'S' };
const HEARTS: Action = { type: 'trump', suit: 'H' };

describe('[TN-5] Pair', () => {
  it('[TN-5.1][TN-5.1b] the engine declares it for the holder with the play that completes the first trick its team wins once trumps are revealed; shown to all', () => {
    // trick 1: seat 3 asks, trumps (hearts) are revealed, seat 1 wins: the King and Queen are seat 2's, the other team's
    const first = run(hand(MIXED, 1, HEARTS, 'playing'), ['7D', 'JH', 'JD', ASK, '8H']);
    expect(first.events.map((e) => e.type)).not.toContain('pairDeclared');
    expect(first.state.pair).toBeNull();
    let state = run(first.state, ['KS', '8S', 'KC']).state;
    // seat 0's 9S completes trick 2, won by seat 0: its partner's Pair is declared in the same action, after the trick
    const won = act(state, 0, { type: 'play', card: '9S' });
    expect(won.events.map((e) => e.type)).toEqual(['cardPlayed', 'trickWon', 'pairDeclared']);
    expect(eventOf(won.events, 'pairDeclared')).toEqual({ type: 'pairDeclared', audience: 'all', seat: 2, team: 0, cards: ['KH', 'QH'], bidders: false });
    state = won.state;
    expect(state).toMatchObject({ phase: 'playing', turn: 0, leader: 0, pair: { seat: 2, team: 0 } });
    expect(state.hands[2]).toEqual(expect.arrayContaining(['KH', 'QH']));
    // nobody acts out of turn: the leader leads at once, and there is no pair action
    expect(twentyNine.toAct(state)).toEqual([0]);
    expect(twentyNine.waitingFor(state)).toEqual([0]);
    expect(twentyNine.legalActions(state, 2)).toEqual([]);
    expect(legal(state).map((a) => a.type)).toEqual(['play', 'play', 'play', 'play', 'play', 'play']);
    expect(refused(state, 2, { type: 'pair' }).code).toBe('badAction');
    expect(refused(state, 2, { type: 'play', card: 'KH' }).code).toBe('notYourTurn');
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      expect(twentyNine.view(state, viewer)).toMatchObject({ pair: { seat: 2, team: 0 }, target: 20 });
    }
    // once per hand: later tricks won by either team declare nothing more
    const rest = playOut(state);
    expect(rest.events.filter((e) => e.type === 'pairDeclared')).toEqual([]);
    expect(eventOf(rest.events, 'handScored')).toMatchObject({ pair: { seat: 2, team: 0 }, target: 20 });
  });

  it('[TN-5.1] nothing is declared before the reveal, nor once one of the two cards is gone', () => {
    // seat 0 wins trick 1 while trumps are hidden: its partner's King and Queen of hearts are not declared
    const hidden = run(hand(MIXED, 1, HEARTS, 'playing'), ['JS', 'KS', '8S', 'JC']);
    expect(hidden.state.tricks.at(-1)!.winner).toBe(0);
    expect(hidden.state.revealed).toBe(false);
    expect(hidden.events.map((e) => e.type)).not.toContain('pairDeclared');
    expect(hidden.state.pair).toBeNull();
    expect(twentyNine.toAct(hidden.state)).toEqual([0]);
    // seat 2 plays its Queen in trick 2 (won by seat 1): when its team wins trick 3 only the King is left
    let state = run(hand(MIXED, 1, HEARTS, 'playing'), ['7D', 'JH', 'JD', ASK, '8H', '9H', 'QH', '7H', '8D']).state;
    const won = run(state, ['KS', '8S', 'KC', '9S']);
    state = won.state;
    expect(state.tricks.at(-1)!.winner).toBe(0);
    expect(won.events.map((e) => e.type)).not.toContain('pairDeclared');
    expect(state.pair).toBeNull();
    expect(twentyNine.toAct(state)).toEqual([0]);
  });

  it('[TN-5.1] never with no trumps or in a single hand', () => {
    // no trumps: seat 1 reveals in trick 1; seat 1 holds KS QS and seat 2 KH QH, but there are no trumps
    const noTrump = run(hand(MIXED, 1, { type: 'noTrump' }, 'playing', { noTrump: true }), ['7D', REVEAL]).state;
    expect(noTrump.revealed).toBe(true);
    const played = playOut(noTrump);
    expect(played.events.map((e) => e.type)).not.toContain('pairDeclared');
    expect(eventOf(played.events, 'handScored')).toMatchObject({ pair: null, target: 16 });
    // a single hand: seat 0 holds KS QS of its spades and takes every trick
    const single = act(hand(SUITED, 0, SPADES, 'single'), 0, SINGLE).state;
    const alone = playOut(single);
    expect(alone.events.map((e) => e.type)).not.toContain('pairDeclared');
    expect(eventOf(alone.events, 'handScored')).toMatchObject({ pair: null });
  });

  it('[TN-5.1a] a revealed laid card counts as a hand card; the defenders\' trick before does not declare the bidders\' Pair', () => {
    // seat 1 lays QS face down and keeps KS; seat 3 asks in trick 1 (won by seat 2), QS joins seat 1's hand
    const laid = deal('JS 9S AS TS KD QD 8D 7D', 'JH 9H QS TH KS AH 8C 7C', 'JD 9D AD TD KH QH 8S 7S', 'JC 9C AC TC KC QC 8H 7H');
    const first = run(hand(laid, 1, { type: 'trump', card: 'QS' }, 'playing', { indicator: 'handCard' }), ['7D', '8C', 'JD', ASK, '7H']);
    expect(first.state.hands[1]).toEqual(expect.arrayContaining(['KS', 'QS']));
    expect(first.state.tricks.at(-1)!.winner).toBe(2);
    expect(first.events.map((e) => e.type)).not.toContain('pairDeclared');
    // trick 2, won by seat 1 with JH: its Pair is declared
    const won = run(first.state, ['KH', '8H', 'KD', 'JH']);
    expect(eventOf(won.events, 'pairDeclared')).toMatchObject({ seat: 1, team: 1, cards: ['KS', 'QS'], bidders: true });
    expect(won.state.turn).toBe(1);
  });

  it('[TN-5.2] the bidding team\'s Pair lowers the target by 4 if it stays at least minBid; the other team\'s raises it, to 28 at most', () => {
    // seat 1 holds KS QS; bid 20 spades; seat 3 asks in trick 1, seat 1 wins trick 2 with JH: its Pair is declared
    const { state, events } = run(hand(MIXED, 1, SPADES, 'playing', {}, 20), ['7D', '8C', 'JD', ASK, '7H', 'KH', '8H', 'KD', 'JH']);
    expect(state.turn).toBe(1);
    expect(eventOf(events, 'pairDeclared')).toMatchObject({ seat: 1, team: 1, cards: ['KS', 'QS'], bidders: true });
    expect(twentyNine.view(state, 0).target).toBe(16);
    const base = { bidder: 1, options: { minBid: 16 } };
    expect(targetOf({ ...base, bid: 20, pair: { seat: 1, team: 1 } })).toBe(16);
    expect(targetOf({ ...base, bid: 20, pair: { seat: 0, team: 0 } })).toBe(24);
  });

  it('[TN-5.2a] worked examples: bid 26 with the defenders\' Pair needs 28; bid 18 with the bidders\' Pair and minBid 16 still needs 18', () => {
    expect(targetOf({ bid: 26, bidder: 0, pair: { seat: 1, team: 1 }, options: { minBid: 16 } })).toBe(28);
    expect(targetOf({ bid: 28, bidder: 0, pair: { seat: 1, team: 1 }, options: { minBid: 16 } })).toBe(28);
    expect(targetOf({ bid: 18, bidder: 0, pair: { seat: 2, team: 0 }, options: { minBid: 16 } })).toBe(18);
    expect(targetOf({ bid: 19, bidder: 0, pair: { seat: 2, team: 0 }, options: { minBid: 15 } })).toBe(15);
  });
});

describe('[TN-6] single hand', () => {
  it('[TN-6.1] each player from F is asked once; the first to accept takes it; the contract lapses, no doubling', () => {
    let state = hand(MIXED, 1, HEARTS, 'single');
    expect(state.turn).toBe(0);
    expect(legal(state)).toEqual([PASS, SINGLE]);
    expect(twentyNine.timeoutAction(state, 0)).toEqual(PASS);
    state = run(state, [PASS, PASS]).state;
    const called = act(state, 2, SINGLE);
    expect(eventOf(called.events, 'singleHandCalled')).toMatchObject({ audience: 'all', seat: 2, partner: 0 });
    expect(called.state).toMatchObject({ phase: 'playing', turn: 2, single: 2, doubled: 0 });
    // the trump choice no longer counts: a heart does not win a spade trick
    const trick = run(called.state, ['8S', '8H', 'QS']); // 2, 3, then 1: seat 0 sits out
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 1 });
  });

  it('[TN-6.1] a single hand after an announced reversed no-trump choice is played with the usual ranks', () => {
    let state = hand(MIXED, 1, { type: 'noTrump' }, 'single', { noTrump: true, noTrumpReversed: true });
    state = run(state, [PASS, PASS, SINGLE]).state;
    expect(eventOf(run(state, ['8S', '8H', 'QS']).events, 'trickWon')).toMatchObject({ seat: 1 });
  });

  it('[TN-6.1] a laid indicator returns to its owner\'s hand', () => {
    let state = hand(MIXED, 1, { type: 'trump', card: 'TH' }, 'single', { indicator: 'handCard' });
    state = run(state, [PASS, PASS, PASS]).state;
    const called = act(state, 3, SINGLE);
    expect(eventOf(called.events, 'hiddenCardReturned')).toEqual({ type: 'hiddenCardReturned', audience: { seat: 1 }, seat: 1, card: 'TH' });
    expect(called.state.hands[1]).toHaveLength(8);
    expect(called.state.hidden).toBeNull();
  });

  it('[TN-6.2] the partner sits out; the caller leads and takes all 8 tricks: +3', () => {
    let state = hand(SUITED, 0, SPADES, 'single');
    state = act(state, 0, SINGLE).state;
    expect(state.turn).toBe(0);
    state = act(state, 0, { type: 'play', card: 'JS' }).state;
    expect(state.turn).toBe(1);
    state = act(state, 1, { type: 'play', card: 'JH' }).state;
    expect(state.turn).toBe(3); // seat 2, the caller's partner, is skipped
    const { events } = playOut(state);
    expect(events.filter((e) => e.type === 'cardPlayed' && e.seat === 2)).toEqual([]);
    expect(eventOf(events, 'handScored')).toMatchObject({ single: { seat: 0, won: true }, change: [3, 0], scores: [3, 0] });
  });

  it('[TN-6.2] the hand ends at the first trick lost: -3; option singleHand sets the value or removes it', () => {
    let state = hand(MIXED, 1, HEARTS, 'single', { singleHand: 5 });
    state = run(state, [PASS, PASS, PASS, SINGLE]).state;
    const { events } = run(state, ['8H', 'JS', 'KH']); // seat 3 leads, seat 1 sits out, seat 2 wins
    const tricks = events.filter((e) => e.type === 'trickWon');
    expect(tricks).toHaveLength(1);
    expect(tricks[0]).toMatchObject({ seat: 2 });
    expect(eventOf(events, 'handScored')).toMatchObject({ single: { seat: 3, won: false }, change: [0, -5] });
    const off = hand(MIXED, 1, HEARTS, 'secondAnnul', { singleHand: 'off' });
    expect(run(off, [PASS, PASS, PASS, PASS]).state.phase).toBe('double');
  });

  it('[TN-6.2a] anyone may call it; a hidden seventh card returns to the bidder; the next hand is dealt and led as usual', () => {
    let state = hand(MIXED, 1, { type: 'seventhCard' }, 'single');
    state = run(state, [PASS, PASS, PASS]).state;
    const called = act(state, 3, SINGLE);
    expect(eventOf(called.events, 'hiddenCardReturned')).toMatchObject({ audience: { seat: 1 }, card: '8C' });
    expect(called.state.hands[1]).toContain('8C');
    const next = playOut(called.state).state;
    expect(next).toMatchObject({ dealer: 0, single: -1, hand: 2 });
    const played = passUntil(run(passUntil(next, 'auction'), [bid(16), PASS, PASS, PASS, SPADES]).state, 'playing');
    expect(played.turn).toBe(1);
  });
});

describe('[TN-7] doubling', () => {
  it('[TN-7.1] the bidder\'s opponents may double; the bidder then its partner may redouble; game points x2 or x4', () => {
    let state = hand(SUITED, 0, SPADES, 'double');
    expect(state.turn).toBe(1);
    expect(legal(state)).toEqual([PASS, DOUBLE]);
    expect(twentyNine.timeoutAction(state, 1)).toEqual(PASS);
    const doubled = act(state, 1, DOUBLE);
    expect(eventOf(doubled.events, 'doubled')).toMatchObject({ audience: 'all', seat: 1 });
    state = doubled.state;
    expect(state).toMatchObject({ phase: 'redouble', turn: 0, doubled: 1 });
    state = act(state, 0, PASS).state;
    expect(state.turn).toBe(2);
    state = act(state, 2, REDOUBLE).state;
    expect(state).toMatchObject({ phase: 'playing', doubled: 2, turn: 0 });
    expect(eventOf(playOut(state).events, 'handScored')).toMatchObject({ doubled: 2, change: [4, 0] });
    let twice = hand(SUITED, 0, SPADES, 'double');
    twice = run(twice, [DOUBLE, PASS, PASS]).state;
    expect(eventOf(playOut(twice).events, 'handScored')).toMatchObject({ change: [2, 0] });
    expect(hand(SUITED, 0, SPADES, 'double', { doubling: false }).phase).toBe('playing');
  });

  it('[TN-7.1a] the opponents are asked from F; the first double ends the question; no double, no redouble', () => {
    let state = hand(SUITED, 2, SPADES, 'double');
    expect(state.turn).toBe(1);
    state = act(state, 1, PASS).state;
    expect(state.turn).toBe(3);
    expect(act(state, 3, PASS).state.phase).toBe('playing');
    const first = act(hand(SUITED, 2, SPADES, 'double'), 1, DOUBLE).state;
    expect(first).toMatchObject({ phase: 'redouble', turn: 2 });
  });

  it('[TN-7.2] full set: after a redouble the doubler, then its partner, may call it; the hand decides the match', () => {
    let state = hand(SUITED, 0, SPADES, 'double', { fullSet: true });
    state = run(state, [DOUBLE, REDOUBLE]).state;
    expect(state).toMatchObject({ phase: 'fullSet', turn: 1 });
    state = act(state, 1, PASS).state;
    expect(state.turn).toBe(3);
    const called = act(state, 3, FULL_SET);
    expect(eventOf(called.events, 'fullSetCalled')).toMatchObject({ seat: 3 });
    const { state: end, events } = playOut(called.state);
    expect(eventOf(events, 'gameOver')).toMatchObject({ winner: 0, winners: [0, 2], scores: [4, 0] });
    expect(twentyNine.outcome(end)).toEqual({ winner: 0, winners: [0, 2], score: [4, 0] });
    expect(hand(SUITED, 0, SPADES, 'double', {}).phase).toBe('double');
    expect(run(hand(SUITED, 0, SPADES, 'double'), [DOUBLE, REDOUBLE]).state.phase).toBe('playing');
  });

  it('[TN-7.2a] when the bidders fall short after a full set, the doublers win the match whatever the scores', () => {
    let state = hand(SUITED, 1, HEARTS, 'double', { fullSet: true }, 16, [0, 5]);
    state = run(state, [DOUBLE, REDOUBLE, FULL_SET]).state;
    const { state: end, events } = playOut(state);
    expect(eventOf(events, 'handScored')).toMatchObject({ made: false, fullSet: true, change: [0, -4], scores: [0, 1] });
    expect(end).toMatchObject({ phase: 'over', winner: 0 });
  });
});

describe('[TN-8] scoring and the match', () => {
  it('[TN-8.1] reaching the target: +1; short: -1; only the bidding team\'s score changes', () => {
    const made = eventOf(playOut(hand(SUITED, 0, SPADES, 'playing')).events, 'handScored');
    expect(made).toMatchObject({ bidder: 0, bid: 16, target: 16, points: [29, 0], made: true, change: [1, 0], scores: [1, 0] });
    const lost = eventOf(playOut(hand(SUITED, 1, HEARTS, 'playing')).events, 'handScored');
    expect(lost).toMatchObject({ bidder: 1, made: false, change: [0, -1], scores: [0, -1] });
  });

  it('[TN-8.1a] all 8 tricks are played even once the result is certain; the last-trick point goes to trick 8\'s winner', () => {
    const { events, state } = playOut(hand(SUITED, 1, HEARTS, 'playing'));
    const tricks = events.filter((e) => e.type === 'trickWon');
    expect(tricks).toHaveLength(8);
    expect(tricks[7]).toMatchObject({ seat: 0, points: 1 });
    expect(state.lastHand!.tricksWon).toEqual([8, 0]);
    expect(twentyNine.history(state)).toEqual([state.lastHand]);
  });

  it('[TN-8.2] allTricks: a bidding team taking all 8 tricks scores +2, times the level', () => {
    expect(eventOf(playOut(hand(SUITED, 0, SPADES, 'playing', { allTricks: true })).events, 'handScored').change).toEqual([2, 0]);
    const doubled = run(hand(SUITED, 0, SPADES, 'double', { allTricks: true }), [DOUBLE, PASS, PASS]).state;
    expect(eventOf(playOut(doubled).events, 'handScored').change).toEqual([4, 0]);
    // the bidder's team takes fewer than 8 tricks: +1 only
    const some = run(hand(MIXED, 1, HEARTS, 'playing', { allTricks: true }), ['7D', 'JH', 'JD', ASK, '8H']).state;
    const scored = eventOf(playOut(some).events, 'handScored');
    if (scored.made) expect(scored.change).toEqual([0, 1]);
    else expect(scored.change).toEqual([0, -1]);
  });

  it('[TN-8.3] +target wins the match; -target loses it; scores are capped', () => {
    const win = playOut(hand(SUITED, 0, SPADES, 'playing', {}, 16, [5, 0]));
    expect(eventOf(win.events, 'gameOver')).toMatchObject({ winner: 0, scores: [6, 0] });
    expect(twentyNine.legalActions(win.state, 0)).toEqual([]);
    const lose = playOut(hand(SUITED, 1, HEARTS, 'playing', {}, 16, [0, -5]));
    expect(eventOf(lose.events, 'gameOver')).toMatchObject({ winner: 0, winners: [0, 2], scores: [0, -6] });
    expect(twentyNine.view(lose.state, 1).winner).toBe(0);
  });

  it('[TN-8.3a] the cap is ±target, and the match ends after the hand that reaches it', () => {
    const capped = run(hand(SUITED, 0, SPADES, 'double', { target: 3 }, 16, [2, 0]), [DOUBLE, REDOUBLE]).state;
    const { events, state } = playOut(capped);
    expect(eventOf(events, 'handScored')).toMatchObject({ change: [1, 0], scores: [3, 0] });
    expect(state).toMatchObject({ phase: 'over', winner: 0, scores: [3, 0] });
    const below = playOut(hand(SUITED, 0, SPADES, 'playing', { target: 3 }, 16, [1, 0])).state;
    expect(below).toMatchObject({ phase: 'firstAnnul', scores: [2, 0], dealer: 0 });
  });
});
