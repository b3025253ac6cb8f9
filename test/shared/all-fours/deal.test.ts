import { describe, expect, it } from 'vitest';
import { rankValue } from '../../../shared/rules/games/all-fours/cards.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { Rank } from '../../../shared/rules/core/cards.js';
import { act, awardsOf, begin, playOut, refused, stack, summaryOf } from './stack.js';

const PLAIN4 = ['2C 3C 4C 5C 6C 7C', '2D 3D 4D 5D 6D 7D', '8C 9C TC JC QC KC', '8D 9D TD JD QD KD'];

describe('[AF-1] the deal', () => {
  it('[AF-1.1] without a given dealer the seats cut: the highest card deals, and everyone sees the cut', () => {
    const setup = allFours.setup({ seats: 4, seed: 'cut' });
    if (!setup.ok) throw new Error(setup.error.message);
    const { firstDealer } = setup.state;
    expect(firstDealer.by).toBe('cut');
    const last = firstDealer.rounds[firstDealer.rounds.length - 1];
    const best = Math.max(...last.map((cut) => rankValue(cut.card[0] as Rank)));
    expect(last.filter((cut) => rankValue(cut.card[0] as Rank) === best).map((cut) => cut.seat)).toEqual([firstDealer.seat]);
    expect(setup.state.dealer).toBe(firstDealer.seat);
    expect(setup.events).toEqual([
      { type: 'firstDealerChosen', audience: 'all', dealer: firstDealer.seat, by: 'cut', rounds: firstDealer.rounds },
    ]);
    expect(allFours.view(setup.state, 'spectator').firstDealer.rounds).toEqual(firstDealer.rounds);
    expect(allFours.toAct(setup.state)).toEqual([firstDealer.seat]);
    // once dealt, the cut cards are back in the pack: the view keeps only who deals and why
    const dealt = act({ state: setup.state, events: [] }, firstDealer.seat, { type: 'deal' });
    expect(allFours.view(dealt.state, 0).firstDealer).toEqual({ seat: firstDealer.seat, by: 'cut', rounds: [] });
  });

  it('[AF-1.1] seats tied for the highest cut cut again, deterministically from the seed', () => {
    let seed = 0;
    const cutOf = (s: number) => {
      const setup = allFours.setup({ seats: 4, seed: `tie-${s}` });
      if (!setup.ok) throw new Error(setup.error.message);
      return setup.state.firstDealer;
    };
    while (cutOf(seed).rounds.length < 2) seed++;
    const { rounds, seat } = cutOf(seed);
    const top = Math.max(...rounds[0].map((cut) => rankValue(cut.card[0] as Rank)));
    const tied = rounds[0].filter((cut) => rankValue(cut.card[0] as Rank) === top).map((cut) => cut.seat);
    expect(tied.length).toBeGreaterThan(1);
    expect(rounds[1].map((cut) => cut.seat)).toEqual(tied);
    expect(tied).toContain(seat);
    expect(cutOf(seed)).toEqual({ seat, by: 'cut', rounds });
  });

  it('[AF-1.1] a dealer fixed by setup needs no cut, and the record says so', () => {
    const setup = allFours.setup({ seats: 2, seed: 'x', dealer: 1 });
    if (!setup.ok) throw new Error(setup.error.message);
    expect(setup.state.firstDealer).toEqual({ seat: 1, by: 'setup', rounds: [] });
    expect(setup.events[0]).toMatchObject({ type: 'firstDealerChosen', dealer: 1, by: 'setup' });
  });

  it('[AF-1.1] the deal passes to the right after every hand', () => {
    let run = begin({ seats: 4, deal: stack(PLAIN4, '3S') });
    run = playOut(act(run, 1, { type: 'stand' }));
    expect(run.state).toMatchObject({ phase: 'deal', hand: 2, dealer: 1, turn: 1 });
    expect(refused(run, 0, { type: 'deal' })).toBe('notYourTurn');
    run = act(run, 1, { type: 'deal' });
    expect(run.state).toMatchObject({ phase: 'stand', dealer: 1, turn: 2 });
  });

  it('[AF-1.2] the dealer deals 6 each and turns the next card up: its suit is trumps', () => {
    const deal = stack(PLAIN4, '9H');
    const run = begin({ seats: 4, deal });
    expect(run.state.hands).toEqual(deal.hands);
    expect(run.state.kicks).toEqual(['9H']);
    expect(run.state.trump).toBe('H');
    expect(run.state.stock).toEqual(deal.stock.slice(1));
    expect(run.events.filter((e) => e.type === 'cardsDealt')).toEqual(
      deal.hands.map((cards, seat) => ({ type: 'cardsDealt', audience: { seat }, seat, cards, run: 0 })),
    );
    expect(run.state.phase).toBe('stand');
    expect(allFours.toAct(run.state)).toEqual([1]);
  });

  it('[AF-1.3] a kicked Ace scores 1, a Six 2, a Jack 3 for the dealer\'s team at once; other cards nothing', () => {
    for (const [kick, points] of [['AH', 1], ['6H', 2], ['JS', 3], ['KS', 0], ['2S', 0]] as const) {
      const run = begin({ seats: 4, dealer: 1, deal: stack(PLAIN4, kick) });
      expect(run.state.score).toEqual([0, points]);
      expect(run.events.find((e) => e.type === 'kickTurned')).toMatchObject({ card: kick, points, team: 1, seat: 1 });
      expect(run.state.awards.length).toBe(points > 0 ? 1 : 0);
    }
  });

  it('[AF-1.3] option kicks=tobago: a kicked Two scores 2 instead of the Six', () => {
    const two = begin({ seats: 2, options: { kicks: 'tobago' }, deal: stack(['3C 4C 5C 7C 8C 9C', '3D 4D 5D 7D 8D 9D'], '2H') });
    expect(two.state.score).toEqual([2, 0]);
    const six = begin({ seats: 2, options: { kicks: 'tobago' }, deal: stack(['3C 4C 5C 7C 8C 9C', '3D 4D 5D 7D 8D 9D'], '6H') });
    expect(six.state.score).toEqual([0, 0]);
  });
});

