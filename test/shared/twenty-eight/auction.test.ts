import { describe, expect, it } from 'vitest';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import { D3, MIXED, toPlay } from './deals.js';
import { bid, cards, eventOf, PASS, refused, run, seenBy, start, trump, types } from './stack.js';

const bids = (state: ReturnType<typeof start>, seat = state.turn) =>
  twentyEight.legalActions(state, seat).filter((a) => a.type === 'bid').map((a) => a.value as number);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('[TE-2] the first auction', () => {
  it('[TE-2.1] the dealer\'s right opens and must bid at least 14; it may not pass', () => {
    const state = start({ deal: D3 });
    expect(state.phase).toBe('bid1');
    expect(state.turn).toBe(0);
    expect(types(state)).toEqual(['bid']);
    expect(bids(state)).toEqual(range(14, 28));
    expect(refused(state, 0, PASS).message).toMatch(/must bid at least 14/);
    expect(refused(state, 0, bid(13)).message).toBe('a bid must be at least 14');
  });

  it('[TE-2.2] each bid is higher than the last, at most 28; a pass is not final; three passes end it', () => {
    let state = run(start({ deal: D3 }), [14]).state;
    expect(types(state)).toEqual(['pass', 'bid']);
    expect(bids(state)).toEqual(range(15, 28));
    expect(refused(state, 1, bid(14)).message).toBe('a bid must be higher than 14');
    expect(refused(state, 1, bid(29)).message).toMatch(/above 28/);
    state = run(state, ['p', 20, 'p']).state; // seat 1 passes, seat 2 (over its partner) 20, seat 3 passes
    expect(state.turn).toBe(0);
    state = run(state, ['p']).state;
    expect(state.turn).toBe(1);
    const { state: after, events } = run(state, [21, 'p', 'p', 'p']); // seat 1 bids after passing
    expect(eventOf(events, 'auctionWon')).toMatchObject({ round: 1, seat: 1, value: 21 });
    expect(after.phase).toBe('trump');
    expect(after.turn).toBe(1);
    expect(after.calls1.map((c) => c.value ?? 'p')).toEqual([14, 'p', 20, 'p', 'p', 21, 'p', 'p', 'p']);
  });

  it('[TE-2.3] over a partner\'s bid a bid must be at least 20; option partnerOvercall: free', () => {
    const state = run(start({ deal: D3 }), [14, 'p']).state;
    expect(bids(state)).toEqual(range(20, 28));
    expect(refused(state, 2, bid(15)).message).toBe('a bid over your partner must be at least 20');
    const free = run(start({ deal: D3, options: { partnerOvercall: 'free' } }), [14, 'p']).state;
    expect(bids(free)).toEqual(range(15, 28));
    // an opponent's bid needs no jump
    expect(bids(run(start({ deal: D3 }), [14, 'p', 'p']).state)).toEqual(range(15, 28));
  });

  it('[TE-2.3a] with 6 players every teammate is a partner; with 3 nobody is', () => {
    const six = run(start({ seats: 6 }), [16, 'p']).state; // seat 2, teammate of seat 0
    expect(bids(six)[0]).toBe(20);
    expect(bids(run(start({ seats: 6 }), [16, 'p', 'p', 'p']).state)[0]).toBe(20); // seat 4 too
    expect(bids(run(start({ seats: 6 }), [16, 'p', 'p']).state)[0]).toBe(17); // seat 3, an opponent
    const three = run(start({ seats: 3, options: { pointlessRedeal: 'off' } }), [12, 'p']).state;
    expect(bids(three)[0]).toBe(13);
  });

  it('[TE-2.4] a refused call is not a call: nothing changes and the turn stays', () => {
    const state = run(start({ deal: D3 }), [14, 15]).state;
    for (const action of [bid(15), bid(14), bid(29), bid(16.5), { type: 'bid' }, { type: 'double' }, trump('JS'), { type: 'play', card: 'AS' }]) {
      refused(state, 2, action); // checks the state is unchanged
    }
    expect(refused(state, 2, { type: 'bid', value: '16' }).code).toBe('badAction');
    expect(refused(state, 3, bid(16)).code).toBe('notYourTurn');
    expect(state.turn).toBe(2);
  });

  it('[TE-2.5] the first-round bidder lays one of its 4 cards face down; then the second batch; it holds 7 and the trump card', () => {
    const state = run(start({ deal: D3 }), [14, 15, 'p', 'p', 'p']).state;
    expect(twentyEight.legalActions(state, 1)).toEqual(cards('JS 9S KS 8H').map(trump));
    expect(refused(state, 1, trump('TC')).message).toMatch(/not in your hand/);
    const { state: laid, events } = run(state, ['t:JS']);
    expect(events.map((e) => e.type)).toEqual(['trumpLaid', 'trumpCardLaid', 'secondBatchDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt']);
    expect(eventOf(events, 'trumpCardLaid')).toMatchObject({ audience: { seat: 1 }, card: 'JS' });
    expect(laid.hands[1]).toEqual(cards('9S KS 8H TC 8S AH TH'));
    expect(laid.trumpSeat).toBe(1);
    expect(laid.hands.map((h) => h.length)).toEqual([8, 7, 8, 8]);
    expect(seenBy(events, laid, 0).find((e) => e.type === 'cardsDealt')).toMatchObject({ seat: 0, cards: cards('8D 7D AC 7S') });
  });
});

