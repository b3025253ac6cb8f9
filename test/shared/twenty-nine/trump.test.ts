import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/rules/core/game.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';
import { ASK, MIXED, PASS, REVEAL, SUITED, act, bid, card, deal, eventOf, legal, passUntil, playOut, refused, run, start } from './stack.js';

/** MIXED with seat 1 the bidder at 16, its choice made and every question passed: seat 0 to lead. */
function contract(choice: Action, options: Record<string, unknown> = {}): { state: TwentyNineState; events: ReturnType<typeof run>['events'] } {
  let state = passUntil(start({ dealer: 3, deal: MIXED, options }), 'auction');
  state = run(state, [PASS, bid(16), PASS, PASS, PASS]).state;
  const chosen = act(state, 1, choice);
  return { state: passUntil(chosen.state, 'playing'), events: chosen.events };
}

const trumpOf = (state: TwentyNineState, viewer: number | 'spectator') => twentyNine.view(state, viewer).trump;

describe('[TN-3] choosing the trump', () => {
  it('[TN-3.1] spare: any suit, recorded by a marker; the bidder keeps its cards; others see only that a choice exists', () => {
    let state = passUntil(start({ dealer: 3, deal: MIXED }), 'auction');
    state = run(state, [PASS, bid(16), PASS, PASS, PASS]).state;
    expect(legal(state)).toEqual([...['S', 'H', 'D', 'C'].map((suit) => ({ type: 'trump', suit })), { type: 'seventhCard' }]);
    expect(refused(state, 1, { type: 'trump', card: 'JH' }).message).toMatch(/spare marker/);
    expect(refused(state, 1, { type: 'trump', suit: 'X' }).code).toBe('badAction');
    expect(refused(state, 1, PASS).message).toBe('choose trumps first');
    expect(twentyNine.timeoutAction(state, 1)).toBeNull(); // the choice is a bot's, never a default
    const chosen = act(state, 1, { type: 'trump', suit: 'S' });
    expect(eventOf(chosen.events, 'trumpChosen')).toEqual({ type: 'trumpChosen', audience: 'all', seat: 1, form: 'marker', noTrump: false });
    expect(eventOf(chosen.events, 'trumpSet')).toEqual({ type: 'trumpSet', audience: { seat: 1 }, seat: 1, trump: 'S', card: null });
    expect(chosen.state.hands[1]).toHaveLength(8);
  });

  it('[TN-3.1] handCard: a card of the suit is laid face down from the 4-card hand; it is not in the hand and cannot be played', () => {
    let state = passUntil(start({ dealer: 3, deal: MIXED, options: { indicator: 'handCard' } }), 'auction');
    state = run(state, [PASS, bid(16), PASS, PASS, PASS]).state;
    expect(legal(state)).toEqual([...['JH', '9H', 'AH', 'TH'].map((c) => ({ type: 'trump', card: c })), { type: 'seventhCard' }]);
    expect(refused(state, 1, { type: 'trump', card: 'JS' }).message).toBe('JS is not in your hand');
    expect(refused(state, 1, { type: 'trump', suit: 'H' }).message).toMatch(/lay a card/);
    const chosen = act(state, 1, { type: 'trump', card: 'TH' });
    expect(eventOf(chosen.events, 'trumpChosen')).toMatchObject({ form: 'card' });
    expect(eventOf(chosen.events, 'trumpSet')).toMatchObject({ audience: { seat: 1 }, trump: 'H', card: 'TH' });
    state = passUntil(chosen.state, 'playing');
    expect(state.hands[1]).toEqual(['JH', '9H', 'AH', 'KS', 'QS', '8C', '7C']);
    state = run(state, ['7D']).state;
    expect(legal(state).map((a) => a.card ?? a.type)).toEqual(['JH', '9H', 'AH', 'KS', 'QS', '8C', '7C', 'reveal']);
    expect(refused(state, 1, card('TH')).message).toBe('TH is not in your hand');
  });

  it('[TN-3.1a] the bidder may lead the hidden trump suit, with either indicator', () => {
    for (const options of [{}, { indicator: 'handCard' }]) {
      let state = passUntil(start({ dealer: 3, deal: SUITED, options }), 'auction');
      state = run(state, [bid(16), PASS, PASS, PASS]).state;
      state = passUntil(act(state, 0, options.indicator ? { type: 'trump', card: 'JS' } : { type: 'trump', suit: 'S' }).state, 'playing');
      expect(legal(state).every((a) => a.type === 'play' && (a.card as string)[1] === 'S')).toBe(true);
      expect(act(state, 0, card('9S')).events[0]).toMatchObject({ type: 'cardPlayed', card: '9S' });
    }
  });

  it('[TN-3.1a] the laid card brings no duty to follow: a bidder whose only card of the suit led lies face down plays any card', () => {
    const d = deal('9S AS TS KS QS 8S 7S JD', 'JS 9H AH TH KH QH 8H 7H', 'JH 9D AD TD KD QD 8D 7D', 'JC 9C AC TC KC QC 8C 7C');
    let state = passUntil(start({ dealer: 3, deal: d, options: { indicator: 'handCard' } }), 'auction');
    state = passUntil(run(state, [PASS, bid(16), PASS, PASS, PASS, { type: 'trump', card: 'JS' }]).state, 'playing');
    state = run(state, ['9S']).state;
    expect(legal(state).map((a) => a.card ?? a.type)).toEqual(['9H', 'AH', 'TH', 'KH', 'QH', '8H', '7H', 'reveal']);
  });

  it('[TN-3.1b] spare: if nobody asks, trumps stay hidden all hand, the suit led wins every trick, no Pair; the log shows the choice after scoring', () => {
    const { state } = contract({ type: 'trump', suit: 'H' });
    const { events } = playOut(state); // first legal action: always a card, so nobody asks
    expect(events.map((e) => e.type)).not.toContain('trumpRevealed');
    expect(events.map((e) => e.type)).not.toContain('pairDeclared');
    let trick: { seat: number; card: string }[] = [];
    let offSuitHearts = 0;
    for (const event of events) {
      if (event.type === 'cardPlayed') trick.push({ seat: event.seat as number, card: event.card as string });
      if (event.type === 'trickWon') {
        const led = trick[0].card[1];
        offSuitHearts += trick.filter((p) => p.card[1] === 'H' && led !== 'H').length;
        expect(trick.find((p) => p.seat === event.seat)!.card[1]).toBe(led);
        trick = [];
      }
    }
    expect(offSuitHearts).toBeGreaterThan(0);
    const scored = eventOf(events, 'handScored');
    expect(scored).toMatchObject({ trump: 'H', form: 'marker', revealed: false });
  });

  it('[TN-3.2] seventh card: dealt face down and seen by nobody, the bidder included; its suit is trumps', () => {
    const { state, events } = contract({ type: 'seventhCard' });
    expect(state.hidden).toBe('8C');
    expect(state.trump).toBe('C');
    expect(events.map((e) => e.type)).not.toContain('trumpSet');
    expect(eventOf(events, 'trumpChosen')).toMatchObject({ form: 'seventh' });
    const dealt = events.filter((e) => e.type === 'cardsDealt' && e.seat === 1);
    expect(dealt[0].cards).toEqual(['KS', 'QS', '7C']);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      expect(trumpOf(state, viewer)).toEqual({ form: 'seventh', faceDown: true, owner: 1, revealed: false, trump: null, card: null });
      expect(JSON.stringify(twentyNine.view(state, viewer))).not.toContain('8C');
    }
  });

  it('[TN-3.2a] the seventh-card bidder, unable to follow, may reveal blind; the card joins its hand and binds it', () => {
    let { state } = contract({ type: 'seventhCard' });
    state = run(state, ['7D']).state;
    expect(legal(state).at(-1)).toEqual(REVEAL);
    const revealed = act(state, 1, REVEAL);
    expect(eventOf(revealed.events, 'trumpRevealed')).toEqual({ type: 'trumpRevealed', audience: 'all', seat: 1, by: 1, trump: 'C', card: '8C' });
    expect(legal(revealed.state)).toEqual([card('7C'), card('8C')]);
    expect(refused(revealed.state, 1, card('JH')).message).toMatch(/must play a trump/);
  });

  it('[TN-3.3] no trumps: hidden like a suit; a reveal says no trumps and the asker plays any card; ranks unchanged', () => {
    expect(legal(run(passUntil(start({ dealer: 3, deal: MIXED, options: { noTrump: true } }), 'auction'), [PASS, bid(16), PASS, PASS, PASS]).state)).toContainEqual({ type: 'noTrump' });
    let { state, events } = contract({ type: 'noTrump' }, { noTrump: true });
    expect(eventOf(events, 'trumpSet')).toMatchObject({ trump: 'NT' });
    expect(eventOf(events, 'trumpChosen')).toMatchObject({ form: 'marker', noTrump: false });
    expect(trumpOf(state, 0).trump).toBeNull();
    state = run(state, ['7D', 'JH', 'JD']).state;
    const asked = act(state, 3, ASK);
    expect(eventOf(asked.events, 'trumpRevealed')).toMatchObject({ trump: 'NT', card: null });
    expect(legal(asked.state)).toHaveLength(8);
    const done = act(asked.state, 3, card('8H'));
    expect(eventOf(done.events, 'trickWon')).toMatchObject({ seat: 2 }); // JD, the best diamond
  });

  it('[TN-3.3] noTrumpReversed: 7 high ... J low, points unchanged', () => {
    let { state } = contract({ type: 'noTrump' }, { noTrump: true, noTrumpReversed: true });
    const trick = run(state, ['7D', 'JH', 'JD', 'KC']);
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 0, points: 6 });
  });

  it('[TN-3.3a] with handCard no trumps lays no card; with noTrumpReversed it is announced at once and nobody can ask', () => {
    let hand = passUntil(start({ dealer: 3, deal: MIXED, options: { noTrump: true, indicator: 'handCard' } }), 'auction');
    hand = run(hand, [PASS, bid(16), PASS, PASS, PASS]).state;
    const laid = act(hand, 1, { type: 'noTrump' });
    expect(laid.state.hidden).toBeNull();
    expect(laid.state.hands[1]).toHaveLength(8);
    expect(eventOf(laid.events, 'trumpChosen')).toMatchObject({ form: 'marker' });
    const { state, events } = contract({ type: 'noTrump' }, { noTrump: true, noTrumpReversed: true });
    expect(eventOf(events, 'trumpChosen')).toMatchObject({ audience: 'all', noTrump: true });
    expect(trumpOf(state, 0)).toMatchObject({ revealed: true, trump: 'NT' });
    const void3 = run(state, ['7D', 'JH', 'JD']).state;
    expect(legal(void3).map((a) => a.type)).not.toContain('ask');
    expect(refused(void3, 3, ASK).message).toBe('trumps are already known');
  });

  it('[TN-3.4] only the bidder knows the choice (the laid card too); after the reveal it is public, the card included', () => {
    let { state } = contract({ type: 'trump', card: 'TH' }, { indicator: 'handCard' });
    expect(trumpOf(state, 1)).toEqual({ form: 'card', faceDown: true, owner: 1, revealed: false, trump: 'H', card: 'TH' });
    for (const viewer of [0, 2, 3, 'spectator'] as const) {
      expect(trumpOf(state, viewer)).toEqual({ form: 'card', faceDown: true, owner: 1, revealed: false, trump: null, card: null });
      expect(JSON.stringify(twentyNine.view(state, viewer))).not.toContain('TH');
    }
    state = run(state, ['7D', 'JH', 'JD', ASK]).state;
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      expect(trumpOf(state, viewer)).toEqual({ form: 'card', faceDown: false, owner: null, revealed: true, trump: 'H', card: 'TH' });
    }
    expect(state.hands[1]).toContain('TH');
    const spare = contract({ type: 'trump', suit: 'H' }).state;
    expect(trumpOf(spare, 1).trump).toBe('H');
    expect(trumpOf(spare, 3).trump).toBeNull();
  });
});
