import { describe, expect, it } from 'vitest';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import { D3, PAIR, SUITS } from './deals.js';
import { deal, eventOf, finish, refused, run, seenBy, start, types } from './stack.js';

// PAIR: seat 1 bids `value` and lays JH; T1 seat 1 wins on clubs (hidden), T2 seat 2 wins on spades, T3
// seat 0 asks on hearts and seat 1 wins with JH: its team won a trick after the exposure.
const PAIR_PLAY = ['8C', 'JC', 'AC', 'QC', 'KS', 'JS', 'TS', '7S', 'AH', '7H', 'ask', '7D', 'JH'];
const pairAt = (value: number) => run(start({ deal: PAIR }), [14, value, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
const declarations = (events: { type: string }[]) => events.filter((e) => e.type === 'pairDeclared');

describe('[TE-6] the Pair, declared by the engine [TE-6.1b]', () => {
  it('[TE-6.1] none while the trump is hidden; declared with the card that completes the first trick its team wins after the exposure', () => {
    const hidden = run(pairAt(20), PAIR_PLAY.slice(0, 4)); // seat 1 wins T1 holding KH QH, the trump hidden
    expect(hidden.state.tricks[0].winner).toBe(1);
    expect(declarations(hidden.events)).toEqual([]);
    expect(hidden.state.pair).toBeNull();
    expect(hidden.state.target).toBe(20);
    const before = run(hidden.state, PAIR_PLAY.slice(4, -1)).state; // T3 up to seat 1's last card: the trump is exposed
    expect(before.exposed).toBe(true);
    expect(before.pair).toBeNull();
    const { state: declared, events } = run(before, ['JH']);
    expect(events.map((e) => e.type)).toEqual(['cardPlayed', 'trickWon', 'pairDeclared']);
    expect(eventOf(events, 'pairDeclared')).toMatchObject({ audience: 'all', seat: 1, team: 1, cards: ['KH', 'QH'], bidding: true, target: 16 });
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(seenBy(events, declared, viewer).map((e) => e.type)).toContain('pairDeclared');
    expect(declared.target).toBe(16); // [TE-6.2] 20 - 4
    expect(declared.pair).toEqual({ seat: 1, bidding: true, target: 16 });
    expect(twentyEight.view(declared, 0).known[1]).toEqual(['KH', 'QH']); // [TE-4.2]
    expect(twentyEight.view(declared, 0).pair).toEqual({ seat: 1, bidding: true, target: 16 });
    // nothing to do for the holder: the leader alone acts, and a Pair action does not exist
    expect(declared.turn).toBe(1);
    expect(twentyEight.toAct(declared)).toEqual([1]);
    expect(twentyEight.waitingFor(declared)).toEqual([1]);
    expect(types(declared)).toEqual(['play']);
    expect(refused(declared, 1, { type: 'pair' }).code).toBe('badAction');
  });

  it('[TE-6.1] once a hand: the rest of the hand declares nothing more, and the hand is scored against the moved target', () => {
    const declared = run(pairAt(20), PAIR_PLAY).state;
    const { events } = finish(declared);
    expect(declarations(events)).toEqual([]);
    expect(eventOf(events, 'handScored')).toMatchObject({ contract: 20, pair: { seat: 1, bidding: true, target: 16 }, target: 16 });
  });

  it('[TE-6.2][TE-6.2a] the bidding team\'s Pair does nothing if the target would fall under 14', () => {
    const { state, events } = run(pairAt(15), PAIR_PLAY);
    expect(eventOf(events, 'pairDeclared')).toMatchObject({ seat: 1, bidding: true, target: 15 });
    expect(state.target).toBe(15);
    expect(state.pair).toMatchObject({ seat: 1, bidding: true, target: 15 });
  });

  it('[TE-6.1a] a trick won by the holder\'s partner declares it for the holder, who is not on turn', () => {
    // T3: seat 2 leads 9S, seat 3 asks and trumps with 8H, seat 0 plays AS, seat 1 QS: seat 3 wins
    const before = run(pairAt(20), [...PAIR_PLAY.slice(0, 8), '9S', 'ask', '8H', 'AS']).state;
    expect(before.exposed).toBe(true);
    const { state, events } = run(before, ['QS']);
    expect(state.tricks[2].winner).toBe(3);
    expect(eventOf(events, 'pairDeclared')).toMatchObject({ seat: 1, team: 1, bidding: true, target: 16 });
    expect(state.turn).toBe(3);
    expect(twentyEight.toAct(state)).toEqual([3]);
    expect(twentyEight.legalActions(state, 1)).toEqual([]);
  });

  it('[TE-6.1a] an exposed trump card counts as a hand card: a King laid face down makes a Pair with the Queen', () => {
    const relaid = run(start({ deal: PAIR }), [14, 15, 'p', 'p', 'p', 't:JH', 'p', 24, 'p', 'p', 'p', 'retake', 't:KH', 'p', 'p', 'p', 'p']).state;
    expect(relaid.trumpCard).toBe('KH');
    const { state, events } = run(relaid, PAIR_PLAY);
    expect(state.hands[1]).toContain('KH');
    expect(eventOf(events, 'pairDeclared')).toMatchObject({ seat: 1, cards: ['KH', 'QH'], bidding: true, target: 20 });
    expect(state.target).toBe(20);
  });

  it('[TE-6.1a][TE-6.2] the other team\'s Pair raises the target by 4, not after the bidder\'s trick', () => {
    // seat 0 bids 14 alone and lays AS; seat 1 holds KS QS and wins T1 while the trump is hidden
    let state = run(start({ deal: PAIR }), [14, 'p', 'p', 'p', 't:AS', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    let step = run(state, ['8C', 'JC', 'TC', 'QC']);
    expect(declarations(step.events)).toEqual([]);
    step = run(step.state, ['JH', 'AH', '7H', 'expose', '7S']); // seat 0 exposes, trumps and wins: not the holder's team
    expect(step.state.exposed).toBe(true);
    expect(step.state.tricks[1].winner).toBe(0);
    expect(declarations(step.events)).toEqual([]);
    expect(step.state.pair).toBeNull();
    expect(twentyEight.toAct(step.state)).toEqual([0]);
    step = run(step.state, ['7C', '9C', 'AC', 'KC']); // seat 1's 9C wins
    state = step.state;
    expect(eventOf(step.events, 'pairDeclared')).toMatchObject({ seat: 1, team: 1, cards: ['KS', 'QS'], bidding: false, target: 18 });
    expect(state.pair).toMatchObject({ seat: 1, bidding: false, target: 18 });
    expect(state.target).toBe(18);
    // [TE-6.2] a raise stops at 28
    const high = run(start({ deal: PAIR }), [26, 'p', 'p', 'p', 't:AS', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    const raised = run(high, ['8C', 'JC', 'TC', 'QC', 'JH', 'AH', '7H', 'expose', '7S', '7C', '9C', 'AC', 'KC']).state;
    expect(raised.pair).toMatchObject({ seat: 1, bidding: false, target: 28 });
    expect(raised.target).toBe(28);
  });

  it('[TE-6.1] none once the holder has played its King or Queen', () => {
    // seat 0 bids 14 alone and lays AS; seat 1 (KS QS) leads QS at T2 while spades are hidden (seat 2's JS
    // wins); T3 seat 1 asks on diamonds and wins with KS: its trick after the exposure, but no Pair left
    const state = run(start({ deal: PAIR }), [14, 'p', 'p', 'p', 't:AS', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    const { state: after, events } = run(state, ['8C', 'JC', 'TC', 'QC', 'QS', 'JS', 'TS', '7S', 'JD', '8D', 'KD', 'ask', 'KS']);
    expect(after.tricks.map((t) => t.winner)).toEqual([1, 2, 1]);
    expect(after.exposed).toBe(true);
    expect(declarations(events)).toEqual([]);
    const rest = finish(after);
    expect(declarations(rest.events)).toEqual([]);
    expect(eventOf(rest.events, 'handScored')).toMatchObject({ pair: null, target: 14 });
  });
});

const thaniAfter = (d: typeof SUITS, calls: (string | number)[], options: Record<string, unknown> = {}) => run(start({ deal: d, options }), calls);

describe('[TE-7] Thani', () => {
  it('[TE-7.1] after the auctions each player in turn from the dealer\'s right is asked once; the trump card goes back', () => {
    const { state } = thaniAfter(SUITS, [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p']);
    expect(state.phase).toBe('thani');
    expect(state.turn).toBe(0);
    expect(types(state)).toEqual(['thani', 'pass']);
    const { state: called, events } = run(run(state, ['p', 'p']).state, ['thani']); // seat 2 calls
    expect(events.map((e) => e.type)).toEqual(['thaniCalled', 'trumpReturned', 'cardReturned', 'playStarted']);
    expect(called.thani).toBe(2);
    expect(called.trumpSeat).toBe(-1);
    expect(called.hands[0]).toContain('JH');
    expect(JSON.stringify(seenBy(events, called, 2))).not.toContain('JH');
    expect(eventOf(events, 'playStarted')).toMatchObject({ leader: 2, silent: [0] });
  });

  it('[TE-7.1a] anyone may call it, the bidder too; nothing is asked with thani off', () => {
    const { state } = thaniAfter(SUITS, [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'thani']);
    expect(state.thani).toBe(0);
    const off = thaniAfter(SUITS, [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p'], { thani: 'off' }).state;
    expect(off.phase).toBe('play');
  });

  it('[TE-7.2][TE-7.2a][TE-7.3] the caller leads every trick with no trumps; its partner sits out; all 8 tricks: +4', () => {
    const state = thaniAfter(SUITS, [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'thani'], { cot: true, doubling: true }).state;
    expect(state.phase).toBe('play'); // [TE-9.1] no double with a Thani
    expect(twentyEight.legalActions(state, 0).map((a) => a.card)).toContain('JH'); // no trumps: the J is an ordinary card
    const { state: done, events } = finish(state);
    const plays = events.filter((e) => e.type === 'cardPlayed');
    expect(plays).toHaveLength(24);
    expect(plays.some((e) => e.seat === 2)).toBe(false);
    expect(eventOf(events, 'handScored')).toMatchObject({ thani: true, made: true, value: 4, change: [4, 0], tricks: 8 });
    expect(done.dealer).toBe(0);
    expect(done.turn).toBe(1); // [TE-7.2a] the next hand as usual
  });

  it('[TE-7.2][TE-7.3a] the hand ends at the caller\'s first lost trick: -4, whatever the other options', () => {
    const { state } = thaniAfter(D3, [14, 15, 'p', 'p', 'p', 't:JS', 'p', 'p', 'p', 'p', 'p', 'p', 'thani'], { scoring: 'flat', halfCall: true });
    expect(state.silent).toEqual([0]);
    const { events } = run(state, ['7H', 'JC', 'AH']); // seat 2 leads, seat 3 follows, seat 0 is skipped, seat 1 wins
    expect(eventOf(events, 'trickWon')).toMatchObject({ seat: 1 });
    expect(eventOf(events, 'handScored')).toMatchObject({ seat: 2, thani: true, made: false, value: 4, change: [-4, 0] });
  });

  it('[TE-7.3] option thani sets its value', () => {
    const state = thaniAfter(SUITS, [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'thani'], { thani: 7 }).state;
    expect(eventOf(finish(state).events, 'handScored')).toMatchObject({ value: 7, change: [7, 0] });
  });

  it('[TE-7.1a][TE-10.2] with 6 players both teammates of the caller lay down their hands', () => {
    const six = deal('JS 9S AS TS KS QS', 'JH 9H AH TH KH QH', 'JD 9D AD TD KD QD', 'JC 9C AC TC KC QC', '8S 7S 6S 8H 7H 6H', '8D 7D 6D 8C 7C 6C');
    const state = run(start({ seats: 6, deal: six }), [16, 'p', 'p', 'p', 'p', 'p', 't:JS', 'thani']).state;
    expect(state.silent).toEqual([2, 4]);
    const { events } = finish(state);
    expect(eventOf(events, 'handScored')).toMatchObject({ thani: true, made: true, tricks: 6, change: [4, 0] });
  });

  it('[TE-7.3a][TE-10.1] with 3 players the caller is paid by each opponent', () => {
    const three = deal('JH 9H AH TH KH QH JC 9C', 'JS 9S AS TS KS QS AC TC', 'JD 9D AD TD KD QD KC QC');
    const state = run(start({ seats: 3, deal: three }), [12, 'p', 'p', 't:JH', 'p', 'p', 'p', 'thani']).state;
    expect(state.silent).toEqual([]);
    expect(eventOf(finish(state).events, 'handScored')).toMatchObject({ made: true, change: [8, -4, -4], score: [20, 8, 8] });
  });
});
