import { describe, expect, it } from 'vitest';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import { tricksOf } from '../../../shared/rules/games/fifty-six/hands.js';
import type { FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';
import { PASS, act, bid, calls, cards, deal, eventOf, refused, start, suit } from './stack.js';

const plays = (state: FiftySixState) => fiftySix.legalActions(state, state.turn).map((a) => (a.type === 'play' ? a.card : a.type));

/** Plays the given cards in turn from whoever is to act; returns the state and the events. */
function playCards(state: FiftySixState, ids: string) {
  const events = [];
  for (const card of cards(ids)) {
    const result = act(state, state.turn, { type: 'play', card });
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

// Seat 1 holds JS2 and hearts; seat 2 holds JS1 as its only spade; seat 3 has no spades; seat 0 low spades.
const TWIN_JACKS = deal(
  'QC1 QC2 9S1 9S2 AS1 AS2 TS1 TS2 KS1 KS2 QS1 QS2',
  'JS2 JH1 JH2 9H1 9H2 AH1 AH2 TH1 TH2 KH1 KH2 QH1',
  'JS1 QH2 JD1 JD2 9D1 9D2 AD1 AD2 TD1 TD2 KD1 KD2',
  'QD1 QD2 JC1 JC2 9C1 9C2 AC1 AC2 TC1 TC2 KC1 KC2',
);

describe('[FS-4] play', () => {
  it('[FS-4.3] worked case: of two identical Jacks the one played first wins the trick', () => {
    let state = start({ seats: 4, dealer: 0, deal: TWIN_JACKS });
    state = calls(state, [PASS, PASS, PASS, PASS]).state;
    const trick = playCards(state, 'JS2 JS1 QD1 9S1');
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 1, team: 1, points: 8 });
    expect(tricksOf(trick.state)[0].plays.map((p) => p.card)).toEqual(['JS2', 'JS1', 'QD1', '9S1']);
    // the other way round: seat 2 leads JS1, seat 1 plays JS2 last and loses
    let other = start({ seats: 4, dealer: 1, deal: TWIN_JACKS });
    other = calls(other, [PASS, PASS, PASS, PASS]).state;
    const reversed = playCards(other, 'JS1 QD1 9S1 JS2');
    expect(eventOf(reversed.events, 'trickWon')).toMatchObject({ seat: 2, team: 0 });
  });

  it('[FS-4.1][FS-4.2] the dealer\'s right leads; follow suit if able, else play any card', () => {
    let state = start({ seats: 4, dealer: 0, deal: TWIN_JACKS });
    state = calls(state, [bid(28, 'H'), PASS, PASS, PASS]).state;
    expect(state.turn).toBe(1);
    state = playCards(state, 'JS2').state;
    expect(plays(state)).toEqual(['JS1']); // seat 2 must follow with its only spade
    expect(refused(state, 2, { type: 'play', card: 'QH2' }).message).toMatch(/follow suit/);
    state = playCards(state, 'JS1').state;
    expect(plays(state)).toEqual(cards(TWIN_JACKS.hands[3].join(' '))); // seat 3 has no spade: anything
    expect(refused(state, 3, { type: 'play', card: 'JS1' }).message).toMatch(/not in your hand/);
    expect(refused(state, 3, { type: 'play', card: 'JS' }).code).toBe('badAction');
  });

  it('[FS-4.3] the highest trump wins; without trumps the highest card of the suit led', () => {
    let state = start({ seats: 4, dealer: 0, deal: TWIN_JACKS });
    state = calls(state, [bid(28, 'C'), PASS, PASS, PASS]).state; // clubs are trumps
    const trick = playCards(state, 'JS2 JS1 KC1 9S1');
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 3, points: 8 });
  });

  it('[FS-2.4] rank J 9 A T K Q; points J 3, 9 2, A 1, T 1', () => {
    const hands = deal(
      'KS1 QH1 JC1 JC2 9C1 9C2 AC1 AC2 TC1 TC2 KC1 KC2',
      '9S1 AH1 JD1 JD2 9D1 9D2 AD1 AD2 TD1 TD2 KD1 KD2',
      'TS1 TH1 JS1 JS2 9S2 AS1 AS2 TS2 KS2 QS2 QD1 QD2',
      'QS1 KH1 JH1 JH2 9H1 9H2 AH2 TH2 KH2 QH2 QC1 QC2',
    );
    let state = start({ seats: 4, dealer: 3, deal: hands });
    state = calls(state, [PASS, PASS, PASS, PASS]).state; // seat 0 leads at No Trumps
    const first = playCards(state, 'KS1 9S1 AS1 QS1');
    expect(eventOf(first.events, 'trickWon')).toMatchObject({ seat: 1, points: 2 + 1 });
    const second = playCards(first.state, 'AH1 TH1 KH1 QH1');
    expect(eventOf(second.events, 'trickWon')).toMatchObject({ seat: 1, points: 1 + 1 });
    const third = playCards(second.state, 'JD1 QD1 QC1 JC1');
    expect(eventOf(third.events, 'trickWon')).toMatchObject({ seat: 1, points: 3 + 3 });
  });

  it('[FS-2.4] with 8 players the 8 and 7 rank below the Queen', () => {
    const hands = deal(
      'QS1 JH1 JH2 9H1 9H2 AH1 AH2 TH1',
      '8S1 TH2 KH1 KH2 QH1 QH2 8H1 8H2',
      '7S1 7H1 7H2 JD1 JD2 9D1 9D2 AD1',
      'AD2 TD1 TD2 KD1 KD2 QD1 QD2 8D1',
      '8D2 7D1 7D2 JC1 JC2 9C1 9C2 AC1',
      'AC2 TC1 TC2 KC1 KC2 QC1 QC2 8C1',
      '8C2 7C1 7C2 JS1 JS2 9S1 9S2 AS1',
      'AS2 TS1 TS2 KS1 KS2 QS2 8S2 7S2',
    );
    let state = start({ seats: 8, dealer: 7, deal: hands });
    state = calls(state, Array(8).fill(PASS)).state;
    const trick = playCards(state, 'QS1 8S1 7S1 AD2 8D2 AC2 JS1 7S2');
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 6, points: 3 + 1 + 1 });
    const low = start({ seats: 8, dealer: 0, deal: hands });
    const lowTrick = playCards(calls(low, Array(8).fill(PASS)).state, '8S1 7S1 AD2 8D2 AC2 9S1 7S2 QS1');
    expect(eventOf(lowTrick.events, 'trickWon')).toMatchObject({ seat: 6 });
  });

  it('[FS-4.4] the trick goes to the winning team\'s pile: its points count for that team', () => {
    let state = start({ seats: 4, dealer: 0, deal: TWIN_JACKS });
    state = calls(state, [PASS, PASS, PASS, PASS]).state;
    state = playCards(state, 'JS2 JS1 QD1 9S1').state;
    expect(state.points).toEqual([0, 8]);
    expect(fiftySix.view(state, 'spectator')).toMatchObject({ points: [0, 8], tricksWon: [0, 1] });
    expect(state.turn).toBe(1); // the winner leads next
  });
});

