import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../../shared/rules/core/claim.js';
import type { BaseState, GameEvent, GameRules } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../../shared/rules/core/shuffle.js';
import { GAMES } from '../../../shared/rules/registry.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { claimHoldsByTree } from '../../kit/claim-oracle.js';
import { mustSetup, randomPlayout } from '../../kit/playout.js';
import { Table } from '../baloot/stack.js';

const ALL_SPADES = ['AS TS KS QS JS 9S 8S 7S', 'AH KH QH JH TH 9H 8H 7H', 'AD KD QD JD TD 9D 8D 7D', 'AC KC QC JC TC 9C 8C 7C'];
// Every ace and ten to seat 0, and no projects anywhere (no three in sequence, no four of a kind).
const ACES_AND_TENS = ['AS TS KS AH TH KH AD TD', 'AC KC 9C 8C QS 7S 9H 7D', 'QC JC 7C 9S QH 8H KD 9D', 'TC JS 8S JH 7H QD JD 8D'];

/** Applies a claim's steps to `state`: every event on the way. */
function eventsOfClaim<S extends BaseState>(rules: GameRules<S>, state: S, claimant: number): GameEvent[] {
  const check = checkClaim(rules, state, claimant);
  if (!check.ok) throw new Error(`claim refused: ${check.reason}`);
  const events: GameEvent[] = [];
  for (const { seat, action } of check.steps) {
    const applied = rules.apply(state, seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    events.push(...applied.events);
    state = applied.state;
  }
  return events;
}

describe('claims: the rest of the tricks, checked exhaustively', () => {
  it('holds at the first trick for a Sun declarer with every ace and ten; its steps take all 8 tricks and score the hand', () => {
    const t = new Table({ hands: ACES_AND_TENS, declarer: 0, bid: 'TD' }).calls('0:sun');
    const events = eventsOfClaim(baloot, t.state, 0);
    expect(events.filter((e) => e.type === 'trickWon').map((e) => e.seat)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(events.some((e) => e.type === 'handScored')).toBe(true);
  });

  it('waits for the first trick\'s projects, then holds for every spade', () => {
    const t = new Table({ hands: ALL_SPADES, declarer: 0, bid: '7S' }).calls('0:sun');
    expect(checkClaim(baloot, t.state, 0)).toEqual({ ok: false, reason: 'decisionsLeft' });
    t.playOut({}, 1);
    expect(t.trickWinners()).toEqual([0]);
    const events = eventsOfClaim(baloot, t.state, 0);
    expect(events.filter((e) => e.type === 'trickWon').map((e) => e.seat)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('is refused when one line of the others takes a trick: a void opponent trumps', () => {
    // Hokum in spades: seat 0 holds every heart, seat 1 two trumps and no heart.
    const hands = ['AH KH QH JH TH 9H 8H 7H', '9S 7S AD QD TD 8D AC QC', 'JS KS KD JD 9D 7D KC JC', 'AS TS QS 8S TC 9C 8C 7C'];
    const t = new Table({ hands, declarer: 0, bid: '7H' })
      .calls('0:pass 1:pass 2:pass 3:pass 0:hokum 1:pass 2:pass 3:pass 0:hokum-S 1:pass 3:pass')
      .play('AH AD KD TC');
    expect(t.trickWinners()).toEqual([0]);
    expect(checkClaim(baloot, t.state, 0)).toEqual({ ok: false, reason: 'losesATrick' });
  });

  it('is refused out of turn, outside the play and past its budget', () => {
    const bidding = new Table({ hands: ALL_SPADES, declarer: 0, bid: '7S' });
    expect(checkClaim(baloot, bidding.state, 0)).toEqual({ ok: false, reason: 'notPlaying' });
    const t = new Table({ hands: ACES_AND_TENS, declarer: 0, bid: 'TD' }).calls('0:sun');
    expect(checkClaim(baloot, t.state, 1)).toEqual({ ok: false, reason: 'notYourTurn' });
    expect(checkClaim(baloot, t.state, 0, 10)).toEqual({ ok: false, reason: 'tooComplex' });
  });

  const tables: [string, number][] = [['baloot', 4], ['fifty-six', 4], ['fifty-six', 6], ['all-fours', 2], ['all-fours', 4]];
  it.each(tables)('%s with %i seats: the same verdict as the whole game tree, wherever the tree is small', (id, seats) => {
    const rules = GAMES[id as keyof typeof GAMES];
    const verdicts = { valid: 0, invalid: 0 };
    for (let game = 0; game < 2; game++) {
      const start = mustSetup(rules, { seats, seed: `claim-${id}-${seats}-${game}` });
      randomPlayout(rules, start, `claim-play-${game}`, 300, ({ before, seat, action }) => {
        if (action.type !== 'play') return;
        const tree = claimHoldsByTree(rules, before, seat, 2000);
        if (tree === null) return;
        const check = checkClaim(rules, before, seat);
        if (!check.ok && check.reason === 'decisionsLeft') return;
        // A refusal may be for the budget (the line search tries the claimant's orders one by one).
        if (check.ok || check.reason !== 'tooComplex') expect(check.ok ? 'valid' : check.reason).toBe(tree ? 'valid' : 'losesATrick');
        else expect(tree).toBe(false);
        verdicts[tree ? 'valid' : 'invalid']++;
      });
    }
    expect(verdicts.valid).toBeGreaterThan(0);
    expect(verdicts.invalid).toBeGreaterThan(0);
  });

  it.each(tables)('%s with %i seats: a valid claim takes every trick against any answers of the others', (id, seats) => {
    const rules = GAMES[id as keyof typeof GAMES];
    let valid = 0;
    for (let game = 0; game < 3; game++) {
      const start = mustSetup(rules, { seats, seed: `claim-answers-${id}-${seats}-${game}` });
      randomPlayout(rules, start, `claim-answers-${game}`, 300, ({ before, seat, action }) => {
        if (action.type !== 'play') return;
        const check = checkClaim(rules, before, seat, 5000);
        if (!check.ok) return;
        valid++;
        // The claimant follows its line; the others answer at random.
        const line = check.steps.filter((step) => step.seat === seat).map((step) => step.action);
        const random = seededRandom(`answers-${valid}`);
        let state = before;
        for (let ended = false; !ended; ) {
          const mover = rules.waitingFor(state)[0]!;
          const legal = rules.legalActions(state, mover);
          const applied = rules.apply(state, mover, mover === seat ? line.shift()! : legal[randomBelow(random, legal.length)]!);
          if (!applied.ok) throw new Error(`${id}: ${applied.error.message}`);
          const lost = applied.events.find((e) => e.type === 'trickWon' && e.seat !== seat);
          if (lost) expect.fail(`${id}: seat ${String(lost.seat)} took a trick from a valid claim`);
          ended = applied.events.some((e) => ['handScored', 'handThrownIn', 'gameOver'].includes(e.type));
          state = applied.state;
        }
      });
    }
    expect(valid).toBeGreaterThan(0);
  });
});
