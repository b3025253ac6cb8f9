import { describe, expect, it } from 'vitest';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import { act, awardsOf, begin, play, refused, stack, summaryOf, type Run } from './stack.js';

// 4 players, dealer 0, trump spades. Seat 1 leads JS, seat 2 captures it with AS (hang jack for
// team 0); seat 2 then wins every trick with clubs. High AS (seat 2), Low 2S (seat 3), Game 8-0.
const HANG = ['KS 2D 3D 4D 5D 6D', 'JS 2H 3H 4H 5H 6H', 'AS 2C 3C 4C 5C 6C', '2S 7H 8H 9H 7D 8D'];
const HANG_PLAY = 'JS AS 2S KS 2C 7H 2D 2H 3C 8H 3D 3H 4C 9H 4D 4H 5C 7D 5D 5H 6C 8D 6D 6H';

function hand4(hands: string[], cards: string, input: { options?: Record<string, unknown>; score?: number[] } = {}): Run {
  return play(act(begin({ seats: 4, deal: stack(hands, '3S'), ...input }), 1, { type: 'stand' }), cards);
}

function hand2(hands: string[], kick: string, cards: string, options: Record<string, unknown> = {}): Run {
  return play(act(begin({ seats: 2, options, deal: stack(hands, kick) }), 1, { type: 'stand' }), cards);
}

// 2 players, dealer 0, trump spades: each side wins a trick with a Ten, 10-10 in counting points
const TIE = ['4S TC 6C 7C 8C 9C', 'TH 2S 2D 3D 4D 5D'];
const TIE_PLAY = 'TH 4S TC 2S 2D 6C 3D 7C 4D 8C 5D 9C';

describe('[AF-4] points for the hand', () => {
  it('[AF-4.1] [AF-4.2] [AF-4.3] [AF-4.4] High and Low to the seats dealt them, hang jack 3 to the captors, Game', () => {
    const run = hand4(HANG, HANG_PLAY);
    const summary = summaryOf(run.events);
    expect(awardsOf(summary)).toEqual(['high:scored:0:1', 'low:scored:1:1', 'jack:scored:0:3', 'game:scored:0:1']);
    expect(summary.awards.map((a) => [a.seat, a.rank])).toEqual([[2, 'A'], [3, '2'], [1, null], [null, null]]);
    expect(summary.awards[2].hang).toBe(true);
    expect(summary).toMatchObject({ hand: 1, dealer: 0, trump: 'S', cardPoints: [8, 0], points: [5, 1], score: [5, 1], winner: null });
    expect(run.state.score).toEqual([5, 1]);
    expect({ type: 'handScored', audience: 'all', ...run.state.lastHand }).toEqual(summary);
  });

  it('[AF-4.3] the jack won by its holder\'s team scores 1 for that team', () => {
    const hands = ['KS 2D 3D 4D 5D 6D', 'JS 2H 3H 4H 5H 6H', '2S 2C 3C 4C 5C 6C', 'AS 7H 8H 9H 7D 8D'];
    const run = hand4(hands, 'JS 2S AS KS 7H 2D 2H 2C 8H 3D 3H 3C 9H 4D 4H 4C 7D 5D 5H 5C 8D 6D 6H 6C');
    expect(awardsOf(summaryOf(run.events))).toEqual(['high:scored:1:1', 'low:scored:0:1', 'jack:scored:1:1', 'game:scored:1:1']);
    expect(run.state.score).toEqual([1, 3]);
  });

  it('[AF-7] option hangJack=1: a captured jack scores 1', () => {
    const run = hand4(HANG, HANG_PLAY, { options: { hangJack: 1 } });
    expect(awardsOf(summaryOf(run.events))[2]).toBe('jack:scored:0:1');
    expect(run.state.score).toEqual([3, 1]);
  });

  it('[AF-7] option gamePoints=2: Game is worth 2', () => {
    const run = hand4(HANG, HANG_PLAY, { options: { gamePoints: 2 } });
    expect(awardsOf(summaryOf(run.events))[3]).toBe('game:scored:0:2');
    expect(run.state.score).toEqual([6, 1]);
  });

  it('[AF-4.1] [AF-4.2] one trump in play is both High and Low, to the one player dealt it; the kick does not count', () => {
    const run = hand2(['2D 3D 4D 5D 6D 7D', '9S 2H 3H 4H 5H 6H'], '2S', '9S 2D 2H 3D 3H 4D 4H 5D 5H 6D 6H 7D');
    const summary = summaryOf(run.events);
    expect(awardsOf(summary)).toEqual(['high:scored:1:1', 'low:scored:1:1', 'jack:none', 'game:none']);
    expect(summary.awards.slice(0, 2).map((a) => [a.seat, a.rank])).toEqual([[1, '9'], [1, '9']]);
    expect(run.state.score).toEqual([0, 2]);
  });

  it('[AF-4.1] no trump dealt to anyone: neither High nor Low is scored', () => {
    const run = hand2(['2D 3D 4D 5D 6D 7D', '2H 3H 4H 5H 6H 7H'], '3S', '2H 2D 3H 3D 4H 4D 5H 5D 6H 6D 7H 7D');
    expect(awardsOf(summaryOf(run.events))).toEqual(['high:none', 'low:none', 'jack:none', 'game:none']);
  });

  it('[AF-4.4] a Game tie scores for nobody', () => {
    const run = hand2(TIE, '3S', TIE_PLAY);
    const summary = summaryOf(run.events);
    expect(summary.cardPoints).toEqual([10, 10]);
    expect(awardsOf(summary)).toEqual(['high:scored:0:1', 'low:scored:1:1', 'jack:none', 'game:none']);
    expect(run.state.score).toEqual([1, 1]);
  });

  it('[AF-7] option gameTie=nonDealer: a Game tie goes to the non-dealer', () => {
    const run = hand2(TIE, '3S', TIE_PLAY, { gameTie: 'nonDealer' });
    expect(awardsOf(summaryOf(run.events))[3]).toBe('game:scored:1:1');
    expect(run.state.score).toEqual([1, 2]);
  });
});

