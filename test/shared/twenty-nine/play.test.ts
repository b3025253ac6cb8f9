import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/rules/core/game.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';
import { ASK, MIXED, PASS, REVEAL, SUITED, act, bid, card, eventOf, legal, passUntil, playOut, refused, run, start } from './stack.js';

/** MIXED with seat 1 the bidder at 16 and every question passed: seat 0 (F) to lead. */
function contract(choice: Action, options: Record<string, unknown> = {}): TwentyNineState {
  let state = passUntil(start({ dealer: 3, deal: MIXED, options }), 'auction');
  state = run(state, [PASS, bid(16), PASS, PASS, PASS, choice]).state;
  return passUntil(state, 'playing');
}

const ids = (state: TwentyNineState) => legal(state).map((a) => (a.type === 'play' ? a.card : a.type));
const HEARTS: Action = { type: 'trump', suit: 'H' };

describe('[TN-4] play', () => {
  it('[TN-4.1] F leads; follow suit if able, otherwise any card; no duty to trump', () => {
    let state = contract(HEARTS);
    expect(state.turn).toBe(0);
    expect(ids(state)).toEqual(['JS', '9S', 'AS', 'TS', 'KD', 'QD', '8D', '7D']);
    expect(refused(state, 0, ASK).message).toMatch(/you are leading/);
    state = run(state, ['JS']).state;
    expect(ids(state)).toEqual(['KS', 'QS']);
    expect(refused(state, 1, card('JH')).message).toBe('you must follow spades');
    expect(refused(state, 1, REVEAL).message).toMatch(/you can follow suit/);
    state = run(state, ['KS', '8S']).state;
    expect(ids(state)).toEqual(['JC', '9C', 'AC', 'TC', 'KC', 'QC', '8H', '7H', 'ask']);
    // after a reveal a void player who did not ask may still discard
    let revealed = run(contract(HEARTS), ['7D', REVEAL, 'JH', 'JD', 'JC']);
    expect(eventOf(revealed.events, 'trickWon')).toMatchObject({ seat: 1 });
    revealed = run(revealed.state, ['KS', '8S']);
    expect(ids(revealed.state)).toEqual(['9C', 'AC', 'TC', 'KC', 'QC', '8H', '7H']);
    expect(twentyNine.timeoutAction(revealed.state, 3)).toBeNull();
  });

  it('[TN-4.2] while hidden, trump-suit cards are ordinary: anyone may lead them and off-suit they do not win', () => {
    const clubs = contract({ type: 'trump', suit: 'D' });
    expect(ids(clubs)).toContain('7D'); // seat 0 may lead the hidden trump suit
    const trick = run(contract({ type: 'trump', suit: 'C' }), ['7D', '8C', 'JD', 'KC']);
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 2, points: 3 });
  });

  it('[TN-4.3] a void player asks; the bidder must reveal; the asker must then play a trump if it holds one', () => {
    let state = run(contract(HEARTS), ['7D', 'JH', 'JD']).state;
    expect(ids(state).at(-1)).toBe('ask');
    const asked = act(state, 3, ASK);
    expect(asked.events.map((e) => e.type)).toEqual(['trumpsAsked', 'trumpRevealed']);
    expect(eventOf(asked.events, 'trumpRevealed')).toEqual({ type: 'trumpRevealed', audience: 'all', seat: 1, by: 3, trump: 'H', card: null });
    state = asked.state;
    expect(ids(state)).toEqual(['8H', '7H']);
    expect(refused(state, 3, card('KC')).message).toBe('you called for trumps: you must play a trump');
    expect(twentyNine.view(state, 0).bound).toBe(3);
    // askerMustTrump false: any card
    const free = act(run(contract(HEARTS, { askerMustTrump: false }), ['7D', 'JH', 'JD']).state, 3, ASK).state;
    expect(ids(free)).toHaveLength(8);
  });

  it('[TN-4.3a] the bidder\'s partner may ask; only while hidden, at its turn before playing, also on a lead of the hidden suit; the duty lasts one trick', () => {
    let state = run(contract(HEARTS), ['7D', 'JH']).state;
    expect(refused(state, 2, ASK).message).toMatch(/you can follow suit/);
    expect(refused(state, 3, ASK).code).toBe('notYourTurn');
    state = run(state, ['JD', ASK, '7H']).state; // seat 3, the bidder's partner, asked
    expect(state.turn).toBe(1);
    state = run(state, ['KS', '8S']).state;
    expect(refused(state, 3, ASK).message).toBe('trumps are already known');
    expect(ids(state)).toContain('KC'); // no duty left in this trick
    const led = run(contract({ type: 'trump', suit: 'D' }), ['7D', 'JH', 'JD']).state;
    expect(ids(led).at(-1)).toBe('ask'); // diamonds, the hidden trump suit, were led
  });

  it('[TN-4.4] a void bidder may reveal and is bound like an asker, or play on without revealing', () => {
    const state = run(contract(HEARTS), ['7D']).state;
    expect(ids(state).at(-1)).toBe('reveal');
    expect(refused(state, 1, ASK).message).toMatch(/the bidder does not ask/);
    const revealed = act(state, 1, REVEAL);
    expect(eventOf(revealed.events, 'trumpRevealed')).toMatchObject({ by: 1, trump: 'H' });
    expect(revealed.events.map((e) => e.type)).not.toContain('trumpsAsked');
    expect(ids(revealed.state)).toEqual(['JH', '9H', 'AH', 'TH']);
    expect(refused(revealed.state, 1, card('KS')).message).toMatch(/must play a trump/);
    expect(act(state, 1, card('KS')).state.revealed).toBe(false);
    expect(refused(run(contract(HEARTS), ['7D', 'JH']).state, 2, REVEAL).message).toMatch(/only the bidder reveals/);
  });

  it('[TN-4.4a] a face-down card still hidden at the bidder\'s turn in trick 8 is revealed and played; the trick is judged with trumps', () => {
    for (const choice of [{ type: 'trump', card: 'JS' }, { type: 'seventhCard' }]) {
      let state = passUntil(start({ dealer: 3, deal: SUITED, options: { indicator: 'handCard' } }), 'auction');
      state = passUntil(run(state, [bid(16), PASS, PASS, PASS, choice]).state, 'playing');
      while (state.tricks.length < 7) state = act(state, state.turn, legal(state)[0]).state;
      expect(state.turn).toBe(0);
      expect(state.hands[0]).toEqual([]);
      expect(legal(state)).toEqual([REVEAL]);
      expect(refused(state, 0, card(state.hidden!)).message).toMatch(/not in your hand/);
      const hidden = state.hidden!;
      const revealed = act(state, 0, REVEAL);
      expect(eventOf(revealed.events, 'trumpRevealed')).toMatchObject({ card: hidden, trump: 'S' });
      expect(legal(revealed.state)).toEqual([card(hidden)]);
      const end = playOut(revealed.state);
      expect(end.events.filter((e) => e.type === 'trickWon')[0]).toMatchObject({ seat: 0 });
    }
  });

  it('[TN-4.5] with trumps revealed by the end of a trick its best trump wins, trumps played before the reveal included', () => {
    const trick = run(contract(HEARTS), ['7D', 'JH', 'JD', ASK, '8H']);
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 1, team: 1, points: 6 });
  });

  it('[TN-4.5] a completed trick is never judged again after a later reveal', () => {
    let state = run(contract(HEARTS), ['7D', 'JH', 'JD', 'KC']).state;
    expect(state.tricks[0].winner).toBe(2); // the heart lost while trumps were hidden
    state = run(state, ['9D', ASK, '7H', '8D', '9H']).state;
    expect(state.revealed).toBe(true);
    expect(state.tricks.map((t) => t.winner)).toEqual([2, 1]);
    expect(state.points).toEqual([6, 4]);
  });
});