describe('[AF-2] standing and begging', () => {
  it('[AF-2.1] the dealer\'s right stands: play starts with the kick\'s suit, and only that seat may stand or beg', () => {
    let run = begin({ seats: 4, deal: stack(PLAIN4, '9H') });
    expect(allFours.legalActions(run.state, 1)).toEqual([{ type: 'stand' }, { type: 'beg' }]);
    expect(refused(run, 0, { type: 'stand' })).toBe('notYourTurn');
    expect(refused(run, 2, { type: 'beg' })).toBe('notYourTurn');
    expect(refused(run, 1, { type: 'play', card: '2D' })).toBe('illegal');
    run = act(run, 1, { type: 'stand' });
    expect(run.events).toEqual([
      { type: 'stood', audience: 'all', seat: 1 },
      { type: 'playStarted', audience: 'all', trump: 'H', leader: 1 },
    ]);
    expect(run.state).toMatchObject({ phase: 'play', trump: 'H', turn: 1 });
  });

  it('[AF-2.1] with 2 players the non-dealer stands or begs', () => {
    const run = begin({ seats: 2, dealer: 1, deal: stack(['3C 4C 5C 7C 8C 9C', '3D 4D 5D 7D 8D 9D'], '9H') });
    expect(allFours.toAct(run.state)).toEqual([0]);
    expect(act(run, 0, { type: 'beg' }).state).toMatchObject({ phase: 'beg', turn: 1, beggar: 0 });
  });

  it('[AF-2.2] "take one": the beggar\'s team scores 1 and play starts with the same trump', () => {
    let run = act(begin({ seats: 4, deal: stack(PLAIN4, '9H') }), 1, { type: 'beg' });
    expect(allFours.legalActions(run.state, 0)).toEqual([{ type: 'takeOne' }, { type: 'run' }]);
    expect(refused(run, 1, { type: 'takeOne' })).toBe('notYourTurn');
    run = act(run, 0, { type: 'takeOne' });
    expect(run.state.score).toEqual([0, 1]);
    expect(run.state).toMatchObject({ phase: 'play', trump: 'H', turn: 1, kicks: ['9H'] });
    expect(run.events[0]).toEqual({ type: 'oneTaken', audience: 'all', seat: 0, beggar: 1, team: 1, points: 1, score: [0, 1] });
    expect(awardsOf(summaryOf(playOut(run).events))[0]).toBe('beg:scored:1:1');
  });

  it('[AF-2.2] running the pack: 3 more each from the dealer\'s right, a new kick of another suit is trumps and scores', () => {
    const runCards = '2H 3H 4H 5H 7H 8H 9H TH JH QH KH AH';
    let run = act(begin({ seats: 4, deal: stack(PLAIN4, `3S ${runCards} AD`) }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'run' });
    const dealt = run.events.filter((e) => e.type === 'cardsDealt');
    expect(dealt.map((e) => [e.seat, e.cards])).toEqual([
      [1, ['2H', '3H', '4H']],
      [2, ['5H', '7H', '8H']],
      [3, ['9H', 'TH', 'JH']],
      [0, ['QH', 'KH', 'AH']],
    ]);
    expect(run.state.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    expect(run.state).toMatchObject({ phase: 'play', trump: 'D', runs: 1, kicks: ['3S', 'AD'], score: [1, 0], turn: 1 });
  });

  it('[AF-2.2] two runs of the pack with 4 players: a repeated suit runs again, every kick scoring', () => {
    const run1 = '2H 3H 4H 5H 7H 8H 9H TH JH QH KH AH';
    const run2 = '5S 7S 8S 9S TS JS QS KS AS AC AD 2S';
    let run = act(begin({ seats: 4, deal: stack(PLAIN4, `3S ${run1} 4S ${run2} 6H 6S`) }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'run' });
    expect(run.events.map((e) => e.type)).toEqual([
      'packRun', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'kickTurned',
      'packRun', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'kickTurned', 'playStarted',
    ]);
    expect(run.state).toMatchObject({ phase: 'play', trump: 'H', runs: 2, kicks: ['3S', '4S', '6H'], score: [2, 0] });
    expect(run.state.hands.map((h) => h.length)).toEqual([12, 12, 12, 12]); // [AF-2.3]
    expect(run.state.stock).toEqual(['6S']);
    // High and Low go by who was dealt them, run cards included: AH to seat 0, 2H to seat 1 in run 1
    const summary = summaryOf(playOut(run).events);
    expect(summary.awards.filter((a) => a.kind === 'high' || a.kind === 'low').map((a) => [a.seat, a.rank])).toEqual([
      [0, 'A'],
      [1, '2'],
    ]);
    expect(summary.runs).toBe(2);
  });

  it('[AF-2.2] a pack that cannot supply another run: the same dealer deals afresh, kick points kept', () => {
    const run1 = '2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH';
    const run2 = 'AH AC AD 2S 3S 4S 5S 7S 8S 9S TS QS';
    const first = stack(PLAIN4, `JS ${run1} AS ${run2} 6S KS`);
    const second = stack(['2S 3S 4S 5S 6S 7S', '8S 9S TS JS QS KS', 'AS 3H 4H 5H 6H 7H', '8H 9H TH JH QH KH'], '2H');
    let run = begin({ seats: 4, deal: [first, second] });
    expect(run.state.score).toEqual([3, 0]);
    run = act(act(run, 1, { type: 'beg' }), 0, { type: 'run' });
    expect(run.events.filter((e) => e.type === 'kickTurned').map((e) => [e.card, e.points])).toEqual([
      ['AS', 1],
      ['6S', 2],
    ]);
    expect(run.events[run.events.length - 1]).toEqual({ type: 'packExhausted', audience: 'all', dealer: 0, redeal: 1 });
    expect(run.state).toMatchObject({ phase: 'deal', dealer: 0, hand: 1, redeal: 1, turn: 0, score: [6, 0], kicks: [] });
    expect(run.state.hands).toEqual([[], [], [], []]);
    expect(refused(run, 1, { type: 'deal' })).toBe('notYourTurn');
    run = act(run, 0, { type: 'deal' });
    expect(run.state).toMatchObject({ phase: 'stand', hand: 1, redeal: 1, kicks: ['2H'], trump: 'H', score: [6, 0] });
    const summary = summaryOf(playOut(act(run, 1, { type: 'stand' })).events);
    expect(summary).toMatchObject({ hand: 1, dealer: 0, trump: 'H', redeals: 1, runs: 0 });
    expect(awardsOf(summary).slice(0, 3)).toEqual(['kick:scored:0:3', 'kick:scored:0:1', 'kick:scored:0:2']);
  });

  it('[AF-2.2] a redeal with no stacked deal left is shuffled from the seed, the same every time', () => {
    const run1 = '2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH';
    const run2 = 'AH AC AD 2S 3S 4S 5S 7S 8S 9S TS QS';
    const again = () => act(act(act(begin({ seats: 4, deal: stack(PLAIN4, `JS ${run1} AS ${run2} 6S KS`) }), 1, { type: 'beg' }), 0, { type: 'run' }), 0, { type: 'deal' });
    const a = again();
    expect(a.state.hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(a.state).toEqual(again().state);
  });

  it('[AF-2.3] a 2-player hand with three runs: 15 cards each, all kept and counted by who was dealt them', () => {
    const stock = '3S 8C 9C TC 8D 9D TD 4S JC QC KC JD QD KD 5S 2H 3H 4H AH KH 5H QH';
    let run = act(begin({ seats: 2, deal: stack(['2C 3C 4C 5C 6C 7C', '2D 3D 4D 5D 6D 7D'], stock) }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'run' });
    expect(run.state).toMatchObject({ phase: 'play', trump: 'H', runs: 3, kicks: ['3S', '4S', '5S', 'QH'] });
    expect(run.state.hands[1]).toEqual('2D 3D 4D 5D 6D 7D 8C 9C TC JC QC KC 2H 3H 4H'.split(' '));
    expect(run.state.hands[0]).toEqual('2C 3C 4C 5C 6C 7C 8D 9D TD JD QD KD AH KH 5H'.split(' '));
    const summary = summaryOf(playOut(run).events);
    expect(awardsOf(summary).slice(0, 3)).toEqual(['high:scored:0:1', 'low:scored:1:1', 'jack:none']);
    expect(summary.runs).toBe(3);
  });
});