describe('[AF-5] order and the end', () => {
  it('[AF-5.2] a kicked Jack wins the game before a card is played', () => {
    const run = begin({ seats: 4, score: [11, 0], deal: stack(HANG, 'JH') });
    expect(run.events.map((e) => e.type)).toEqual([
      'handDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'cardsDealt', 'kickTurned', 'handScored', 'gameOver',
    ]);
    const summary = summaryOf(run.events);
    expect(awardsOf(summary)).toEqual(['kick:scored:0:3', 'high:notReached', 'low:notReached', 'jack:notReached', 'game:notReached']);
    expect(summary).toMatchObject({ trump: null, cardPoints: null, score: [14, 0], winner: 0 });
    expect(run.events[7]).toEqual({ type: 'gameOver', audience: 'all', winner: 0, winners: [0, 2], score: [14, 0] });
    expect(allFours.outcome(run.state)).toEqual({ winner: 0, winners: [0, 2], score: [14, 0] });
    expect(allFours.toAct(run.state)).toEqual([]);
    expect(refused(run, 1, { type: 'stand' })).toBe('gameOver');
  });

  it('[AF-5.1] [AF-5.2] a win reached on Low ends the count: Jack and Game are not counted', () => {
    const run = hand4(HANG, HANG_PLAY, { score: [12, 13] });
    const summary = summaryOf(run.events);
    // High first takes team 0 to 13; Low then takes team 1 to 14; the hang jack (3 for team 0) never counts
    expect(awardsOf(summary)).toEqual(['high:scored:0:1', 'low:scored:1:1', 'jack:notReached', 'game:notReached']);
    expect(summary).toMatchObject({ score: [13, 14], points: [1, 1], winner: 1 });
    expect(allFours.outcome(run.state)).toEqual({ winner: 1, winners: [1, 3], score: [13, 14] });
  });

  it('[AF-5.1] the beg point counts before play: "take one" can win the game', () => {
    let run = act(begin({ seats: 4, score: [0, 13], deal: stack(HANG, '3S') }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'takeOne' });
    expect(awardsOf(summaryOf(run.events))).toEqual(['beg:scored:1:1', 'high:notReached', 'low:notReached', 'jack:notReached', 'game:notReached']);
    expect(run.state).toMatchObject({ phase: 'over', winner: 1, score: [0, 14] });
  });

  it('[AF-5.1] a kick turned while running the pack can win the game; the run stops there', () => {
    const runCards = '2H 3H 4H 5H 7H 8H 9H TH JH QH KH AH';
    let run = act(begin({ seats: 4, score: [12, 0], deal: stack(['2C 3C 4C 5C 6C 7C', '2D 3D 4D 5D 6D 7D', '8C 9C TC JC QC KC', '8D 9D TD JD QD KD'], `3S ${runCards} 6S`) }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'run' });
    expect(run.state).toMatchObject({ phase: 'over', winner: 0, score: [14, 0], runs: 1 });
    expect(awardsOf(summaryOf(run.events))).toEqual(['kick:scored:0:2', 'high:notReached', 'low:notReached', 'jack:notReached', 'game:notReached']);
  });

  it('[AF-7] option target=7: the first team to 7 wins', () => {
    const run = hand4(HANG, HANG_PLAY, { options: { target: 7 }, score: [6, 0] });
    expect(awardsOf(summaryOf(run.events))).toEqual(['high:scored:0:1', 'low:notReached', 'jack:notReached', 'game:notReached']);
    expect(run.state).toMatchObject({ phase: 'over', winner: 0, score: [7, 0] });
  });
});
