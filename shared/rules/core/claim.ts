import type { Action, BaseState, GameEvent, GameRules } from './game.js';
import type { Seat } from './seats.js';

/**
 * Claims (Baloot's *sawa*): a player says their remaining cards take every remaining trick of the hand,
 * whatever the others hold and play. The check plays the rest of the hand with the engine and reads
 * only events every game emits: `trickWon` (with the winning `seat`), and `handScored`,
 * `handThrownIn` or `gameOver` for the hand's end.
 *
 * A claim is a line: the claimant's actions in order, fixed in advance ("trumps first, then my
 * spades"). Against a fixed line the others cannot help one another: while the claimant wins a trick,
 * what a seat may play depends on its own hand and the card led, so the claim holds if it holds
 * against each other seat on its own, trying everything, while the rest play any legal card. For one
 * seat that is at most the subsets of its hand, not the product of every seat's choices (which is
 * what makes a naive search of a claim at the first trick run for minutes).
 */

/** One action of the line that plays a valid claim out, in order. */
export interface ClaimStep {
  seat: Seat;
  action: Action;
}

export type ClaimCheck =
  | { ok: true; steps: ClaimStep[] }
  | { ok: false; reason: 'notYourTurn' | 'notPlaying' | 'decisionsLeft' | 'losesATrick' | 'tooComplex' };

/** How many actions one check may apply before it gives up (`tooComplex`): well under 100 ms. */
export const CLAIM_BUDGET = 20_000;

const HAND_ENDS = new Set(['handScored', 'handThrownIn', 'gameOver']);

/**
 * Positions at the claimant's turn that one seat can reach with the claim still whole, one per set of
 * hands: with the claimant's line fixed, what is left of the hand depends on who holds which cards,
 * not on the order the others' cards fell (which the state also records).
 */
type Frontier<S> = Map<string, S>;

/** Every seat's cards from its view (`myHand`, which every game's view has), in a key. */
function handsKey<S extends BaseState>(rules: GameRules<S>, state: S): string {
  let key = '';
  for (let seat = 0; seat < state.seats; seat++) {
    const hand = (rules.view(state, seat) as { myHand?: unknown }).myHand;
    if (!Array.isArray(hand)) throw new Error(`${rules.id}: a seat's view has no myHand`);
    key += `${[...(hand as string[])].sort().join(' ')}|`;
  }
  return key;
}

/** Why a search stopped early: past its budget, or a seat has more than cards left to decide. */
class Stop extends Error {
  constructor(readonly reason: 'tooComplex' | 'decisionsLeft') {
    super(reason);
  }
}

/** The actions of `seat`, all of them plays: a claim is made once only cards are left to decide. */
function playsOf<S extends BaseState>(rules: GameRules<S>, state: S, seat: Seat): Action[] {
  const legal = rules.legalActions(state, seat);
  if (legal.some((action) => action.type !== 'play')) throw new Stop('decisionsLeft');
  return legal;
}

class LineSearch<S extends BaseState> {
  private applied = 0;
  /** Frontiers (by their keys) from which no line works: reached again by another order of the same cards. */
  private readonly failed = new Set<string>();
  private readonly others: Seat[];

  constructor(
    private readonly rules: GameRules<S>,
    private readonly claimant: Seat,
    private readonly budget: number,
    seats: number,
  ) {
    this.others = Array.from({ length: seats }, (_, seat) => seat).filter((seat) => seat !== claimant);
  }

  /** A line from `state` that takes every trick, or null if none does. */
  find(state: S): Action[] | null {
    const start: Frontier<S> = new Map([['', state]]);
    return this.extend(this.others.map(() => start), state);
  }

  /** Depth first over the claimant's next action, each frontier advanced to the claimant's next turn. */
  private extend(frontiers: Frontier<S>[], sample: S): Action[] | null {
    const key = frontiers.map((frontier) => [...frontier.keys()].sort().join(';')).join('#');
    if (this.failed.has(key)) return null;
    for (const action of playsOf(this.rules, sample, this.claimant)) {
      const next = this.others.map((seat, i) => this.advance(frontiers[i]!, action, seat));
      if (next.some((frontier) => frontier === null)) continue;
      const open = next as Frontier<S>[];
      const nextSample = open.find((frontier) => frontier.size > 0)?.values().next().value;
      if (nextSample === undefined) return [action];
      const rest = this.extend(open, nextSample);
      if (rest) return [action, ...rest];
    }
    this.failed.add(key);
    return null;
  }

