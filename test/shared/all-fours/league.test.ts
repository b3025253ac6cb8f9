import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/rules/core/game.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { AllFoursState } from '../../../shared/rules/games/all-fours/state.js';
import { act, awardsOf, begin, legalCardsOf, play, playOut, refused, stack, summaryOf, type Run } from './stack.js';

// seats 0 and 2 are team 0, seats 1 and 3 team 1; dealer 0, so seat 1 stands and leads
function standing(hands: string[], kick: string, options: Record<string, unknown> = {}, score?: number[]): Run {
  return act(begin({ seats: 4, options, deal: stack(hands, kick), ...(score ? { score } : {}) }), 1, { type: 'stand' });
}

// spades are trumps (kick 3S); seat 1 leads
const TRUMP_LED = ['2D 3D 4D 5D 6D 7D', 'JS 2H 3H 4H 5H 6H', 'AS 2C 3C 4C 5C 6C', 'QS 7H 8H 9H 8D 9D'];
const PLAIN_LED = ['2H 9S 2D 3D 4D 5D', '7H 8H 9H TH JH QH', 'KS 2C 3C 4C 5C 6C', '3H 4H 6D 7D 8D 9D'];
const OPEN_ONE = { followSuit: 'open', renege: 'one' };

const call = (card: string) => ({ type: 'callRenege', card });
const callsOf = (state: AllFoursState, seat: number): string[] =>
  allFours.legalActions(state, seat).flatMap((a) => (a.type === 'callRenege' ? [a.card] : []));

describe('[AF-10.1] followSuit', () => {
  it('[AF-10.1] trumpOnly: any card on a plain lead, a trump still owed on a trump lead', () => {
    const plain = play(standing(PLAIN_LED, '3S', { followSuit: 'trumpOnly' }), '7H');
    expect(legalCardsOf(plain.state, 2)).toEqual(['KS', '2C', '3C', '4C', '5C', '6C']);
    const trump = play(standing(TRUMP_LED, '3S', { followSuit: 'trumpOnly' }), 'JS');
    expect(legalCardsOf(trump.state, 2)).toEqual(['AS']);
    expect(refused(trump, 2, { type: 'play', card: '2C' })).toBe('illegal');
  });

  it('[AF-10.1] open: every card in hand, on a trump lead too; enforced (default) stays AF-3', () => {
    const trump = play(standing(TRUMP_LED, '3S', { followSuit: 'open' }), 'JS');
    expect(legalCardsOf(trump.state, 2)).toEqual(['AS', '2C', '3C', '4C', '5C', '6C']);
    const enforced = play(standing(PLAIN_LED, '3S'), '7H');
    expect(legalCardsOf(enforced.state, 2)).toEqual(['KS']);
  });

  it('[AF-10.1a] noUndertrump is still refused when following is open', () => {
    const hands = ['4S 5S 7S 8S TS JS', '7H 8H 9H TH JH 3S', 'QS 2C 3C 4C 5C 6C', '3H 9S KS 7D 8D 9D'];
    const run = play(standing(hands, '2S', { followSuit: 'open', noUndertrump: true }), '7H QS');
    expect(legalCardsOf(run.state, 3)).toEqual(['3H', 'KS', '7D', '8D', '9D']);
    expect(refused(run, 3, { type: 'play', card: '9S' })).toBe('illegal');
  });

  it('[AF-10.1] a renege is told to nobody: every other seat sees the same as after a legal card', () => {
    const before = play(standing(PLAIN_LED, '3S', OPEN_ONE), '7H');
    // seat 2 holds the KS trump: the 2C is a renege; only seat 2's own view knows it
    expect(before.state.turn).toBe(2);
    expect(allFours.view(before.state, 2).reneges).toEqual(['2C', '3C', '4C', '5C', '6C']);
    expect(allFours.view(before.state, 3).reneges).toEqual([]);
    const after = act(before, 2, { type: 'play', card: '2C' });
    expect(after.state.reneges).toEqual([{ seat: 2, card: '2C', trumpLead: false }]);
    expect(after.events).toEqual([{ type: 'cardPlayed', audience: 'all', seat: 2, card: '2C' }]);
    const innocent: AllFoursState = { ...after.state, reneges: [] };
    for (const viewer of ['spectator', 0, 1, 3] as Viewer[]) {
      expect(JSON.stringify(allFours.view(after.state, viewer))).toBe(JSON.stringify(allFours.view(innocent, viewer)));
    }
    expect(allFours.toAct(after.state)).toEqual(allFours.toAct(innocent));
  });
});