describe('[TE-3] the second auction', () => {
  const second = () => run(start({ deal: D3 }), [14, 15, 'p', 'p', 'p', 't:JS']).state;

  it('[TE-3.1][TE-3.1a] opens with the dealer\'s right; a bid is at least 24 and above the current bid; passes are not final', () => {
    const state = second();
    expect(state.phase).toBe('bid2');
    expect(state.turn).toBe(0);
    expect(bids(state)).toEqual(range(24, 28));
    expect(refused(state, 0, bid(20)).message).toBe('a bid of the second auction must be at least 24');
    const later = run(state, ['p', 'p', 25]).state;
    expect(bids(later)).toEqual(range(26, 28)); // seat 3, partner of none of the rule: TE-2.3 does not apply
    const back = run(later, ['p', 26]).state; // seat 0 passed before and bids now
    expect(back.highSeat).toBe(0);
  });

  it('[TE-3.1a] the first-round bidder may bid over its own bid', () => {
    const state = run(second(), ['p']).state;
    expect(bids(state, 1)).toEqual(range(24, 28));
    const { state: won } = run(state, [24, 'p', 'p', 'p']);
    expect(won.phase).toBe('retake');
    expect(won.high).toBe(24);
  });

  it('[TE-3.1a] after a first-round 28 there is no second auction', () => {
    const { state, events } = run(start({ deal: D3 }), [14, 28, 'p', 'p', 'p', 't:JS']);
    expect(events.some((e) => e.type === 'bidMade' && e.round === 2)).toBe(false);
    expect(eventOf(events, 'contractMade')).toMatchObject({ seat: 1, value: 28 });
    expect(state.phase).toBe('thani');
    expect(state.trumpCard).toBe('JS');
  });

  it('[TE-3.2] four passes: the first-round bid and its trump card stand', () => {
    const { state, events } = run(second(), ['p', 'p', 'p', 'p']);
    expect(eventOf(events, 'contractMade')).toMatchObject({ seat: 1, value: 15 });
    expect(state.trumpSeat).toBe(1);
    expect(state.trumpCard).toBe('JS');
  });

  it('[TE-3.2] after a bid, three passes in succession end the second auction', () => {
    let state = run(second(), ['p', 'p', 24, 'p', 'p']).state;
    expect(state.phase).toBe('bid2');
    state = run(state, ['p']).state;
    expect(state.phase).toBe('trump');
    expect(state.turn).toBe(2);
  });

  it('[TE-3.3] another winner: the first card goes back unseen and the new bidder lays one of its 8', () => {
    const { state, events } = run(second(), ['p', 'p', 24, 'p', 'p', 'p']);
    expect(state.hands[1]).toContain('JS');
    expect(state.trumpSeat).toBe(-1);
    expect(eventOf(events, 'trumpReturned')).toMatchObject({ audience: 'all', seat: 1 });
    expect(eventOf(events, 'trumpReturned')).not.toHaveProperty('card');
    expect(eventOf(events, 'cardReturned')).toMatchObject({ audience: { seat: 1 }, card: 'JS' });
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(JSON.stringify(seenBy(events, state, viewer))).not.toContain('JS');
    expect(twentyEight.legalActions(state, 2)).toEqual(cards('AS TS QS 9H JH KH QH 7H').map(trump));
    const { state: laid } = run(state, ['t:KH']);
    expect(laid.trumpCard).toBe('KH');
    expect(laid.bidder).toBe(2);
  });

  it('[TE-3.3][TE-3.3a] the first-round bidder who wins again keeps its card, or takes it back and lays any of its 8', () => {
    const won = run(second(), [24, 25, 'p', 'p', 'p']).state; // seat 1 outbids seat 0
    expect(won.phase).toBe('retake');
    expect(types(won)).toEqual(['keep', 'retake']);
    const kept = run(won, ['keep']).state;
    expect(kept.trumpCard).toBe('JS');
    expect(kept.phase).toBe('thani');
    const { state: back, events } = run(won, ['retake']);
    expect(events.map((e) => e.type)).toEqual(['trumpRetaken', 'cardReturned']);
    expect(back.hands[1]).toHaveLength(8);
    const relaid = run(back, ['t:AH']).state; // another suit: hearts are trumps now
    expect(relaid.trumpCard).toBe('AH');
    // the returned JS is an ordinary card: seat 1 may play it on a spade lead once the play begins
    const playing = run(relaid, ['p', 'p', 'p', 'p', '7S']).state;
    expect(twentyEight.legalActions(playing, 1).map((a) => a.card)).toEqual(cards('9S KS 8S JS'));
  });

  it('[TE-3.4] the last bidder is the bidder and its bid the contract', () => {
    const { state, events } = run(start({ deal: MIXED }), toPlay('JH', [24, 'p', 'p', 'p', 't:8S']));
    expect(eventOf(events, 'contractMade')).toMatchObject({ seat: 0, team: 0, value: 24 });
    expect(state.bidder).toBe(0);
    expect(state.target).toBe(24);
  });
});

