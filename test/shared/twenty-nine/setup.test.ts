import { describe, expect, it } from 'vitest';
import { shuffleDeal } from '../../../shared/rules/core/shuffle.js';
import { PACK } from '../../../shared/rules/games/twenty-nine/cards.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import { META } from '../../../shared/rules/games/twenty-nine/meta.js';
import { OPTIONS } from '../../../shared/rules/games/twenty-nine/options.js';
import { PASS, SUITED, act, bid, deal, eventOf, legal, passUntil, playOut, refused, run, start } from './stack.js';

const setupError = (input: Record<string, unknown>) => {
  const result = twentyNine.setup({ seats: 4, seed: 's', ...input } as never);
  return result.ok ? null : result.error;
};

// seat 0 (F when seat 3 deals) has no point card in its first 4; seat 1 none in all 8; seat 2 all four Jacks
const POINTLESS = deal('KS QS 8S 7S 9D AD TD QC', 'KH QH 8H 7H KD QD 8D 7D', 'JS JH JC JD 9S 9H 9C KC', 'AS TS AH TH AC TC 8C 7C');

describe('[TN-9] options', () => {
  it('[TN-9] the default table is the spec\'s defaults, and every bad value is refused as badSetup', () => {
    const state = start({ dealer: 3 });
    expect(state.options).toEqual({
      direction: 'counterclockwise', lastTrick: 1, annul: 'standard', minBid: 16, bidding: 'open', indicator: 'spare', seventhCard: true,
      noTrump: false, noTrumpReversed: false, askerMustTrump: true, singleHand: 3, doubling: true, fullSet: false, allTricks: false, target: 6,
    });
    expect(OPTIONS.every((spec) => !('positiveInt' in spec) || spec.max > 0)).toBe(true);
    for (const options of [{ minBid: 18 }, { target: 0 }, { target: 31 }, { target: 2.5 }, { singleHand: 'x' }, { singleHand: 0 }, { lastTrick: 2 }, { direction: 'left' }, { bidding: 'closed' }, { indicator: 'joker' }, { nope: 1 }]) {
      expect(setupError({ options })?.code, JSON.stringify(options)).toBe('badSetup');
    }
    expect(setupError({ options: { noTrumpReversed: true } })?.message).toMatch(/needs option "noTrump"/);
    expect(setupError({ options: { fullSet: true, doubling: false } })?.message).toMatch(/needs option "doubling"/);
    expect(setupError({ seats: 6 })?.message).toMatch(/played by 4 players/);
    expect(setupError({ score: [6, 0] })?.code).toBe('badSetup');
    expect(setupError({ score: [5, -5] })).toBeNull();
    expect(setupError({ deal: deal('JS 9S', 'JH', 'JD', 'JC') })?.message).toMatch(/deal 1/);
    expect(META.seatCounts).toEqual([4]);
    expect(META.teamOfSeat(2, 4, {})).toBe(0);
    expect(META.teamOfSeat(3, 4, {})).toBe(1);
  });

  it('[TN-9] every preset is a valid table', () => {
    expect(META.presets[0]).toEqual({ id: 'default', options: {} });
    for (const preset of META.presets) expect(setupError({ options: preset.options }), preset.id).toBeNull();
  });

  it('[TN-9] direction only changes the drawing: the same seats play in the same order', () => {
    const a = start({ dealer: 3, deal: SUITED });
    const b = start({ dealer: 3, deal: SUITED, options: { direction: 'clockwise' } });
    expect(b.turn).toBe(a.turn);
    expect(b.hands).toEqual(a.hands);
  });
});