describe('[AF-10.2] calling a renege', () => {
  it('[AF-10.2] one: a correct call scores 1 for the caller, out of turn, and the trick stays as it is [AF-10.2a]', () => {
    let run = play(standing(PLAIN_LED, '3S', OPEN_ONE), '7H 2C');
    expect(callsOf(run.state, 1)).toEqual(['2C']);
    // every seat with an opponent's play to call may act, whether or not anything was a renege
    expect(allFours.toAct(run.state)).toEqual([3, 0, 1, 2]);
    expect(allFours.waitingFor(run.state)).toEqual([3]);
    run = act(run, 1, call('2C'));
    expect(run.events[0]).toEqual({
      type: 'renegeCalled', audience: 'all', seat: 1, owner: 2, card: '2C', trick: 1, correct: true, team: 1, points: 1, score: [0, 1],
    });
    expect(run.state.score).toEqual([0, 1]);
    expect(run.state.trick.map((p) => p.card)).toEqual(['7H', '2C']);
    expect(run.state.turn).toBe(3);
    // [AF-10.2a] each play is called once
    expect(callsOf(run.state, 3)).toEqual([]);
    expect(refused(run, 3, call('2C'))).toBe('illegal');
    expect(refused(run, 1, call('2C'))).toBe('notYourTurn');
  });

  it('[AF-10.2] a wrong call gives the other team 1 point', () => {
    let run = play(standing(PLAIN_LED, '3S', OPEN_ONE), '7H KS');
    run = act(run, 3, call('KS'));
    expect(run.events[0]).toMatchObject({ seat: 3, owner: 2, card: 'KS', correct: false, team: 0, points: 1 });
    expect(run.state.score).toEqual([1, 0]);
  });

  it('[AF-10.2a] not a call: a partner\'s or own play, a card nobody played; nothing changes', () => {
    const run = play(standing(PLAIN_LED, '3S', OPEN_ONE), '7H 2C');
    expect(callsOf(run.state, 0)).toEqual(['7H']);
    expect(refused(run, 0, call('2C'))).toBe('illegal');
    expect(refused(run, 1, call('7H'))).toBe('illegal');
    expect(refused(run, 1, call('AS'))).toBe('illegal');
    expect(refused(run, 1, { type: 'callRenege' })).toBe('badAction');
  });

  it('[AF-10.2] bullseye: a correct call wins the game; above 14 it scores what the team needs [AF-10.2a]', () => {
    let run = play(standing(PLAIN_LED, '3S', { followSuit: 'open', renege: 'bullseye' }), '7H 2C');
    run = act(run, 1, call('2C'));
    expect(run.state.score).toEqual([0, 14]);
    expect(run.state.phase).toBe('over');
    expect(run.state.winner).toBe(1);
    run = play(standing(PLAIN_LED, '3S', { followSuit: 'open', renege: 'bullseye', target: 21 }, [0, 3]), '7H 2C');
    run = act(run, 3, call('2C'));
    expect(run.events[0]).toMatchObject({ correct: true, points: 18, score: [0, 21] });
    expect(summaryOf(run.events).awards.slice(-4).every((a) => a.status === 'notReached')).toBe(true);
  });

  it('[AF-10.2] trumpBullseye: the game for a renege on a trump lead, 1 on a plain lead', () => {
    let run = play(standing(TRUMP_LED, '3S', { followSuit: 'open', renege: 'trumpBullseye' }), 'JS 2C');
    run = act(run, 3, call('2C'));
    expect(run.events[0]).toMatchObject({ correct: true, points: 14 });
    run = play(standing(PLAIN_LED, '3S', { followSuit: 'open', renege: 'trumpBullseye' }), '7H 2C');
    run = act(run, 3, call('2C'));
    expect(run.events[0]).toMatchObject({ correct: true, points: 1 });
  });

  it('[AF-10.2a] after the last trick every seat is asked once from the dealer\'s right, then the hand is counted', () => {
    let run = playOut(standing(PLAIN_LED, '3S', OPEN_ONE));
    expect(run.state.phase).toBe('ask');
    expect(run.state.turn).toBe(1);
    expect(run.events.at(-1)).toEqual({ type: 'renegeAsked', audience: 'all', seat: 1 });
    expect(allFours.legalActions(run.state, 1).at(-1)).toEqual({ type: 'noCall' });
    expect(refused(run, 2, { type: 'noCall' })).toBe('illegal');
    expect(refused(run, 1, { type: 'play', card: '7H' })).toBe('illegal');
    const asked: number[] = [];
    for (const seat of [1, 2, 3]) {
      run = act(run, seat, { type: 'noCall' });
      asked.push(run.events.at(-1)!.seat as number);
    }
    expect(asked).toEqual([2, 3, 0]);
    // a call while being asked leaves the question open
    const calls = callsOf(run.state, 0);
    expect(calls.length).toBeGreaterThan(0);
    run = act(run, 0, call(calls[0]));
    expect(run.state.phase).toBe('ask');
    expect(run.state.turn).toBe(0);
    run = act(run, 0, { type: 'noCall' });
    const summary = summaryOf(run.events);
    expect(awardsOf(summary)[0]).toMatch(/^renege:scored/);
    expect(summary.awards[0].call).toMatchObject({ owner: 1, trick: 1 });
    expect(run.state.phase).toBe('deal');
    // [AF-10.2a] once the hand is counted its plays can no longer be called
    expect(refused(run, 0, call(calls[1] ?? calls[0]))).toBe('notYourTurn');
  });

  it('[AF-10.2] renege free (default): reneges are legal plays, nobody calls and nobody is asked', () => {
    let run = play(standing(PLAIN_LED, '3S', { followSuit: 'open' }), '7H 2C');
    expect(run.state.reneges).toEqual([]);
    expect(callsOf(run.state, 1)).toEqual([]);
    expect(refused(run, 1, call('2C'))).toBe('notYourTurn');
    run = playOut(run);
    expect(run.state.phase).toBe('deal');
    expect(run.events.some((e) => e.type === 'handScored')).toBe(true);
  });
});