describe('[TE-2] openers and other player counts', () => {
  it('[TE-2.1][TE-2.3] an opener on any seat may open at 14 (nobody holds a bid yet)', () => {
    for (const dealer of [0, 1, 2, 3]) {
      const state = start({ deal: D3, dealer, options: { pointlessRedeal: 'off' } });
      expect(bids(state)).toEqual(range(14, 28));
    }
    for (const dealer of [0, 1, 2, 3, 4, 5]) expect(bids(start({ seats: 6, dealer, options: { pointlessRedeal: 'off' } }))[0]).toBe(16);
  });

  it('[TE-2.2][TE-3.2] with 3 players two passes end an auction, and three passes let the first-round bid stand', () => {
    let state = run(start({ seats: 3, options: { pointlessRedeal: 'off' } }), [12, 'p']).state;
    expect(state.phase).toBe('bid1');
    state = run(state, ['p']).state;
    expect(state.phase).toBe('trump');
    state = run(state, [`t:${state.hands[0][0]}`, 'p', 'p']).state;
    expect(state.phase).toBe('bid2');
    state = run(state, ['p']).state;
    expect(state.phase).toBe('thani');
    expect(state.bidder).toBe(0);
  });

  it('[TE-2.2][TE-10.2] with 6 players five passes end the one auction', () => {
    let state = run(start({ seats: 6, options: { pointlessRedeal: 'off' } }), [16, 'p', 'p', 'p', 'p']).state;
    expect(state.phase).toBe('bid1');
    state = run(state, ['p']).state;
    expect(state.phase).toBe('trump');
  });

  it('a clock run out passes or says no, keeps a trump card, and leaves laying a card or playing to a bot', () => {
    const state = start({ deal: D3 });
    expect(twentyEight.timeoutAction(state, 0)).toBeNull(); // the opener must bid: a bot chooses
    expect(twentyEight.timeoutAction(run(state, [14]).state, 1)).toEqual({ type: 'pass' });
    const laying = run(state, [14, 15, 'p', 'p', 'p']).state;
    expect(twentyEight.timeoutAction(laying, 1)).toBeNull();
    const retake = run(laying, ['t:JS', 24, 25, 'p', 'p', 'p']).state;
    expect(twentyEight.timeoutAction(retake, 1)).toEqual({ type: 'keep' });
    const thani = run(retake, ['keep']).state;
    expect(twentyEight.timeoutAction(thani, 0)).toEqual({ type: 'pass' });
    const playing = run(thani, ['p', 'p', 'p', 'p']).state;
    expect(twentyEight.timeoutAction(playing, 0)).toBeNull();
  });
});