describe('[TN-1] cards and the deal', () => {
  it('[TN-1.1] J 3, 9 2, A 1, T 1 and the last trick 1: 29 in all; lastTrick 0 counts 28', () => {
    for (const [lastTrick, total] of [[1, 29], [0, 28]]) {
      let state = start({ dealer: 3, deal: SUITED, options: { lastTrick, annul: 'off', singleHand: 'off', doubling: false } });
      state = run(state, [bid(16), PASS, PASS, PASS, { type: 'trump', suit: 'S' }]).state;
      const { events } = playOut(state);
      const tricks = events.filter((e) => e.type === 'trickWon');
      expect(tricks.map((e) => e.points)).toEqual([3 + 3 + 3 + 3, 2 * 4, 4, 4, 0, 0, 0, lastTrick]);
      expect(eventOf(events, 'handScored').points).toEqual([total, 0]);
    }
  });

  it('[TN-1.2] the first dealer is drawn from the seed; the deal then passes to the next seat', () => {
    const dealers = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => start({ seed }).dealer));
    expect(dealers.size).toBeGreaterThan(1);
    let state = start({ dealer: 1, options: { annul: 'off' } });
    expect(state.dealer).toBe(1);
    state = playOut(state).state;
    expect(state.dealer).toBe(2);
    expect(state.hand).toBe(2);
  });

  it('[TN-1.3] 4 cards each from F, then 4 more after the trump choice; positions 0-15 then 16-31', () => {
    const result = twentyNine.setup({ seats: 4, seed: 'order', dealer: 2 });
    if (!result.ok) throw new Error(result.error.message);
    const deck = shuffleDeal(PACK, 'order', 'deal0');
    const first = 3;
    const dealt = result.events.filter((e) => e.type === 'cardsDealt');
    for (const event of dealt) {
      const seat = event.seat as number;
      expect(event.audience).toEqual({ seat });
      expect(event.cards).toEqual([0, 1, 2, 3].map((k) => deck[k * 4 + ((seat - first) & 3)]));
    }
    expect(eventOf(result.events, 'handDealt')).toMatchObject({ audience: 'all', dealer: 2, first: 3, handSize: 4 });
    let state = passUntil(result.state, 'auction');
    state = run(state, [bid(16), PASS, PASS, PASS]).state;
    const chosen = act(state, state.bidder, { type: 'trump', suit: 'D' });
    const second = chosen.events.filter((e) => e.type === 'cardsDealt');
    for (const event of second) {
      const seat = event.seat as number;
      expect(event.cards).toEqual([4, 5, 6, 7].map((k) => deck[k * 4 + ((seat - first) & 3)]));
    }
    expect(chosen.state.hands.every((hand) => hand.length === 8)).toBe(true);
  });

  it('[TN-1.3] a stacked deal gives each seat its 8 cards in order; the seventh card is the third of the second batch', () => {
    let state = start({ dealer: 3, deal: SUITED });
    expect(state.hands[1]).toEqual(['JH', '9H', 'AH', 'TH']);
    state = run(passUntil(state, 'auction'), [PASS, bid(16), PASS, PASS, PASS, { type: 'seventhCard' }]).state;
    expect(state.hidden).toBe('8H');
    expect(state.hands[1]).toEqual(['JH', '9H', 'AH', 'TH', 'KH', 'QH', '7H']);
  });

  it('[TN-1.4] before the first call F, then the next seat, may annul a 4-card hand without a point card', () => {
    let state = start({ dealer: 3, deal: [POINTLESS, SUITED] });
    expect(state.phase).toBe('firstAnnul');
    expect(state.turn).toBe(0);
    expect(legal(state)).toEqual([PASS, { type: 'annul' }]);
    state = act(state, 0, PASS).state;
    expect(state.turn).toBe(1);
    expect(legal(state)).toEqual([PASS, { type: 'annul' }]);
    const annulled = act(state, 1, { type: 'annul' });
    expect(eventOf(annulled.events, 'dealAnnulled')).toMatchObject({ audience: 'all', seat: 1 });
    // [TN-1.2] the same dealer deals again; nothing is scored
    expect(annulled.state.dealer).toBe(3);
    expect(annulled.state.hand).toBe(1);
    expect(annulled.state.scores).toEqual([0, 0]);
    expect(annulled.state.hands[0]).toEqual(['JS', '9S', 'AS', 'TS']);
    expect(annulled.events.map((e) => e.type)).not.toContain('handScored');
  });

  it('[TN-1.4] a seat asked whose hand qualifies not may only pass; annul off asks nobody', () => {
    let state = start({ dealer: 3, deal: SUITED });
    expect(legal(state)).toEqual([PASS]);
    expect(refused(state, 0, { type: 'annul' }).message).toMatch(/without a point card/);
    state = act(state, 0, PASS).state;
    state = act(state, 1, PASS).state;
    expect(state.phase).toBe('auction');
    expect(start({ dealer: 3, deal: POINTLESS, options: { annul: 'off' } }).phase).toBe('auction');
  });

  it('[TN-1.4] after the second batch any player, asked in turn from F, may annul 8 cards without a point or with all four Jacks', () => {
    let state = start({ dealer: 3, deal: POINTLESS });
    state = run(state, [PASS, PASS, bid(16), PASS, PASS, PASS, { type: 'trump', suit: 'C' }]).state;
    expect(state.phase).toBe('secondAnnul');
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push([state.turn, legal(state).length]);
      if (i < 3) state = act(state, state.turn, PASS).state;
    }
    // seat 0 now holds 9D AD TD; seat 1 still no point card; seat 2 all four Jacks; seat 3 points
    expect(answers).toEqual([[0, 1], [1, 2], [2, 2], [3, 1]]);
  });

  it('[TN-1.4a] a laid indicator counts among the bidder\'s 8 cards; an unseen seventh card never does', () => {
    // seat 1 holds no point card but its seventh card 8D... is pointless too: give it JC as the 7th instead
    const d = deal('KS QS 8S 7S JD 9D AD TD', 'KH QH 8H 7H KD QD JC 7D', 'JS JH 9C KC 9S 9H AC 8D', 'AS TS AH TH QC 8C 7C TC');
    let seventh = start({ dealer: 3, deal: d });
    seventh = run(seventh, [PASS, PASS, PASS, bid(16), PASS, PASS, PASS, { type: 'seventhCard' }]).state;
    expect(seventh.hidden).toBe('JC');
    seventh = act(seventh, 0, PASS).state;
    expect(legal(seventh)).toEqual([PASS, { type: 'annul' }]); // judged on its 7 seen cards only
    const laid = deal('KS QS 8S 7S JD 9D AD TD', 'JC QH 8H 7H KD QD KH 7D', 'JS JH 9C KC 9S 9H AC 8D', 'AS TS AH TH QC 8C 7C TC');
    let card = start({ dealer: 3, deal: laid, options: { indicator: 'handCard' } });
    card = run(card, [PASS, PASS, PASS, bid(16), PASS, PASS, PASS, { type: 'trump', card: 'JC' }]).state;
    card = act(card, 0, PASS).state;
    expect(legal(card)).toEqual([PASS]); // its laid JC is a point card
  });

  it('[TN-1.4a] redeals repeat without limit, and an annulment after the trump choice discards the choice unseen', () => {
    let state = start({ dealer: 3, deal: [POINTLESS, POINTLESS, SUITED] });
    state = act(state, 0, { type: 'annul' }).state;
    state = act(state, 0, { type: 'annul' }).state;
    expect(state.hands[0]).toEqual(['JS', '9S', 'AS', 'TS']);
    expect(state.deals).toBe(3);
    let later = start({ dealer: 3, deal: [POINTLESS, SUITED] });
    later = run(later, [PASS, PASS, PASS, bid(16), PASS, PASS, PASS, { type: 'trump', suit: 'H' }, PASS]).state;
    const annulled = act(later, 1, { type: 'annul' });
    expect(annulled.events.map((e) => e.type)).toEqual(['dealAnnulled', 'handDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt']);
    expect(JSON.stringify(annulled.events)).not.toMatch(/"H"/);
    expect(annulled.state).toMatchObject({ dealer: 3, bidder: -1, trump: null, form: null, phase: 'firstAnnul', history: [] });
  });
});
