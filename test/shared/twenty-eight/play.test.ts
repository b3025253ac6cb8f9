import { describe, expect, it } from 'vitest';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import { D3, D4, SUITS, toPlay } from './deals.js';
import { cards, eventOf, play, playable, refused, run, start, types } from './stack.js';

const ready = (d: typeof D3, card: string, options: Record<string, unknown> = {}) => run(start({ deal: d, options }), toPlay(card)).state;

describe('[TE-5] play', () => {
  it('[TE-5.1] the dealer\'s right leads the first trick whoever the bidder is; the winner leads the next', () => {
    const state = ready(D3, 'JS');
    expect(state.bidder).toBe(1);
    expect(state.turn).toBe(0);
    expect(types(state, 1)).toEqual([]);
    const after = run(state, ['AD', 'KS', 'AS', 'JD']).state; // JD wins the diamonds (the trump is hidden)
    expect(after.turn).toBe(3);
    expect(after.tricks[0].winner).toBe(3);
  });

  it('[TE-1.1][TE-5.8] rank J 9 A T K Q 8 7 in every suit; J 3, 9 2, A 1, T 1 go to the winner\'s team pile', () => {
    const state = ready(D3, 'JS');
    const { state: after, events } = run(state, ['AD', 'TC', 'AS', '9D']); // 9D beats AD
    expect(eventOf(events, 'trickWon')).toMatchObject({ seat: 3, team: 1, points: 1 + 1 + 1 + 2 });
    expect(after.won).toEqual([0, 0, 0, 5]);
    const next = run(after, ['JC', 'AC', 'TC'].slice(0, 1)).state; // seat 3 leads JC
    expect(playable(next, 0)).toEqual(['AC']);
  });

  it('[TE-5.2] follow suit if able; the face-down card is not in the hand and cannot be played', () => {
    const state = run(ready(D3, 'JS'), ['8D']).state;
    expect(playable(state)).toEqual(cards('9S KS 8H TC 8S AH TH')); // seat 1 has no diamond: anything
    expect(refused(state, 1, play('JS')).message).toMatch(/face down/);
    const third = run(state, ['TC']).state;
    expect(refused(third, 2, play('JD')).message).toMatch(/not in your hand/);
    const fourth = run(third, ['7H']).state;
    expect(playable(fourth)).toEqual(['JD', '9D']);
    expect(refused(fourth, 3, play('JC')).message).toBe('you must follow diamonds');
  });

  it('[TE-5.2] while hidden, trumps are ordinary cards: a trump on another suit does not win', () => {
    const { events } = run(ready(D3, 'JS'), ['AD', '9S', '7H', 'JD']);
    expect(eventOf(events, 'trickWon')).toMatchObject({ seat: 3 });
  });

  it('[TE-5.2] a bidder whose hand holds only trumps may lead one while the trump is hidden', () => {
    const only = run(start({ deal: SUITS }), [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    expect(only.bidder).toBe(0);
    expect(only.trumpSeat).toBe(0);
    expect(playable(only)).toEqual(cards('9H AH TH KH QH 8H 7H'));
  });

  it('[TE-5.2] a bidder holding other suits is refused a trump lead', () => {
    // seat 1 wins trick 1 on a spade lead it can beat, then must lead a non-spade
    const state = ready(D3, 'JS');
    const after = run(state, ['7S', 'KS', 'QS', 'JC']).state; // KS beats QS and 7S; seat 3 has no spade
    expect(after.turn).toBe(1);
    expect(playable(after)).toEqual(cards('8H TC AH TH'));
    expect(refused(after, 1, play('9S')).message).toBe('you may not lead a trump while your trump card is hidden');
    expect(refused(after, 1, { type: 'expose' }).message).toMatch(/leading/);
  });

  it('[TE-5.2a] the bidder whose only trump is the face-down card cannot follow a trump lead: any card, or expose and play it', () => {
    const state = run(ready(D4, '8H'), ['AH']).state; // hearts led, seat 1's only heart lies face down
    expect(types(state)).toEqual(['play', 'expose']);
    expect(playable(state)).toEqual(cards('JS 9S KS TC 8S 8D 7D'));
    const exposed = run(state, ['expose']).state;
    expect(exposed.exposed).toBe(true);
    expect(playable(exposed)).toEqual(['8H']);
    const quiet = run(state, ['TC']).state; // or any card, the trump still hidden
    expect(quiet.trumpSeat).toBe(1);
  });

  it('[TE-5.3] an opponent who cannot follow may ask: the bidder exposes and the asker must play a trump', () => {
    const state = run(ready(D3, 'JS'), ['AD', 'KS']).state;
    expect(types(state)).toEqual(['play', 'ask']);
    const { state: asked, events } = run(state, ['ask']);
    expect(events.map((e) => e.type)).toEqual(['trumpAsked', 'trumpExposed']);
    expect(eventOf(events, 'trumpExposed')).toMatchObject({ audience: 'all', seat: 1, card: 'JS', by: 2 });
    expect(asked.hands[1]).toContain('JS');
    expect(asked.turn).toBe(2);
    expect(playable(asked)).toEqual(cards('AS TS QS'));
    expect(refused(asked, 2, play('9H')).message).toMatch(/must play a trump/);
    expect(refused(asked, 2, { type: 'ask' }).message).toMatch(/not hidden/);
    // [TE-5.6] KS, played before the exposure, beats the asker's QS
    const { events: done } = run(asked, ['QS', 'JD']);
    expect(eventOf(done, 'trickWon')).toMatchObject({ seat: 1, points: 1 + 0 + 0 + 3 });
  });

  it('[TE-5.3] a player who can follow may not ask; nor the bidder, who exposes instead', () => {
    const state = run(ready(D3, 'JS'), ['AD', 'KS', 'AS']).state;
    expect(types(state)).toEqual(['play']);
    expect(refused(state, 3, { type: 'ask' }).message).toMatch(/cannot follow/);
    const bidderTurn = run(ready(D3, 'JS'), ['AD']).state;
    expect(refused(bidderTurn, 1, { type: 'ask' }).message).toMatch(/exposes/);
    const opponent = run(bidderTurn, ['KS']).state;
    expect(refused(opponent, 2, { type: 'expose' }).message).toMatch(/only the bidder/);
  });

  it('[TE-5.3a] the bidder\'s partner may ask, and asking on a trump lead leaves the asker free', () => {
    // seat 3 (the bidder's partner) has no spade when seat 0 leads 7S
    const state = run(ready(D3, 'JS'), ['7S', 'KS', 'QS']).state;
    expect(types(state)).toEqual(['play', 'ask']);
    const asked = run(state, ['ask']).state;
    expect(asked.hands[1]).toContain('JS'); // joins the bidder's hand although it has played
    expect(playable(asked)).toEqual(cards('JD 9D JC 9C KC QC 8C 7C')); // no trump held: any card
  });

  it('[TE-5.4] the bidder unable to follow exposes and must then play a trump, the exposed card or another', () => {
    const state = run(ready(D3, 'JS'), ['AD']).state;
    const { state: exposed, events } = run(state, ['expose']);
    expect(events.map((e) => e.type)).toEqual(['trumpExposed']);
    expect(playable(exposed)).toEqual(cards('9S KS 8S JS'));
    expect(refused(exposed, 1, play('TC')).message).toMatch(/must play a trump/);
  });

  it('[TE-5.7][TE-5.7a] after the exposure nobody else must trump; the exposing bidder only in that trick; the bidder may lead trumps', () => {
    let state = run(ready(D3, 'JS'), ['AD', 'expose', '8S']).state;
    expect(playable(state)).toEqual(cards('AS TS QS 9H JH KH QH 7H')); // seat 2, void, free
    state = run(state, ['7H', 'JD']).state; // 8S wins
    expect(state.turn).toBe(1);
    expect(playable(state)).toEqual(cards('9S KS 8H TC AH TH JS')); // trumps may be led now
    state = run(state, ['TC', '9H', 'JC', 'AC']).state; // seat 3's JC wins
    state = run(state, ['9D', 'KD']).state; // diamonds again: seat 1 void, no longer obliged
    expect(playable(state)).toEqual(cards('9S KS 8H AH TH JS'));
  });

  it('[TE-5.5][TE-5.5a] a trump still hidden in the last trick is the bidder\'s last card: exposed and played, the bidder leading', () => {
    let state = run(start({ deal: SUITS }), [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    for (const lead of cards('9H AH TH KH QH 8H 7H')) {
      state = run(state, [lead]).state;
      for (let i = 0; i < 3; i++) state = run(state, [playable(state)[0]]).state; // nobody asks
    }
    expect(state.tricks).toHaveLength(7);
    expect(state.hands[0]).toEqual([]);
    expect(twentyEight.legalActions(state, 0)).toEqual([play('JH')]);
    const { events } = run(state, ['JH']);
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['trumpExposed', 'cardPlayed']);
  });

  it('[TE-5.6] once exposed the highest trump wins, counting trumps played before the exposure', () => {
    const state = run(ready(D3, 'JS'), ['AD', '8S', 'ask', 'AS', 'JD']);
    expect(eventOf(state.events, 'trickWon')).toMatchObject({ seat: 2 }); // AS over 8S
    const before = run(ready(D3, 'JS'), ['AD', 'KS', 'ask', 'QS', 'JD']);
    expect(eventOf(before.events, 'trickWon')).toMatchObject({ seat: 1 }); // KS, played hidden, over QS
  });

  it('[TE-9.4][TE-9.4a] noUndertrump: an obliged asker plays a higher trump if it has one; others may not undertrump while holding another card', () => {
    const state = run(ready(D3, 'JS', { noUndertrump: true }), ['AD', 'KS', 'ask']).state;
    expect(playable(state)).toEqual(cards('AS TS'));
    expect(refused(state, 2, play('QS')).message).toMatch(/higher/);
    // phase 2: seat 2 void in diamonds, not obliged, may play a heart or a higher trump, not QS under the 9S
    let open = run(ready(D3, 'JS', { noUndertrump: true }), ['AD', 'expose', '9S']).state;
    expect(playable(open)).toEqual(cards('9H JH KH QH 7H')); // no trump of seat 2 beats the 9S
    expect(refused(open, 2, play('AS')).message).toMatch(/undertrump/);
    open = run(ready(D3, 'JS', { noUndertrump: true }), ['AD', 'expose', '8S']).state;
    expect(playable(open)).toEqual(cards('AS TS QS 9H JH KH QH 7H'));
  });

  it('[TE-9.4a] an obliged asker with no trump above the trick\'s plays any trump', () => {
    const state = run(ready(D3, 'JS', { noUndertrump: true }), ['AD', '9S', 'ask']).state; // 9S: above A, T and Q
    expect(playable(state)).toEqual(cards('AS TS QS'));
    const { events } = run(state, ['QS', 'JD']);
    expect(eventOf(events, 'trickWon')).toMatchObject({ seat: 1 });
  });
});