describe('[AF-10.3] giveOneNeedsTrump', () => {
  const hands = ['2C 3C 4C 5C 6C 7C', 'JS 2H 3H 4H 5H 6H', 'AS 2D 3D 4D 5D 6D', 'QS 7H 8H 9H 8D 9D'];
  it('[AF-10.3] without a card of the kicked suit the dealer must run the pack', () => {
    const begged = act(begin({ seats: 4, options: { giveOneNeedsTrump: true }, deal: stack(hands, '3S') }), 1, { type: 'beg' });
    expect(allFours.legalActions(begged.state, 0)).toEqual([{ type: 'run' }]);
    expect(refused(begged, 0, { type: 'takeOne' })).toBe('illegal');
    const holding = act(begin({ seats: 4, options: { giveOneNeedsTrump: true }, deal: stack(hands, '8C') }), 1, { type: 'beg' });
    expect(allFours.legalActions(holding.state, 0)).toEqual([{ type: 'takeOne' }, { type: 'run' }]);
    const plain = act(begin({ seats: 4, deal: stack(hands, '3S') }), 1, { type: 'beg' });
    expect(allFours.legalActions(plain.state, 0)).toEqual([{ type: 'takeOne' }, { type: 'run' }]);
  });
});

describe('[AF-10.4] matchGames', () => {
  it('[AF-10.4] best of three: a game won starts the next from 0 with the next dealer; two games win the match', () => {
    const hands = ['2C 3C 4C 5C 7C 8C', '2H 3H 4H 5H 7H 8H', '2D 3D 4D 5D 7D 8D', '9C TC 9H TH 9D TD'];
    // target 1: each hand's scoring kick wins a game (Ace 1 for the dealer's team)
    const deals = [stack(hands, 'AS'), stack(hands, 'AS'), stack(hands, 'AS')];
    let run = begin({ seats: 4, options: { matchGames: 3, target: 1 }, deal: deals });
    expect(run.events.find((e) => e.type === 'matchGameWon')).toEqual({ type: 'matchGameWon', audience: 'all', winner: 0, gamesWon: [1, 0], score: [1, 0] });
    expect(summaryOf(run.events)).toMatchObject({ winner: 0, gamesWon: [1, 0], score: [1, 0] });
    expect(run.state).toMatchObject({ phase: 'deal', score: [0, 0], gamesWon: [1, 0], dealer: 1, winner: null });
    run = act(run, 1, { type: 'deal' });
    expect(run.state).toMatchObject({ phase: 'deal', gamesWon: [1, 1], dealer: 2 });
    expect(allFours.outcome(run.state)).toBeNull();
    run = act(run, 2, { type: 'deal' });
    expect(run.state).toMatchObject({ phase: 'over', gamesWon: [2, 1], winner: 0 });
    expect(run.events.some((e) => e.type === 'matchGameWon')).toBe(false);
    expect(allFours.outcome(run.state)).toMatchObject({ winner: 0 });
  });

  it('[AF-10.4] a beg point or a kick of a run that wins a game of the match closes the hand: the next is dealt', () => {
    const hands = ['2C 3C 4C 5C 7C 8C', '2H 3H 4H 5H 7H 8H', '2D 3D 4D 5D 7D 8D', '9C TC 9H TH 9D TD'];
    // the beg point: team 1 at 6 of 7 begs and is given one
    let run = act(begin({ seats: 4, options: { matchGames: 3, target: 7 }, score: [0, 6], deal: stack(hands, '3S') }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'takeOne' });
    expect(run.state).toMatchObject({ phase: 'deal', gamesWon: [0, 1], score: [0, 0], hand: 2 });
    // a kick of the run: dealer 0's team at 6 of 7 runs the pack onto a scoring kick
    run = act(begin({ seats: 4, options: { matchGames: 3, target: 7 }, score: [6, 0], deal: stack(hands, '3S') }), 1, { type: 'beg' });
    run = act(run, 0, { type: 'run' });
    expect(run.state).toMatchObject({ phase: 'deal', gamesWon: [1, 0], score: [0, 0], hand: 2 });
  });

  it('[AF-10.4] a single game (default) ends at the first target reached', () => {
    const hands = ['2C 3C 4C 5C 7C 8C', '2H 3H 4H 5H 7H 8H', '2D 3D 4D 5D 7D 8D', '9C TC 9H TH 9D TD'];
    const run = begin({ seats: 4, options: { target: 1 }, deal: stack(hands, 'AS') });
    expect(run.state.phase).toBe('over');
    expect(summaryOf(run.events).gamesWon).toBeUndefined();
  });
});

it('refuses every league option value it does not know', () => {
  for (const options of [{ followSuit: 'loose' }, { renege: 'two' }, { giveOneNeedsTrump: 'yes' }, { matchGames: 2 }]) {
    const setup = allFours.setup({ seats: 4, seed: 'x', options });
    expect(setup.ok).toBe(false);
  }
});