  /**
   * Plays `action` for the claimant in every position of `frontier`, then the others until the
   * claimant's next turn, `free` trying every legal action and the rest their first. Null if some
   * line takes a trick from the claimant; an empty frontier once every line has ended the hand.
   */
  private advance(frontier: Frontier<S>, action: Action, free: Seat): Frontier<S> | null {
    const next: Frontier<S> = new Map();
    for (const state of frontier.values()) {
      const after = this.apply(state, this.claimant, action);
      if (after === null || !this.answer(after, free, next)) return null;
    }
    return next;
  }

  /** Explores the others' answers from `state` into `into`; false if one of them takes a trick. */
  private answer(state: S | 'ended', free: Seat, into: Frontier<S>): boolean {
    if (state === 'ended') return true;
    const mover = this.rules.waitingFor(state)[0];
    if (mover === undefined) return false;
    if (mover === this.claimant) {
      into.set(handsKey(this.rules, state), state);
      return true;
    }
    const legal = playsOf(this.rules, state, mover);
    const tried = mover === free ? legal : legal.slice(0, 1);
    if (tried.length === 0) return false;
    return tried.every((action) => {
      const after = this.apply(state, mover, action);
      return after !== null && this.answer(after, free, into);
    });
  }

  /** The state after an action, 'ended' if the hand ended with every trick the claimant's, null if not. */
  private apply(state: S, seat: Seat, action: Action): S | 'ended' | null {
    if (++this.applied > this.budget) throw new Stop('tooComplex');
    const result = this.rules.apply(state, seat, action);
    if (!result.ok) return null;
    const verdict = verdictOf(result.events, this.claimant);
    return verdict === 'lost' ? null : verdict === 'ended' ? 'ended' : result.state;
  }
}

/** What an action's events say: a trick lost, the hand ended with every trick the claimant's, or neither. */
function verdictOf(events: readonly GameEvent[], claimant: Seat): 'lost' | 'ended' | 'open' {
  for (const event of events) {
    if (event.type === 'trickWon' && event.seat !== claimant) return 'lost';
    if (HAND_ENDS.has(event.type)) return 'ended';
  }
  return 'open';
}

/**
 * Checks `claimant`'s claim on `state` (the claimant must be to play a card, and nobody may have more
 * than cards left to decide in the hand: Baloot's projects are declared in the first trick, All
 * Fours' exposed cards may be called) and, if it holds, returns
 * the steps that play the hand out: the claimant's line and, for every other seat, its first legal
 * action (any of theirs leaves the claimant every trick, which is what was checked).
 */
export function checkClaim<S extends BaseState>(
  rules: GameRules<S>,
  state: S,
  claimant: Seat,
  budget = CLAIM_BUDGET,
): ClaimCheck {
  if (!rules.waitingFor(state).includes(claimant)) return { ok: false, reason: 'notYourTurn' };
  if (!rules.legalActions(state, claimant).some((action) => action.type === 'play')) {
    return { ok: false, reason: 'notPlaying' };
  }
  try {
    const line = new LineSearch(rules, claimant, budget, state.seats).find(state);
    return line ? { ok: true, steps: playOut(rules, state, claimant, line) } : { ok: false, reason: 'losesATrick' };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, reason: error.reason };
    throw error;
  }
}

function playOut<S extends BaseState>(rules: GameRules<S>, start: S, claimant: Seat, line: Action[]): ClaimStep[] {
  const steps: ClaimStep[] = [];
  let state = start;
  let next = 0;
  for (;;) {
    const seat = rules.waitingFor(state)[0];
    if (seat === undefined) return steps;
    const action = seat === claimant ? line[next++] : rules.legalActions(state, seat)[0];
    if (!action) throw new Error('a checked claim ran out of its line');
    const result = rules.apply(state, seat, action);
    if (!result.ok) throw new Error(`a checked claim's step was refused: ${result.error.message}`);
    steps.push({ seat, action });
    if (result.events.some((event) => HAND_ENDS.has(event.type))) return steps;
    state = result.state;
  }
}