describe('option noTrumpLeadUntilBroken', () => {
  const HANDS = deal(
    'AD1 AD2 TD1 TD2 KD1 KD2 QD1 QD2 KC1 KC2 QC1 QC2',
    suit('H'),
    'QS1 QS2 KS1 KS2 JC1 JC2 9C1 9C2 AC1 AC2 TC1 TC2',
    'JS1 JS2 9S1 9S2 AS1 AS2 TS1 TS2 JD1 JD2 9D1 9D2',
  );
  const options = { noTrumpLeadUntilBroken: true };

  it('no trump lead before a trump has been played, unless the leader holds only trumps', () => {
    // seat 3 leads, holding spades (trumps) and diamonds
    let state = start({ seats: 4, dealer: 2, deal: HANDS, options });
    state = calls(state, [bid(28, 'S'), PASS, PASS, PASS]).state;
    expect(plays(state)).toEqual(['JD1', 'JD2', '9D1', '9D2']);
    expect(refused(state, 3, { type: 'play', card: 'JS1' }).message).toMatch(/trumps may not be led/);
    // without the option any card may be led
    let free = start({ seats: 4, dealer: 2, deal: HANDS });
    free = calls(free, [bid(28, 'S'), PASS, PASS, PASS]).state;
    expect(plays(free)).toHaveLength(12);
    // seat 1 holds only hearts: with hearts trumps it may lead them
    let only = start({ seats: 4, dealer: 0, deal: HANDS, options });
    only = calls(only, [bid(28, 'H'), PASS, PASS, PASS]).state;
    expect(plays(only)).toHaveLength(12);
  });

  it('once a trump has been played, trumps may be led', () => {
    let state = start({ seats: 4, dealer: 0, deal: HANDS, options });
    state = calls(state, [PASS, PASS, bid(28, 'S'), PASS, PASS, PASS]).state;
    // seat 2 discards a trump on a heart lead, seat 3 over-trumps and leads next
    const trick = playCards(state, 'JH1 QS1 JS1 KC1');
    expect(eventOf(trick.events, 'trickWon')).toMatchObject({ seat: 3 });
    expect(trick.state.trumpPlayed).toBe(true);
    expect(plays(trick.state)).toContain('JS2');
  });
});
