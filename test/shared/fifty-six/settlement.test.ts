import { describe, expect, it } from 'vitest';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import { stake } from '../../../shared/rules/games/fifty-six/scoring.js';
import type { FiftySixState, Payment } from '../../../shared/rules/games/fifty-six/state.js';
import { DOUBLE, PASS, REDOUBLE, bid, calls, deal, eventOf, playHand, start, suit } from './stack.js';
import { handsOf } from '../../../shared/rules/games/fifty-six/hands.js';

// 4 players, one suit each: with a suit contract the holder of the trumps wins every trick;
// at No Trumps the leader wins every trick (nobody else can follow).
const BY_SUIT_4 = deal(suit('C'), suit('S'), suit('H'), suit('D'));

describe('[FS-5] settling a hand', () => {
  it('[FS-5.2] tables per other team by bracket, x2 doubled, x4 redoubled; addTables +1/+2', () => {
    const cases: [number, number, number][] = [
      [28, 1, 2],
      [39, 1, 2],
      [40, 2, 3],
      [47, 2, 3],
      [48, 3, 4],
      [55, 3, 4],
      [56, 4, 5],
    ];
    for (const [value, win, fail] of cases) {
      expect(stake(value, true, 0, 'multiply')).toBe(win);
      expect(stake(value, false, 0, 'multiply')).toBe(fail);
      expect(stake(value, true, 1, 'multiply')).toBe(win * 2);
      expect(stake(value, false, 2, 'multiply')).toBe(fail * 4);
      expect(stake(value, true, 1, 'addTables')).toBe(win + 1);
      expect(stake(value, false, 2, 'addTables')).toBe(fail + 2);
    }
  });

  it('[FS-5.1] only the bidding team counts: 56 made with exactly 56 succeeds', () => {
    let state = start({ seats: 4, dealer: 0, deal: BY_SUIT_4 });
    state = calls(state, [bid(56, 'S'), PASS, PASS, PASS]).state;
    const { events } = playHand(state);
    const scored = eventOf(events, 'handScored');
    expect(scored.points).toEqual([0, 56]);
    expect(scored.made).toBe(true);
    expect(scored.payments).toEqual([{ from: 0, to: 1, tables: 4, owed: 4 }]);
    expect(scored.tables).toEqual([8, 16]);
  });

  it('[FS-5.1] a team below its contract fails and pays each other team', () => {
    let state = start({ seats: 4, dealer: 0, deal: BY_SUIT_4 });
    // seat 2 (team 0) bids Spades 30, but seat 1 holds every spade
    state = calls(state, [PASS, bid(30, 'S', 'suitNumber'), PASS, PASS, PASS]).state;
    expect(state.contract).toMatchObject({ seat: 2, team: 0, value: 30, trump: 'S', called: 'Spades 30' });
    const scored = eventOf(playHand(state).events, 'handScored');
    expect(scored.points).toEqual([0, 56]);
    expect(scored.made).toBe(false);
    expect(scored.tables).toEqual([10, 14]);
  });

  it('[FS-3.5][FS-5.2] worked case: a redoubled 40 ends the auction and wins 2 x 4 tables', () => {
    let state = start({ seats: 4, dealer: 0, deal: BY_SUIT_4 });
    const auction = calls(state, [bid(40, 'S'), DOUBLE, REDOUBLE]);
    state = auction.state;
    // seat 0 never spoke: the redouble ended the auction at once
    expect(state.phase).toBe('playing');
    expect(state.auction.calls.map((c) => `${c.seat}:${c.called}`)).toEqual(['1:40 Spades', '2:Double', '3:Redouble']);
    expect(eventOf(auction.events, 'contractMade').contract).toMatchObject({ seat: 1, team: 1, value: 40, doubled: 2, doubler: 2 });
    expect(state.turn).toBe(1);
    const scored = eventOf(playHand(state).events, 'handScored');
    expect(scored.made).toBe(true);
    expect(scored.payments).toEqual([{ from: 0, to: 1, tables: 8, owed: 8 }]);
    expect(scored.tables).toEqual([4, 20]);
  });

  it('[FS-5.2] option doubling=addTables: a redoubled 40 wins 2 + 2 tables', () => {
    let state = start({ seats: 4, dealer: 0, deal: BY_SUIT_4, options: { doubling: 'addTables' } });
    state = calls(state, [bid(40, 'S'), DOUBLE, REDOUBLE]).state;
    expect(eventOf(playHand(state).events, 'handScored').tables).toEqual([8, 16]);
  });

  it('[FS-3.7] worked case: all pass, the dealer\'s right\'s team plays 28 No Trumps undoubled', () => {
    let state = start({ seats: 4, dealer: 2, deal: BY_SUIT_4 });
    expect(state.turn).toBe(3);
    const auction = calls(state, [PASS, PASS, PASS, PASS]);
    state = auction.state;
    expect(state.contract).toEqual({
      seat: 3,
      team: 1,
      value: 28,
      denomination: 'NT',
      called: '28 No Trumps',
      trump: null,
      doubled: 0,
      doubler: null,
      forced: true,
    });
    expect(state.turn).toBe(3); // [FS-4.1] the dealer's right leads
    const scored = eventOf(playHand(state).events, 'handScored');
    expect(scored.points).toEqual([0, 56]);
    expect(scored.tables).toEqual([11, 13]);
  });

  it('[FS-3.3] worked case: plus bids end in Noes, shown as called and played as No Trumps', () => {
    // seat 1 spades, seat 2 diamonds, seat 3 hearts, seat 0 clubs
    let state = start({ seats: 4, dealer: 0, deal: deal(suit('C'), suit('S'), suit('D'), suit('H')) });
    state = calls(state, [bid(28, 'D'), bid(30, 'D', 'plus'), bid(31, 'S', 'plus'), bid(33, 'noes', 'plus'), PASS, PASS, PASS]).state;
    const called = ['28 Diamonds', 'Plus 2 Diamonds', 'Plus 1 Spades', 'Plus 2 Noes', 'Pass', 'Pass', 'Pass'];
    for (const viewer of ['spectator', 0, 1, 2, 3] as const) {
      expect(fiftySix.view(state, viewer).auction.calls.map((c) => c.called)).toEqual(called);
    }
    expect(state.auction.calls[3]).toMatchObject({ seat: 0, value: 33, denomination: 'noes', form: 'plus', plus: 2, noesOf: 'S' });
    expect(state.contract).toMatchObject({ seat: 0, team: 0, value: 33, denomination: 'noes', trump: null, called: 'Plus 2 Noes' });
    // No Trumps: seat 1 leads spades and wins every trick; diamonds would have trumped them
    const { events } = playHand(state);
    expect(events.filter((e) => e.type === 'trickWon').every((e) => e.seat === 1)).toBe(true);
    const scored = eventOf(events, 'handScored');
    expect(scored.points).toEqual([0, 56]);
    expect(scored.tables).toEqual([10, 14]);
  });
});

describe('[FS-5.3][FS-5.4][FS-6.1] paying out, elimination and the winner', () => {
  // 6 players in pairs: team 0 = seats 0+3, team 1 = 1+4, team 2 = 2+5. Team 0 holds every heart.
  const HAND_1 = deal(
    'JH1 JH2 9H1 9H2 AH1 AH2 TH1 TH2',
    'AS1 AS2 TS1 TS2 KS1 KS2 QS1 QS2',
    'KD1 KD2 QD1 QD2 JC1 JC2 9C1 9C2',
    'KH1 KH2 QH1 QH2 JS1 JS2 9S1 9S2',
    'JD1 JD2 9D1 9D2 AD1 AD2 TD1 TD2',
    'AC1 AC2 TC1 TC2 KC1 KC2 QC1 QC2',
  );
  // 4 players left (seats 0, 2, 3, 5), 12 cards each; seat 5 holds every heart.
  const HAND_2 = deal(suit('D'), '', suit('C'), suit('S'), '', suit('H'));

  it('worked case: a doubled 44 fails against three teams, the bidder pays in turn order and is out; 6 -> 4 players to a winner', () => {
    let state = start({ seats: 6, dealer: 0, score: [1, 8, 1], deal: [HAND_1, HAND_2] });
    expect(state.turn).toBe(1);
    // [FS-3.6] after the double, all five others must pass (the bidder too)
    let step = calls(state, [bid(44, 'H'), DOUBLE, PASS, PASS, PASS, PASS]);
    expect(step.state.phase).toBe('auction');
    expect(step.state.turn).toBe(1);
    step = calls(step.state, [PASS]);
    expect(step.state.contract).toMatchObject({ seat: 1, team: 1, value: 44, trump: 'H', doubled: 1, doubler: 2 });
    const hand1 = playHand(step.state);
    const scored = eventOf(hand1.events, 'handScored');
    expect(scored.points).toEqual([56, 0, 0]);
    expect(scored.made).toBe(false);
    // [FS-5.3] 3 x 2 = 6 owed to each; from the seat after the bidder: team 2 first, then team 0
    expect(scored.payments).toEqual([
      { from: 1, to: 2, tables: 6, owed: 6 },
      { from: 1, to: 0, tables: 2, owed: 6 },
    ]);
    expect(scored.tables).toEqual([3, 0, 7]);
    expect(scored.out).toEqual([1]);
    expect(eventOf(hand1.events, 'teamOut')).toMatchObject({ team: 1, seats: [1, 4] });
    // [FS-5.4] 4 players left: 48 cards, 12 each; seats kept; the deal passes to the next remaining seat
    state = hand1.state;
    expect(eventOf(hand1.events, 'handDealt')).toMatchObject({ hand: 2, dealer: 2, players: [3, 5, 0, 2], handSize: 12 });
    expect(handsOf(state).map((h) => h.length)).toEqual([12, 0, 12, 12, 0, 12]);
    expect(state.turn).toBe(3);
    for (const out of [1, 4]) {
      expect(fiftySix.legalActions(state, out)).toEqual([]);
      expect(fiftySix.view(state, out).playing).toEqual([true, false, true, true, false, true]);
    }
    state = calls(state, [PASS, bid(56, 'H'), PASS, PASS]).state;
    expect(state.phase).toBe('auction'); // three passes after the bid are needed: seat 3 is still to pass
    state = calls(state, [PASS]).state;
    expect(state.contract).toMatchObject({ seat: 5, team: 2, value: 56 });
    const hand2 = playHand(state);
    expect(hand2.events.filter((e) => e.type === 'cardPlayed').map((e) => e.seat).slice(0, 4)).toEqual([3, 5, 0, 2]);
    const last = eventOf(hand2.events, 'handScored');
    expect(last.payments).toEqual([{ from: 0, to: 2, tables: 3, owed: 4 }]);
    expect(last.tables).toEqual([0, 0, 10]);
    // [FS-6.1] the last team with tables wins
    expect(eventOf(hand2.events, 'gameOver')).toMatchObject({ winner: 2, winners: [2, 5], tables: [0, 0, 10] });
    expect(fiftySix.outcome(hand2.state)).toEqual({ winner: 2, winners: [2, 5], score: [0, 0, 10] });
    expect(fiftySix.toAct(hand2.state)).toEqual([]);
  });

  it('[FS-5.3] a winning bidder collects from each team; a team that cannot pay in full pays what it has and is out', () => {
    let state = start({ seats: 6, dealer: 5, score: [12, 12, 3], deal: HAND_1 });
    // seat 0 (team 0, all the hearts with seat 3) bids 56 Hearts
    state = calls(state, [bid(56, 'H'), PASS, PASS, PASS, PASS, PASS]).state;
    const { events, state: after } = playHand(state);
    const scored = eventOf(events, 'handScored');
    expect(scored.payments).toEqual([
      { from: 1, to: 0, tables: 4, owed: 4 },
      { from: 2, to: 0, tables: 3, owed: 4 },
    ]);
    expect(scored.tables).toEqual([19, 8, 0]);
    expect(scored.out).toEqual([2]);
    // 4 players left: seats 0, 1, 3, 4; the dealer (seat 5) is out, so the deal passes to seat 0
    expect(after.dealer).toBe(0);
    expect(handsOf(after).map((h) => h.length)).toEqual([12, 12, 0, 12, 12, 0]);
    expect(after.turn).toBe(1);
  });

  it('[FS-5.4] 8 -> 6 players: the next hand uses 48 cards, 8 each, and the seats keep their teams', () => {
    const hands = deal(
      'KS1 KS2 QS1 QS2 8S1 8S2 7S1 7S2',
      'JS1 JS2 9S1 9S2 AS1 AS2 TS1 TS2',
      'JH1 JH2 9H1 9H2 AH1 AH2 TH1 TH2',
      'KH1 KH2 QH1 QH2 8H1 8H2 7H1 7H2',
      'JD1 JD2 9D1 9D2 AD1 AD2 TD1 TD2',
      'KD1 KD2 QD1 QD2 8D1 8D2 7D1 7D2',
      'JC1 JC2 9C1 9C2 AC1 AC2 TC1 TC2',
      'KC1 KC2 QC1 QC2 8C1 8C2 7C1 7C2',
    );
    let state = start({ seats: 8, dealer: 0, score: [1, 5, 5, 5], deal: hands });
    state = calls(state, Array(8).fill(PASS)).state; // forced 28 No Trumps for seat 1's team
    const { events, state: after } = playHand(state);
    const scored = eventOf(events, 'handScored');
    expect(scored.points).toEqual([0, 56, 0, 0]);
    // from the seat after the bidder (seat 2): teams 2, 3, then 0
    expect((scored.payments as Payment[]).map((p) => p.from)).toEqual([2, 3, 0]);
    expect(scored.tables).toEqual([0, 8, 4, 4]);
    expect(eventOf(events, 'teamOut')).toMatchObject({ team: 0, seats: [0, 4] });
    expect(after.dealer).toBe(1);
    expect(after.turn).toBe(2);
    expect(handsOf(after).map((h) => h.length)).toEqual([0, 8, 8, 8, 0, 8, 8, 8]);
    const dealt = handsOf(after).flat();
    expect(dealt).toHaveLength(48);
    expect(dealt.some((card) => card[0] === '8' || card[0] === '7')).toBe(false);
    expect([1, 5].map((seat) => fiftySix.teamOf(after, seat))).toEqual([1, 1]);
  });

  it('[FS-5.4] the game goes on with fewer players until one team is left (random play, 8 players)', () => {
    for (let g = 0; g < 20; g++) {
      let state: FiftySixState = start({ seats: 8, seed: `fewer-${g}`, options: { tables: 3 } });
      const counts = new Set<number>();
      while (state.phase !== 'over') {
        const playing = handsOf(state).filter((h) => h.length > 0).length;
        if (state.phase === 'auction' && state.auction.calls.length === 0) counts.add(playing);
        const legal = fiftySix.legalActions(state, state.turn);
        const choice = legal.find((a) => a.type === 'pass') ?? legal[(state.version * 7) % legal.length];
        state = calls(state, [choice]).state;
      }
      expect(fiftySix.outcome(state)?.score.filter((n) => n > 0)).toHaveLength(1);
      for (const count of counts) expect([4, 6, 8]).toContain(count);
    }
  });
});
